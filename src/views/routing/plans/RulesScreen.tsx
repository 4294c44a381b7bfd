import { useLoaderData, useParams, useRouter } from '@tanstack/react-router'
import { useCallback, useState } from 'react'
import type { RoutingScope } from '../../../contract/constants'
import { listMetaOf } from '../../../contract/list'
import { dataOrThrow } from '../../../contract/result'
import type { RoutingRuleResource } from '../../../contract/routing-plan'
import { Button } from '../../../design/Button'
import { useConfirm } from '../../../design/ConfirmDialog'
import { Link } from '../../../design/Link'
import { useProblemText } from '../../../messages/common/problemText'
import messages from '../../../messages/routing-plans/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { useNotify } from '../../../services/NotifyProvider'
import { PageFrame } from '../../frame/PageFrame'
import { FormDialog } from '../../lists/FormDialog'
import { ListPage } from '../../lists/ListTable'
import * as listStyles from '../../lists/lists.css'
import { useCanWrite } from '../../session/useCanWrite'
import { useRoutingScope } from '../scope/RoutingScope'
import { routingPaths } from '../scope/routingPaths'
import * as styles from './plans.css'
import { RuleForm } from './RuleForm'
import { failureText, routingPlansApiOf } from './routingPlansApi'
import { SimulatePanel } from './SimulatePanel'

const from = {
  sms: '/_default/_verified/sms/routing/plans/$id/rules',
  hub: '/_default/_verified/hub/routing/plans/$id/rules',
} as const

/**
 * The plan, its rules (as a one-page list) and the routes the rule editor picks from, all of
 * the scope.
 */
export async function loadRules(scope: RoutingScope, planId: string, signal: AbortSignal) {
  const routingPlansApi = routingPlansApiOf(scope)
  const [plan, rules, routes] = await Promise.all([
    routingPlansApi.show(planId, signal),
    routingPlansApi.rules(planId, signal),
    routingPlansApi.routes(signal),
  ])
  // One page: ListPage draws the loading problem (with its retry) and the empty state.
  const count = rules.ok ? rules.data.data.length : 0
  const list = rules.ok
    ? { ok: true as const, data: { ...rules.data, meta: listMetaOf(count, 1, Math.max(1, count)) } }
    : rules
  return { plan: plan.ok ? plan.data : null, list, routes: routes.ok ? routes.data.data : [] }
}

/**
 * /sms/routing/plans/{id}/rules (and the hub's): the plan's rules in the order they are tried, each with its
 * split as a bar of weights and the rule that shadows it, if any; owners and admins add, edit,
 * move (up and down buttons, so the keyboard reorders) and delete them. The simulator beside.
 */
export function RulesScreen() {
  const t = useMessages(messages)
  const scope = useRoutingScope()
  const routingPlansApi = routingPlansApiOf(scope)
  const { id } = useParams({ from: from[scope] })
  const { plan, list, routes } = useLoaderData({ from: from[scope] })
  const router = useRouter()
  const reload = useCallback(() => void router.invalidate(), [router])
  const { canWrite } = useCanWrite()
  const notify = useNotify()
  const confirm = useConfirm()
  const problemText = useProblemText()
  const [editing, setEditing] = useState<RoutingRuleResource | 'new' | null>(null)
  const nameOf = (rule: RoutingRuleResource) =>
    rule.name || t('rule.unnamed', { position: rule.position })
  const positionOf = (ruleId: string) =>
    (list.ok ? list.data.data.find((rule) => rule.id === ruleId)?.position : undefined) ?? 0
  const move = async (index: number, by: -1 | 1) => {
    if (!list.ok) return
    const ids = list.data.data.map((rule) => rule.id)
    const [moved] = ids.splice(index, 1)
    if (!moved) return
    ids.splice(index + by, 0, moved)
    const answer = await routingPlansApi.reorder(id, ids)
    if (!answer.ok) notify.notify({ type: 'danger', message: problemText(failureText(answer)) })
    reload()
  }
  const remove = async (rule: RoutingRuleResource) => {
    const deleted = await confirm({
      title: t('rule.deleteQuestion', { name: nameOf(rule) }),
      message: t('rule.deleteMessage'),
      confirmLabel: t('rule.deleteConfirm'),
      action: async (signal) => dataOrThrow(await routingPlansApi.removeRule(id, rule.id, signal)),
    })
    if (!deleted) return
    notify.notify({ type: 'success', message: t('rule.deleted', { name: nameOf(rule) }) })
    reload()
  }
  const record = editing === 'new' ? null : editing
  const planName = plan?.name ?? ''
  return (
    <PageFrame subject={null}>
      <section aria-labelledby="routing-rules-title" className={listStyles.section}>
        <Link href={routingPaths[scope].plans}>{t('rules.back')}</Link>
        <div className={listStyles.toolbar}>
          <h2 id="routing-rules-title" className={listStyles.sectionTitle}>
            {t('rules.title', { name: planName })}
          </h2>
          {canWrite && (
            <Button tone="primary" variant="solid" onPress={() => setEditing('new')}>
              {t('rules.new')}
            </Button>
          )}
        </div>
        <ListPage
          result={list}
          problemTitle={t('rules.problem')}
          empty={t('rules.empty')}
          pagerLabel={t('rules.list')}
        >
          {(rules) => (
            <ol className={styles.ruleList} aria-label={t('rules.list')}>
              {rules.map((rule, index) => (
                <li key={rule.id} className={styles.rule} aria-label={nameOf(rule)}>
                  <strong>
                    {rule.position}. {nameOf(rule)} · {t('rule.mode', { mode: rule.mode })}
                  </strong>
                  <RuleMatches rule={rule} />
                  {rule.shadowed_by && (
                    <p className={listStyles.statusTone.warning}>
                      {t('rule.shadowed', { position: positionOf(rule.shadowed_by) })}
                    </p>
                  )}
                  <Split rule={rule} name={nameOf(rule)} />
                  {canWrite && (
                    <div className={listStyles.toolbar}>
                      <Button
                        size="s"
                        isDisabled={index === 0}
                        aria-label={t('rule.moveUpNamed', { name: nameOf(rule) })}
                        onPress={() => void move(index, -1)}
                      >
                        {t('rule.moveUp')}
                      </Button>
                      <Button
                        size="s"
                        isDisabled={index === rules.length - 1}
                        aria-label={t('rule.moveDownNamed', { name: nameOf(rule) })}
                        onPress={() => void move(index, 1)}
                      >
                        {t('rule.moveDown')}
                      </Button>
                      <Button
                        size="s"
                        tone="primary"
                        aria-label={t('rule.editNamed', { name: nameOf(rule) })}
                        onPress={() => setEditing(rule)}
                      >
                        {t('rule.edit')}
                      </Button>
                      <Button
                        size="s"
                        tone="danger"
                        aria-label={t('deleteNamed', { name: nameOf(rule) })}
                        onPress={() => void remove(rule)}
                      >
                        {t('delete')}
                      </Button>
                    </div>
                  )}
                </li>
              ))}
            </ol>
          )}
        </ListPage>
        <FormDialog
          isOpen={editing !== null}
          onOpenChange={(open) => {
            if (!open) setEditing(null)
          }}
          title={record ? t('rule.editNamed', { name: nameOf(record) }) : t('rules.new')}
        >
          {(close) => (
            <RuleForm
              planId={id}
              rule={record}
              routes={routes}
              onSaved={(saved) => {
                notify.notify({
                  type: 'success',
                  message: t('rule.saved', { name: nameOf(saved) }),
                })
                close()
                reload()
              }}
            />
          )}
        </FormDialog>
      </section>
      <SimulatePanel planId={id} />
    </PageFrame>
  )
}

function RuleMatches({ rule }: { rule: RoutingRuleResource }) {
  const t = useMessages(messages)
  const parts = [
    rule.countries.length > 0 && t('rule.countries', { list: rule.countries.join(', ') }),
    rule.network_ids.length > 0 && t('rule.networks', { count: rule.network_ids.length }),
    rule.sender_pattern && t('rule.sender', { pattern: rule.sender_pattern }),
    rule.clients.length > 0 && t('rule.clients', { count: rule.clients.length }),
  ].filter(Boolean)
  return <p>{parts.length > 0 ? parts.join(' · ') : t('rule.any')}</p>
}

/** The split as a bar of weights (weighted rules) and a legend in failover order. */
function Split({ rule, name }: { rule: RoutingRuleResource; name: string }) {
  const t = useMessages(messages)
  return (
    <>
      {rule.mode === 'weighted' && (
        <div className={styles.weightsBar} role="img" aria-label={t('rule.split', { name })}>
          {rule.routes.map((split, index) => (
            <span
              key={split.route_id}
              className={styles.segment[index % 2 === 0 ? 'even' : 'odd']}
              style={{ width: `${split.weight}%` }}
            />
          ))}
        </div>
      )}
      <ul className={styles.legend}>
        {rule.routes.map((split) => (
          <li key={split.route_id}>
            {rule.mode === 'weighted'
              ? t('rule.route', {
                  name: split.route_name,
                  weight: split.weight,
                  position: split.failover_position,
                })
              : t('rule.routeLeastCost', {
                  name: split.route_name,
                  position: split.failover_position,
                })}
          </li>
        ))}
      </ul>
    </>
  )
}
