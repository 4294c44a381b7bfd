import type { RoutingPlanResource } from '../../../contract/routing-plan'
import { Select } from '../../../design/Select'
import messages, { type Key } from '../../../messages/campaigns-wizard/catalogue'
import type { Translate } from '../../../messages/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { PendingList } from '../../lists/PendingList'
import { rowsOf } from '../../lists/recordChoices'
import { type LiveQuery, useLiveQuery } from '../../lists/useLiveQuery'
import { QueryProblem } from './QueryState'
import { serverErrors } from './serverErrors'
import { routingPlansApi } from './wizardApis'

/** The picker's key for "no plan of its own": the campaign follows the team's default plan. */
const teamDefault = 'team-default'

/** The team's routing plans (one page of 100: teams keep a few), by name. */
const loadRoutingPlans = (_: unknown, signal: AbortSignal) => rowsOf(routingPlansApi.list(signal))

/** The team's routing plans, read once per wizard step that shows them. */
export const useRoutingPlans = () => useLiveQuery(loadRoutingPlans, null)

/**
 * What a campaign's plan is called: its own plan's name, or the team's default plan by name
 * (the default route when the team has no plan). Undefined while the plans are not read yet.
 */
export function planChoiceName(
  plans: readonly RoutingPlanResource[] | undefined,
  planId: string | null,
  t: Translate<Key>,
): string | undefined {
  if (plans === undefined) return undefined
  if (planId !== null) return plans.find((plan) => plan.id === planId)?.name ?? t('plan.unknown')
  const fallback = plans.find((plan) => plan.is_default)
  return fallback ? t('plan.teamDefault', { name: fallback.name }) : t('plan.defaultRoute')
}

/** Picks the routing plan a campaign's messages take; the first choice is the team's default. */
export function RoutingPlanPicker({
  plans,
  value,
  onChange,
  errors,
}: {
  plans: LiveQuery<RoutingPlanResource[]>
  value: string | null
  onChange: (planId: string | null) => void
  /** The server's 422 messages for `routing_plan_id`. */
  errors: readonly string[]
}) {
  const t = useMessages(messages)
  if (plans.problem !== null && plans.data === undefined)
    return <QueryProblem title={t('plan.problem')} query={plans} />
  if (plans.data === undefined) return <PendingList />
  const options = [
    { id: teamDefault, name: planChoiceName(plans.data, null, t) ?? '' },
    ...plans.data.map((plan) => ({ id: plan.id, name: plan.name })),
  ]
  return (
    <Select
      label={t('plan.label')}
      description={t('plan.description')}
      options={options}
      selectedKey={value ?? teamDefault}
      onSelectionChange={(key) =>
        onChange(key === teamDefault || key === null ? null : String(key))
      }
      {...serverErrors(errors)}
    />
  )
}
