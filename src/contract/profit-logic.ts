import { z } from 'zod'
import { profitLogicLimits as limits, money } from './constants'
import { id, requiredText, text, timestamp } from './fields'
import { listQuery, listResponse } from './list'
import { says } from './messages'
import { moneyText } from './money-text'
import { countryCode } from './onboarding'
import type { TeamRole } from './team'

/**
 * Profit logic (issue 18 item 5; server/src/domain/profit-logic/): sets of ordered rules that
 * bound a client's margin per country or network. Hub-scope routing refuses a route that breaks
 * them; the simulator says why.
 */

/** Who writes profit logic: owners and admins; everyone in the team reads it. */
export const profitLogicWriters = ['owner', 'admin'] as const satisfies readonly TeamRole[]

export type NegativeMargin = (typeof limits.negativeMargin)[number]
export type ProfitRefusal = (typeof limits.refusals)[number]

const rateAmount = moneyText({ scale: money.scales.rate })

const setFields = {
  name: requiredText(limits.nameMaxLength),
  /** The clients (hub companies of kind client) it covers; none: every client. */
  client_ids: z
    .array(id)
    .max(limits.clientsMax)
    .transform((ids) => [...new Set(ids)]),
}

export const profitLogicRequest = z.object({
  ...setFields,
  client_ids: setFields.client_ids.default([]),
})
export type ProfitLogicRequest = z.input<typeof profitLogicRequest>
export const profitLogicUpdateRequest = z.object({
  name: setFields.name.optional(),
  client_ids: setFields.client_ids.optional(),
})

export const profitLogicResource = z.object({
  id: z.string(),
  name: z.string(),
  client_ids: z.array(z.string()),
  created_at: timestamp,
  updated_at: timestamp,
})
export type ProfitLogicResource = z.infer<typeof profitLogicResource>

export const profitLogicListQuery = listQuery({
  sortable: ['name', 'created_at'],
  defaultSort: 'name',
  filters: {},
})
export const profitLogicList = listResponse(profitLogicResource)
export type ProfitLogicList = z.infer<typeof profitLogicList>

const ruleFields = {
  /** Null: every country. */
  country: countryCode.nullable(),
  /** Null: every network (of the country, when one is named). */
  network_id: id.nullable(),
  /** The least price − cost accepted (per message part); null: no floor. */
  min_margin: rateAmount.nullable(),
  /** The most loss per part a route may make when losses are allowed; null: no bound. */
  max_loss: rateAmount.nullable(),
  negative_margin: z.enum(limits.negativeMargin),
  /** Set to allow a loss: a person decided it, and says why in `override_reason`. */
  override: z.boolean(),
  override_reason: text(limits.reasonMaxLength).nullable(),
}

/** Allowing a loss is an override, and an override names its reason. */
const withReason = <
  Shape extends {
    negative_margin: NegativeMargin
    override: boolean
    override_reason: string | null
  },
>(
  rule: Shape,
  ctx: z.RefinementCtx,
) => {
  if (rule.negative_margin !== 'allow') return
  if (!rule.override)
    ctx.addIssue({ code: 'custom', path: ['override'], ...says('profitLogic.overrideMissing') })
  if (!rule.override_reason?.trim())
    ctx.addIssue({
      code: 'custom',
      path: ['override_reason'],
      ...says('profitLogic.reasonMissing'),
    })
}

export const profitLogicRuleRequest = z
  .object({
    country: ruleFields.country.default(null),
    network_id: ruleFields.network_id.default(null),
    min_margin: ruleFields.min_margin.default(null),
    max_loss: ruleFields.max_loss.default(null),
    negative_margin: ruleFields.negative_margin.default('block'),
    override: ruleFields.override.default(false),
    override_reason: ruleFields.override_reason.default(null),
  })
  .superRefine(withReason)
export type ProfitLogicRuleRequest = z.input<typeof profitLogicRuleRequest>

export const profitLogicRuleUpdateRequest = z.object(
  Object.fromEntries(
    Object.entries(ruleFields).map(([name, field]) => [name, field.optional()]),
  ) as { [Name in keyof typeof ruleFields]: z.ZodOptional<(typeof ruleFields)[Name]> },
)

export const profitLogicRuleResource = z.object({
  id: z.string(),
  profit_logic_id: z.string(),
  position: z.number().int(),
  country: z.string().nullable(),
  network_id: z.string().nullable(),
  min_margin: z.string().nullable(),
  max_loss: z.string().nullable(),
  negative_margin: z.enum(limits.negativeMargin),
  override: z.boolean(),
  override_reason: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
})
export type ProfitLogicRuleResource = z.infer<typeof profitLogicRuleResource>
export const profitLogicRuleList = z.object({ data: z.array(profitLogicRuleResource) })
export type ProfitLogicRuleList = z.infer<typeof profitLogicRuleList>

/** A route's verdict in a hub simulation (optional fields of the simulate response). */
export const profitVerdict = z.object({
  allowed: z.boolean(),
  rule_id: z.string().nullable(),
  reason: z.enum(limits.refusals).nullable(),
})
export type ProfitVerdict = z.infer<typeof profitVerdict>
