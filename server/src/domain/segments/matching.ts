import { and, count, eq, type SQL, sql } from 'drizzle-orm'
import type { RuleGroup } from '../../../../src/contract/segment-rules'
import type { Database } from '../../db/connect'
import { contactFacets, contacts } from '../../db/schema'
import { keptContactTotal } from '../audience/contact-totals'
import { loadCustomFields } from '../audience/custom-values'
import { compileRules, facetColumns, readsFacetsOnly } from './compile'

/** The condition of a checked rule tree for one team's contacts. */
export async function segmentCondition(
  db: Database,
  teamId: string,
  rules: RuleGroup,
  now: Date,
): Promise<SQL> {
  const condition = compileRules(rules, await loadCustomFields(db, teamId), now)
  return and(eq(contacts.teamId, teamId), condition) as SQL
}

export async function countMatching(db: Database, where: SQL): Promise<number> {
  const [row] = await db.select({ value: count() }).from(contacts).where(where)
  return row?.value ?? 0
}

/** The team's number of contacts, as the triggers on contacts keep it (contact_counts). */
export async function teamContactCount(db: Database, teamId: string): Promise<number> {
  const [row] = await keptContactTotal(db, teamId, {})
  return row?.value ?? 0
}

/**
 * The exact number of the team's contacts matching a tree that readsFacetsOnly, summed from
 * contact_facets (kept by triggers on contacts): a few thousand rows, whatever the team's size.
 */
export async function countFromFacets(
  db: Database,
  teamId: string,
  rules: RuleGroup,
  now: Date,
): Promise<number> {
  const condition = compileRules(rules, new Map(), now, facetColumns)
  const [row] = await db
    .select({ value: sql<number>`coalesce(sum(${contactFacets.total}), 0)`.mapWith(Number) })
    .from(contactFacets)
    .where(and(eq(contactFacets.teamId, teamId), condition))
  return row?.value ?? 0
}

/** Two significant digits: an estimate says no more than it knows. */
const rounded = (value: number) => {
  if (value < 100) return Math.round(value)
  const unit = 10 ** (Math.floor(Math.log10(value)) - 1)
  return Math.round(value / unit) * unit
}

/**
 * The planner's estimate of the contacts matching `where` (from the table's statistics; no row
 * is read), rounded to two significant digits.
 */
export async function estimateMatching(db: Database, where: SQL): Promise<number> {
  const result = await db.execute(
    sql`explain (format json) select 1 from ${contacts} where ${where}`,
  )
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows
  const plan = row?.['QUERY PLAN']
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as
    | { Plan?: { 'Plan Rows'?: number } }[]
    | undefined
  return rounded(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0)
}

export interface MatchCount {
  count: number
  exact: boolean
}

/**
 * How many of the team's contacts the rules match: exactly from contact_facets when the rules
 * allow it (at once, at any size); else counted (`exact`), or estimated (`estimate`).
 */
export async function previewCount(
  db: Database,
  teamId: string,
  rules: RuleGroup,
  where: SQL,
  mode: 'estimate' | 'exact',
  now: Date,
): Promise<MatchCount> {
  if (readsFacetsOnly(rules))
    return { count: await countFromFacets(db, teamId, rules, now), exact: true }
  if (mode === 'estimate') return { count: await estimateMatching(db, where), exact: false }
  return { count: await countMatching(db, where), exact: true }
}
