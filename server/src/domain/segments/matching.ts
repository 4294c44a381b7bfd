import { and, count, eq, type SQL } from 'drizzle-orm'
import type { RuleGroup } from '../../../../src/contract/segment-rules'
import type { Database } from '../../db/connect'
import { contacts } from '../../db/schema'
import { keptContactTotal } from '../audience/contact-totals'
import { loadCustomFields } from '../audience/custom-values'
import { compileRules } from './compile'

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
