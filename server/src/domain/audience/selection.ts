import { and, eq, inArray, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { contactSelection } from '../../../../src/contract/contact'
import type { Database } from '../../db/connect'
import { contacts } from '../../db/schema'
import { contactConditions } from './contact-filters'

/**
 * The contacts a bulk call acts on, always within the caller's team: ids of another team are
 * simply not matched (they count as not found, never as acted on).
 */
export async function selectionCondition(
  db: Database,
  teamId: string,
  selection: z.output<typeof contactSelection>,
): Promise<SQL> {
  const team = eq(contacts.teamId, teamId)
  if (selection.mode === 'ids') return and(team, inArray(contacts.id, selection.ids)) as SQL
  return and(team, await contactConditions(db, teamId, selection.filter, selection.search)) as SQL
}
