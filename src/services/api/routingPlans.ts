import type { MessageResponse } from '../../contract/errors'
import { smsRoutingPaths } from '../../contract/routes'
import type {
  RoutingPlanList,
  RoutingPlanRequest,
  RoutingPlanResource,
  RoutingRuleList,
  RoutingRuleRequest,
  RoutingRuleResource,
  RoutingSimulateRequest,
  RoutingSimulateResponse,
} from '../../contract/routing-plan'
import type { HttpClient } from '../http/client'
import { fillPath } from './paths'

const planPath = `${smsRoutingPaths.routingPlans}/:id`
/** The routes area's list (routes and rates); the rule editor picks routes from its first page. */
const routesPath = 'sms/routing/routes'

/** Routing plans, their rules (each with its split), and the simulator. */
export function createRoutingPlansApi(api: HttpClient) {
  const { v1 } = api
  const rules = (id: string) => fillPath(smsRoutingPaths.routingRules, { id })
  const rule = (id: string, ruleId: string) =>
    fillPath(smsRoutingPaths.routingRule, { id, rule_id: ruleId })
  return {
    list: (signal?: AbortSignal) =>
      v1.get<RoutingPlanList>(smsRoutingPaths.routingPlans, { query: { per_page: 100 }, signal }),
    show: (id: string, signal?: AbortSignal) =>
      v1.get<RoutingPlanResource>(fillPath(planPath, { id }), { signal }),
    create: (body: RoutingPlanRequest, signal?: AbortSignal) =>
      v1.post<RoutingPlanResource>(smsRoutingPaths.routingPlans, body, { signal }),
    update: (id: string, body: Partial<RoutingPlanRequest>, signal?: AbortSignal) =>
      v1.put<RoutingPlanResource>(fillPath(planPath, { id }), body, { signal }),
    remove: (id: string, signal?: AbortSignal) =>
      v1.delete<MessageResponse>(fillPath(planPath, { id }), { signal }),
    rules: (id: string, signal?: AbortSignal) => v1.get<RoutingRuleList>(rules(id), { signal }),
    createRule: (id: string, body: RoutingRuleRequest, signal?: AbortSignal) =>
      v1.post<RoutingRuleResource>(rules(id), body, { signal }),
    updateRule: (id: string, ruleId: string, body: RoutingRuleRequest, signal?: AbortSignal) =>
      v1.put<RoutingRuleResource>(rule(id, ruleId), body, { signal }),
    removeRule: (id: string, ruleId: string, signal?: AbortSignal) =>
      v1.delete<MessageResponse>(rule(id, ruleId), { signal }),
    reorder: (id: string, ruleIds: string[], signal?: AbortSignal) =>
      v1.post<RoutingRuleList>(
        fillPath(smsRoutingPaths.routingRulesReorder, { id }),
        { rule_ids: ruleIds },
        { signal },
      ),
    routes: (signal?: AbortSignal) =>
      v1.get<{ data: { id: string; name: string }[] }>(routesPath, {
        query: { per_page: 100 },
        signal,
        // No routes list (a server without the routes area) leaves the picker empty, not the page.
        notFoundIsAnswer: true,
      }),
    simulate: (body: RoutingSimulateRequest, signal?: AbortSignal) =>
      v1.post<RoutingSimulateResponse>(smsRoutingPaths.simulate, body, { signal }),
  }
}
