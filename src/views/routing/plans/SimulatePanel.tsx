import { useState } from 'react'
import type { RoutingSimulateResponse } from '../../../contract/routing-plan'
import { Button } from '../../../design/Button'
import { Notice } from '../../../design/Notice'
import { TextField } from '../../../design/TextField'
import { useProblemText } from '../../../messages/common/problemText'
import profitMessages from '../../../messages/hub-profit-logic/catalogue'
import messages from '../../../messages/routing-plans/catalogue'
import { useMessages } from '../../../messages/useMessages'
import * as listStyles from '../../lists/lists.css'
import { useRoutingScope } from '../scope/RoutingScope'
import * as styles from './plans.css'
import { failureText, routingPlansApiOf } from './routingPlansApi'

/** Number, sender, date and text → the plan's readable trace (POST sms/routing/simulate). */
export function SimulatePanel({ planId }: { planId: string }) {
  const routingPlansApi = routingPlansApiOf(useRoutingScope())
  const t = useMessages(messages)
  const problemText = useProblemText()
  const [values, setValues] = useState({ to: '', from: '', at: '', text: '' })
  const [trace, setTrace] = useState<RoutingSimulateResponse | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const run = async () => {
    setBusy(true)
    const answer = await routingPlansApi.simulate({
      to: values.to,
      plan_id: planId,
      ...(values.from ? { from: values.from } : {}),
      ...(values.at ? { at: values.at } : {}),
      ...(values.text ? { text: values.text } : {}),
    })
    setBusy(false)
    setTrace(answer.ok ? answer.data : null)
    setProblem(answer.ok ? null : problemText(failureText(answer)))
  }
  const field = (name: keyof typeof values, label: string) => (
    <TextField
      label={label}
      value={values[name]}
      onChange={(value) => setValues((all) => ({ ...all, [name]: value }))}
    />
  )
  return (
    <section aria-labelledby="simulate-title" className={listStyles.section}>
      <h2 id="simulate-title" className={listStyles.sectionTitle}>
        {t('simulate.title')}
      </h2>
      <form
        className={styles.trace}
        onSubmit={(event) => {
          event.preventDefault()
          void run()
        }}
      >
        {field('to', t('simulate.number'))}
        {field('from', t('simulate.sender'))}
        {field('at', t('simulate.date'))}
        {field('text', t('simulate.text'))}
        <Button type="submit" tone="primary" variant="solid" isDisabled={busy}>
          {t('simulate.run')}
        </Button>
      </form>
      {problem && (
        <Notice tone="danger" role="alert">
          {problem}
        </Notice>
      )}
      {trace && <Trace trace={trace} />}
    </section>
  )
}

function Trace({ trace }: { trace: RoutingSimulateResponse }) {
  const t = useMessages(messages)
  const profit = useMessages(profitMessages)
  const chosen = trace.routes.find((route) => route.chosen)
  return (
    <section aria-label={t('simulate.trace')} className={styles.trace}>
      <ol>
        <li>
          {t('simulate.normalised', {
            e164: trace.number.e164,
            country: trace.number.country ?? t('simulate.noCountry'),
          })}
        </li>
        <li>
          {trace.mnp
            ? t('simulate.mnp', { ported: trace.mnp.ported ? 'yes' : 'no', age: trace.mnp.age_s })
            : t('simulate.noMnp')}
        </li>
        <li>
          {trace.network
            ? t('simulate.network', {
                name: trace.network.name,
                mcc: trace.network.mcc,
                mnc: trace.network.mnc,
              })
            : t('simulate.noNetwork')}
        </li>
        <li>
          {t('simulate.rules')}
          <ol>
            {trace.rules.map((rule) => (
              <li key={rule.id}>
                {t('simulate.rule', { position: rule.position, reason: rule.reason })}
              </li>
            ))}
          </ol>
          {!trace.rule_id && <p>{t('simulate.noRule')}</p>}
        </li>
        {trace.rule_id && (
          <li>
            {t('simulate.routes')}
            <ul>
              {trace.routes.map((route) => (
                <li key={route.route_id}>
                  {route.chosen ? <strong>{t('simulate.chosen')}: </strong> : null}
                  {t('simulate.route', {
                    name: route.route_name,
                    weight: route.weight,
                    position: route.failover_position,
                    cost: route.vendor_cost
                      ? `${route.vendor_cost} ${route.currency ?? ''}`
                      : t('simulate.noRate'),
                  })}
                  {route.profit && !route.profit.allowed ? (
                    <> {profit('simulate.refused', { reason: route.profit.reason ?? '' })}</>
                  ) : null}
                </li>
              ))}
            </ul>
            <p>{t('simulate.clientPrice')}</p>
            {trace.profit_blocked ? <p role="alert">{profit('simulate.blocked')}</p> : null}
          </li>
        )}
        <li>{t('simulate.parts', { parts: trace.parts, encoding: trace.encoding })}</li>
        <li>
          {trace.total_cost && chosen
            ? t('simulate.total', { cost: trace.total_cost, currency: chosen.currency ?? '' })
            : t('simulate.noTotal')}
        </li>
      </ol>
    </section>
  )
}
