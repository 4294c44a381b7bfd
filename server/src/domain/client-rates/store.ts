import { and, asc, eq, inArray, max } from 'drizzle-orm'
import {
  type ClientRateSettings,
  defaultClientRateSettings,
} from '../../../../src/contract/client-rate'
import { hubRoutingScope } from '../../../../src/contract/constants'
import type { Database } from '../../db/connect'
import { clientRateRules, clientRateSettings, companies, routingPlans } from '../../db/schema'
import { ValidationError } from '../../http/errors'
import { said } from '../../http/words'
import type { PricingRule } from './pricing'

type RuleRow = typeof clientRateRules.$inferSelect

export const pricingRuleOf = (row: RuleRow): PricingRule => ({
  id: row.id,
  name: row.name,
  clientIds: row.clientIds,
  country: row.country,
  networkId: row.networkId,
  kind: row.kind,
  markupPercent: row.markupPercent,
  addFixed: row.addFixed,
  minMargin: row.minMargin,
  decimals: row.decimals,
  fixedPrice: row.fixedPrice,
  currency: row.currency,
  effectiveFrom: row.effectiveFrom,
})

/** The team's rules in the order they are tried. */
export async function loadPricingRules(db: Database, teamId: string): Promise<PricingRule[]> {
  const rows = await db
    .select()
    .from(clientRateRules)
    .where(eq(clientRateRules.teamId, teamId))
    .orderBy(asc(clientRateRules.position), asc(clientRateRules.createdAt))
  return rows.map(pricingRuleOf)
}

/** The team's settings, or the contract's defaults before any were saved. */
export async function loadClientRateSettings(
  db: Database,
  teamId: string,
): Promise<ClientRateSettings> {
  const [row] = await db
    .select()
    .from(clientRateSettings)
    .where(eq(clientRateSettings.teamId, teamId))
  if (!row) return defaultClientRateSettings
  return {
    cost_basis: row.costBasis,
    plan_id: row.planId,
    default_decimals: row.defaultDecimals,
    rounding: row.rounding,
  }
}

/** Saves the settings whole; a plan must be one of the team's (422 otherwise). */
export async function saveClientRateSettings(
  db: Database,
  teamId: string,
  settings: ClientRateSettings,
): Promise<ClientRateSettings> {
  if (settings.plan_id) {
    const [plan] = await db
      .select({ id: routingPlans.id })
      .from(routingPlans)
      .where(
        and(
          eq(routingPlans.teamId, teamId),
          eq(routingPlans.id, settings.plan_id),
          eq(routingPlans.scope, hubRoutingScope),
        ),
      )
    if (!plan) throw ValidationError.field('plan_id', said('clientRate.unknownPlan'))
  }
  const values = {
    costBasis: settings.cost_basis,
    planId: settings.plan_id,
    defaultDecimals: settings.default_decimals,
    rounding: settings.rounding,
    updatedAt: new Date(),
  }
  await db
    .insert(clientRateSettings)
    .values({ teamId, ...values })
    .onConflictDoUpdate({ target: clientRateSettings.teamId, set: values })
  return settings
}

/** The position after the team's last rule. */
export async function nextRulePosition(db: Database, teamId: string): Promise<number> {
  const [row] = await db
    .select({ last: max(clientRateRules.position) })
    .from(clientRateRules)
    .where(eq(clientRateRules.teamId, teamId))
  return (row?.last ?? 0) + 1
}

/** Refuses client ids that are not the team's client companies (422 on `client_ids`). */
export async function checkRuleClients(
  db: Database,
  teamId: string,
  clientIds: readonly string[],
): Promise<void> {
  if (clientIds.length === 0) return
  const known = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        eq(companies.teamId, teamId),
        eq(companies.kind, 'client'),
        inArray(companies.id, [...clientIds]),
      ),
    )
  if (known.length !== clientIds.length)
    throw ValidationError.field('client_ids', said('clientRate.unknownClient'))
}

/**
 * Puts the team's rules in the order of `ids`, which must name each of them once (422
 * otherwise), in one transaction.
 */
export async function reorderRules(db: Database, teamId: string, ids: readonly string[]) {
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: clientRateRules.id })
      .from(clientRateRules)
      .where(eq(clientRateRules.teamId, teamId))
      .for('update')
    const wanted = new Set(ids)
    if (
      wanted.size !== ids.length ||
      rows.length !== ids.length ||
      rows.some((row) => !wanted.has(row.id))
    )
      throw ValidationError.field('ids', said('clientRate.reorderIncomplete'))
    for (const [index, id] of ids.entries())
      await tx
        .update(clientRateRules)
        .set({ position: index + 1 })
        .where(and(eq(clientRateRules.teamId, teamId), eq(clientRateRules.id, id)))
  })
}
