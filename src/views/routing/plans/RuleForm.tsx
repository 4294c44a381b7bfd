import { useState } from 'react'
import { routingPlanLimits } from '../../../contract/constants'
import {
  type RoutingRuleMode,
  type RoutingRuleRequest,
  type RoutingRuleResource,
  routingRuleModes,
  weightTotal,
} from '../../../contract/routing-plan'
import { Button } from '../../../design/Button'
import { Select } from '../../../design/Select'
import { TextField } from '../../../design/TextField'
import type { FormValues } from '../../../machines/form'
import messages from '../../../messages/routing-plans/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { atFormFields } from '../../audience/feeds/feedForm'
import { ApiForm } from '../../auth/ApiForm'
import { useApiForm } from '../../auth/useApiForm'
import { useRoutingScope } from '../scope/RoutingScope'
import * as styles from './plans.css'
import { routingPlansApiOf } from './routingPlansApi'

interface RouteRow {
  key: number
  route_id: string
  weight: string
}

/** The body a filled form sends; numbers as typed, for the server's 422 to judge. */
function bodyOf(values: FormValues, rows: readonly RouteRow[]): RoutingRuleRequest {
  const pattern = values.sender_pattern?.trim() ?? ''
  return {
    name: values.name ?? '',
    countries: (values.countries ?? '')
      .split(',')
      .map((code) => code.trim())
      .filter(Boolean),
    sender_pattern: pattern === '' ? null : pattern,
    mode: (values.mode ?? 'weighted') as RoutingRuleMode,
    routes: rows.map((_, index) => ({
      route_id: values[`routes.${index}.route_id`] ?? '',
      weight: Number(values[`routes.${index}.weight`] ?? 0),
      failover_position: Number(values[`routes.${index}.failover_position`] ?? index + 1),
    })),
  }
}

/**
 * Adds a rule to a plan, or edits one: matches, mode and the split. Each route has a picker, a
 * weight and a failover position; the weights' sum is shown as it is typed.
 */
export function RuleForm({
  planId,
  rule,
  routes,
  onSaved,
}: {
  planId: string
  rule: RoutingRuleResource | null
  routes: readonly { id: string; name: string }[]
  onSaved: (saved: RoutingRuleResource) => void
}) {
  const routingPlansApi = routingPlansApiOf(useRoutingScope())
  const t = useMessages(messages)
  const [mode, setMode] = useState<RoutingRuleMode>(rule?.mode ?? 'weighted')
  const [rows, setRows] = useState<RouteRow[]>(
    rule?.routes.map((split, key) => ({
      key,
      route_id: split.route_id,
      weight: String(split.weight),
    })) ?? [{ key: 0, route_id: routes[0]?.id ?? '', weight: '100' }],
  )
  const form = useApiForm<RoutingRuleResource>({
    submit: async (values, signal) => {
      const body = bodyOf(values, rows)
      return atFormFields(
        rule
          ? await routingPlansApi.updateRule(planId, rule.id, body, signal)
          : await routingPlansApi.createRule(planId, body, signal),
      )
    },
    onSuccess: onSaved,
  })
  const total = weightTotal(rows.map((row) => ({ weight: Number(row.weight) || 0 })))
  const setWeight = (key: number, weight: string) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, weight } : row)))
  const options = routes.map((route) => ({ id: route.id, name: route.name }))
  return (
    <ApiForm
      actor={form}
      submitLabel={rule ? t('ruleForm.save') : t('ruleForm.create')}
      aria-label={rule ? t('rule.editNamed', { name: rule.name }) : t('rules.new')}
    >
      <TextField
        name="name"
        label={t('ruleForm.name')}
        defaultValue={rule?.name}
        maxLength={routingPlanLimits.nameMaxLength}
      />
      <TextField
        name="countries"
        label={t('ruleForm.countries')}
        defaultValue={rule?.countries.join(', ')}
      />
      <TextField
        name="sender_pattern"
        label={t('ruleForm.sender')}
        defaultValue={rule?.sender_pattern ?? ''}
        maxLength={routingPlanLimits.senderPatternMaxLength}
      />
      <Select
        name="mode"
        label={t('ruleForm.mode')}
        selectedKey={mode}
        onSelectionChange={(key) => setMode(key as RoutingRuleMode)}
        options={routingRuleModes.map((id) => ({ id, name: t('rule.mode', { mode: id }) }))}
      />
      <fieldset className={styles.rule}>
        <legend>{t('ruleForm.routes')}</legend>
        {options.length === 0 && <p>{t('ruleForm.noRoutes')}</p>}
        {rows.map((row, index) => (
          <div key={row.key} className={styles.routeRow}>
            <Select
              name={`routes.${index}.route_id`}
              label={t('ruleForm.route', { index: index + 1 })}
              defaultSelectedKey={row.route_id || undefined}
              options={options}
            />
            {mode === 'weighted' && (
              <TextField
                name={`routes.${index}.weight`}
                label={t('ruleForm.weight', { index: index + 1 })}
                inputMode="numeric"
                value={row.weight}
                onChange={(weight) => setWeight(row.key, weight)}
              />
            )}
            <TextField
              name={`routes.${index}.failover_position`}
              label={t('ruleForm.failover', { index: index + 1 })}
              inputMode="numeric"
              defaultValue={String(rule?.routes[index]?.failover_position ?? index + 1)}
            />
            {rows.length > 1 && (
              <Button
                size="s"
                tone="danger"
                onPress={() => setRows((all) => all.filter((each) => each.key !== row.key))}
              >
                {t('ruleForm.removeRoute', { index: index + 1 })}
              </Button>
            )}
          </div>
        ))}
        {rows.length < routingPlanLimits.routesPerRuleMax && (
          <Button
            size="s"
            onPress={() =>
              setRows((all) => [
                ...all,
                {
                  key: Math.max(-1, ...all.map((each) => each.key)) + 1,
                  route_id: '',
                  weight: '0',
                },
              ])
            }
          >
            {t('ruleForm.addRoute')}
          </Button>
        )}
        {mode === 'weighted' && (
          <p role="status">
            {total === routingPlanLimits.weightTotal
              ? t('ruleForm.totalOk')
              : t('ruleForm.total', { total })}
          </p>
        )}
      </fieldset>
    </ApiForm>
  )
}
