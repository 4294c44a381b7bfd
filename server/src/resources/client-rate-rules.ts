import { and, count, eq, ne, sql } from 'drizzle-orm'
import {
  type ClientRateRuleResource,
  clientRateRuleListQuery,
  clientRateRuleRequest,
  clientRateRuleUpdateRequest,
  clientRateWriters,
} from '../../../src/contract/client-rate'
import { clientRateLimits } from '../../../src/contract/constants'
import { formatMoney, moneyFromText } from '../../../src/contract/money'
import { clientRatePaths } from '../../../src/contract/routes'
import { clientRateRules, networks } from '../db/schema'
import { knownIds } from '../domain/campaigns/references'
import { checkRuleClients } from '../domain/client-rates/store'
import { ValidationError } from '../http/errors'
import { said } from '../http/words'
import { defineResource } from './define'

/** A stored numeric as people wrote it: '20.0000' → '20', '0.002000' → '0.002'. */
const plain = (stored: string) => formatMoney(moneyFromText(stored), { minDecimals: 0 })
const plainOrNull = (stored: string | null) => (stored === null ? null : plain(stored))

/**
 * Client rate rules (issue 18 item 3; domain/client-rates/pricing.ts prices by them): owners and
 * admins write, everyone in the team reads. A new rule goes last; reorder moves it
 * (routes/client-rates.ts). Clients and networks must be the team's.
 */
export const clientRateRulesResource = defineResource({
  path: clientRatePaths.rules,
  subjectType: 'client_rate_rule',
  thing: 'clientRateRule',
  table: clientRateRules,
  schemas: {
    create: clientRateRuleRequest,
    update: clientRateRuleUpdateRequest,
    query: clientRateRuleListQuery,
  },
  sortColumns: {
    position: clientRateRules.position,
    name: clientRateRules.name,
    created_at: clientRateRules.createdAt,
  },
  filters: { kind: (kind) => eq(clientRateRules.kind, kind) },
  searchColumns: [clientRateRules.name],
  rules: { create: clientRateWriters, update: clientRateWriters, delete: clientRateWriters },
  async prepare(tx, teamId, input) {
    await checkRuleClients(tx, teamId, input.client_ids)
    if (input.network_id && !(await knownIds(tx, networks, teamId, [input.network_id])).size)
      throw ValidationError.field('network_id', said('clientRate.unknownNetwork'))
    return input
  },
  async afterCreate(tx, teamId, row) {
    const others = and(eq(clientRateRules.teamId, teamId), ne(clientRateRules.id, row.id))
    const [{ rules = 0 } = {}] = await tx
      .select({ rules: count() })
      .from(clientRateRules)
      .where(others)
    if (rules >= clientRateLimits.rulesMax)
      throw ValidationError.field(
        'name',
        said('clientRate.tooManyRules', { max: clientRateLimits.rulesMax }),
      )
    const [placed] = await tx
      .update(clientRateRules)
      .set({
        position: sql`(select coalesce(max(${clientRateRules.position}), 0) + 1 from ${clientRateRules} where ${others})`,
      })
      .where(eq(clientRateRules.id, row.id))
      .returning()
    return placed
  },
  toValues: (input) => ({
    position: 0,
    name: input.name,
    clientIds: input.client_ids,
    country: input.country,
    networkId: input.network_id,
    kind: input.kind,
    // A fixed rule keeps no markup, a markup rule no fixed price: what does not price is not kept.
    markupPercent: input.kind === 'markup' ? input.markup_percent : '0',
    addFixed: input.kind === 'markup' ? input.add_fixed : '0',
    minMargin: input.min_margin,
    decimals: input.decimals,
    fixedPrice: input.kind === 'fixed' ? input.fixed_price : null,
    currency: input.kind === 'fixed' ? input.currency : null,
    effectiveFrom: input.effective_from ? new Date(input.effective_from) : null,
  }),
  toRequest: (row) => ({
    name: row.name,
    client_ids: row.clientIds,
    country: row.country,
    network_id: row.networkId,
    kind: row.kind,
    markup_percent: row.markupPercent,
    add_fixed: row.addFixed,
    min_margin: row.minMargin,
    decimals: row.decimals,
    fixed_price: row.fixedPrice,
    currency: row.currency,
    effective_from: row.effectiveFrom?.toISOString() ?? null,
  }),
  present: (row): ClientRateRuleResource => ({
    id: row.id,
    position: row.position,
    name: row.name,
    client_ids: row.clientIds,
    country: row.country,
    network_id: row.networkId,
    kind: row.kind,
    markup_percent: plain(row.markupPercent),
    add_fixed: plain(row.addFixed),
    min_margin: plainOrNull(row.minMargin),
    decimals: row.decimals,
    fixed_price: plainOrNull(row.fixedPrice),
    currency: row.currency,
    effective_from: row.effectiveFrom?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }),
  label: (row) => row.name,
})
