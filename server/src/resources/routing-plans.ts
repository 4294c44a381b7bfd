import { and, eq, sql } from 'drizzle-orm'
import { defaultRoutingScope } from '../../../src/contract/constants'
import { smsRoutingPaths } from '../../../src/contract/routes'
import {
  routingPlanListQuery,
  routingPlanRequest,
  routingPlanUpdateRequest,
} from '../../../src/contract/routing-plan'
import { routingPlans, smsCampaigns } from '../db/schema'
import { forgetRoutingPlans } from '../domain/routing/plan-rules'
import { said } from '../http/words'
import { defineResource } from './define'

const managers = ['owner', 'admin'] as const

/**
 * Routing plans (issue 17 item 6), SMS or hub by the call's `scope` (issue 18 item 4). Owners
 * and admins write them; everyone in the team reads. Each scope has one default at most: making a plan the default takes it from the other in the
 * same transaction. A deleted plan takes its rules with it and leaves the campaigns that named
 * it on the team's default. The rules: routes/sms/routing-rules.ts.
 */
export const routingPlansResource = defineResource({
  path: smsRoutingPaths.routingPlans,
  subjectType: 'routing_plan',
  thing: 'routingPlan',
  table: routingPlans,
  schemas: {
    create: routingPlanRequest,
    update: routingPlanUpdateRequest,
    query: routingPlanListQuery,
  },
  sortColumns: { name: routingPlans.name, created_at: routingPlans.createdAt },
  filters: {},
  searchColumns: [routingPlans.name, routingPlans.description],
  rules: { create: managers, update: managers, delete: managers },
  unique: { routing_plans_team_name_idx: { field: 'name', message: 'routingPlan.taken' } },
  scope: {
    rows: (scope) => eq(routingPlans.scope, scope),
    values: (scope) => ({ scope }),
    refusal: { field: 'scope', message: said('thing.notFound', { thing: 'routingPlan' }) },
  },
  async prepare(tx, teamId, input, _appKey, scope = defaultRoutingScope) {
    if (input.is_default)
      await tx
        .update(routingPlans)
        .set({ isDefault: false })
        .where(
          and(
            eq(routingPlans.teamId, teamId),
            eq(routingPlans.scope, scope),
            eq(routingPlans.isDefault, true),
          ),
        )
    return input
  },
  computed: {
    rule_count: sql<number>`(select count(*)::int from routing_rules r where r.plan_id = "routing_plans"."id")`,
  },
  toValues: (input) => ({
    name: input.name,
    description: input.description,
    isDefault: input.is_default,
  }),
  toRequest: (row) => ({
    name: row.name,
    description: row.description,
    is_default: row.isDefault,
  }),
  present: (row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    is_default: row.isDefault,
    scope: row.scope,
    rule_count: Number((row as { rule_count?: number }).rule_count ?? 0),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }),
  async afterDelete(tx, teamId, row) {
    await tx
      .update(smsCampaigns)
      .set({ routingPlanId: null })
      .where(and(eq(smsCampaigns.teamId, teamId), eq(smsCampaigns.routingPlanId, row.id)))
  },
  afterCommit: forgetRoutingPlans,
  label: (row) => row.name,
})
