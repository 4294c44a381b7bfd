import { and, asc, count, eq, max } from 'drizzle-orm'
import type { z } from 'zod'
import { profitLogicLimits } from '../../../../src/contract/constants'
import { formatMoney, moneyFromText } from '../../../../src/contract/money'
import type {
  ProfitLogicRuleResource,
  profitLogicRuleRequest,
} from '../../../../src/contract/profit-logic'
import type { Database } from '../../db/connect'
import { networks, profitLogicRules, profitLogics } from '../../db/schema'
import { ApiError, ValidationError } from '../../http/errors'
import { said } from '../../http/words'
import type { ProfitRule } from './judge'

type RuleRow = typeof profitLogicRules.$inferSelect
type SetRow = typeof profitLogics.$inferSelect
type RuleInput = z.output<typeof profitLogicRuleRequest>

export const ruleNotFound = () =>
  new ApiError(404, said('thing.notFound', { thing: 'profitLogicRule' }))

/** Every rule of the team's sets, in the order they judge: sets by creation, rules by position. */
export async function loadProfitRules(db: Database, teamId: string): Promise<ProfitRule[]> {
  const rows = await db
    .select({ rule: profitLogicRules, clientIds: profitLogics.clientIds })
    .from(profitLogicRules)
    .innerJoin(profitLogics, eq(profitLogics.id, profitLogicRules.profitLogicId))
    .where(eq(profitLogicRules.teamId, teamId))
    .orderBy(
      asc(profitLogics.createdAt),
      asc(profitLogics.id),
      asc(profitLogicRules.position),
      asc(profitLogicRules.createdAt),
    )
  return rows.map(({ rule, clientIds }) => ({
    id: rule.id,
    clientIds,
    country: rule.country,
    networkId: rule.networkId,
    minMargin: rule.minMargin,
    maxLoss: rule.maxLoss,
    negativeMargin: rule.negativeMargin,
  }))
}

/** A stored numeric as people wrote it: '0.002000' → '0.002'. */
const plainOrNull = (stored: string | null) =>
  stored === null ? null : formatMoney(moneyFromText(stored), { minDecimals: 0 })

export const presentRule = (row: RuleRow): ProfitLogicRuleResource => ({
  id: row.id,
  profit_logic_id: row.profitLogicId,
  position: row.position,
  country: row.country,
  network_id: row.networkId,
  min_margin: plainOrNull(row.minMargin),
  max_loss: plainOrNull(row.maxLoss),
  negative_margin: row.negativeMargin,
  override: row.override,
  override_reason: row.overrideReason,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
})

export const ruleRequestOf = (row: RuleRow): RuleInput => ({
  country: row.country,
  network_id: row.networkId,
  min_margin: row.minMargin,
  max_loss: row.maxLoss,
  negative_margin: row.negativeMargin,
  override: row.override,
  override_reason: row.overrideReason,
})

const valuesOf = (input: RuleInput) => ({
  country: input.country,
  networkId: input.network_id,
  minMargin: input.min_margin,
  maxLoss: input.max_loss,
  negativeMargin: input.negative_margin,
  override: input.override,
  // A reason explains an override; without one there is nothing to explain.
  overrideReason: input.override ? (input.override_reason?.trim() ?? null) : null,
})

async function checkRuleNetwork(db: Database, teamId: string, networkId: string | null) {
  if (!networkId) return
  const [known] = await db
    .select({ id: networks.id })
    .from(networks)
    .where(and(eq(networks.teamId, teamId), eq(networks.id, networkId)))
  if (!known) throw ValidationError.field('network_id', said('profitLogic.unknownNetwork'))
}

export async function listRules(db: Database, set: SetRow) {
  const rows = await db
    .select()
    .from(profitLogicRules)
    .where(eq(profitLogicRules.profitLogicId, set.id))
    .orderBy(asc(profitLogicRules.position), asc(profitLogicRules.createdAt))
  return { data: rows.map(presentRule) }
}

export async function findRule(db: Database, set: SetRow, ruleId: string): Promise<RuleRow> {
  const [row] = await db
    .select()
    .from(profitLogicRules)
    .where(and(eq(profitLogicRules.profitLogicId, set.id), eq(profitLogicRules.id, ruleId)))
  if (!row) throw ruleNotFound()
  return row
}

/** A new rule goes last in its set; a set keeps at most `rulesMax` rules (422). */
export async function createRule(db: Database, set: SetRow, input: RuleInput): Promise<RuleRow> {
  await checkRuleNetwork(db, set.teamId, input.network_id)
  return db.transaction(async (tx) => {
    const [{ rules = 0, last = 0 } = {}] = await tx
      .select({ rules: count(), last: max(profitLogicRules.position) })
      .from(profitLogicRules)
      .where(eq(profitLogicRules.profitLogicId, set.id))
    if (rules >= profitLogicLimits.rulesMax)
      throw ValidationError.field(
        'negative_margin',
        said('profitLogic.tooMany', { max: profitLogicLimits.rulesMax }),
      )
    const [row] = await tx
      .insert(profitLogicRules)
      .values({
        teamId: set.teamId,
        profitLogicId: set.id,
        position: (last ?? 0) + 1,
        ...valuesOf(input),
      })
      .returning()
    if (!row) throw ruleNotFound()
    return row
  })
}

export async function updateRule(db: Database, existing: RuleRow, input: RuleInput) {
  await checkRuleNetwork(db, existing.teamId, input.network_id)
  const [row] = await db
    .update(profitLogicRules)
    .set(valuesOf(input))
    .where(eq(profitLogicRules.id, existing.id))
    .returning()
  if (!row) throw ruleNotFound()
  return row
}
