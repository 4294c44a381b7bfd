import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { audienceLimits } from '../../../../src/contract/constants'
import type { ContactFilter, ContactListQuery } from '../../../../src/contract/contact'
import type { Database } from '../../db/connect'
import type { ListTotal } from '../../db/list-query'
import { contactCounts, contacts } from '../../db/schema'
import { contactSearch } from './contact-filters'

/** The filters contact_counts can answer: it keeps a number per status, source and country. */
const keptFilters = new Set(['status', 'source', 'country'])

/**
 * Whether the total of a contact list with this filter and search is a sum of contact_counts:
 * no search, and no filter but status, source and country (empty values filter nothing).
 */
export function isKeptTotal(filter: ContactFilter, search: string | undefined): boolean {
  if (contactSearch(search)) return false
  return Object.entries(filter).every(
    ([name, value]) => keptFilters.has(name) || value === undefined || value === '',
  )
}

/**
 * The exact number of the team's contacts matching the filter, from the counts the triggers on
 * contacts keep (a few rows), instead of counting up to millions of contacts.
 */
export function keptContactTotal(
  db: Database,
  teamId: string,
  filter: ContactFilter,
): Promise<ListTotal[]> {
  return db
    .select({ value: sql<number>`coalesce(sum(${contactCounts.total}), 0)`.mapWith(Number) })
    .from(contactCounts)
    .where(
      and(
        eq(contactCounts.teamId, teamId),
        filter.status ? inArray(contactCounts.status, filter.status) : undefined,
        filter.source ? inArray(contactCounts.source, filter.source) : undefined,
        filter.country ? inArray(contactCounts.country, filter.country) : undefined,
      ),
    )
}

/**
 * The matches of `where`, counted up to `upTo`: past it the answer is `upTo`, capped. Reading
 * stops at the cap, so a filter matching most of a million contacts costs what 1,000 do.
 */
export async function cappedCount(db: Database, where: SQL, upTo: number): Promise<ListTotal[]> {
  const matching = db
    .select({ one: sql`1`.as('one') })
    .from(contacts)
    .where(where)
    .limit(upTo + 1)
    .as('matching')
  const [row] = await db.select({ value: count() }).from(matching)
  const value = row?.value ?? 0
  return [value > upTo ? { value: upTo, capped: true } : { value }]
}

/**
 * The total of a contact list: exact from contact_counts when the filter allows it; otherwise
 * counted up to audienceLimits.contactListCountCap, or up to the page after the one asked for
 * when that is further, so the next page can always be reached.
 */
export function contactListTotal(
  db: Database,
  teamId: string,
  query: ContactListQuery,
  where: SQL,
): Promise<ListTotal[]> {
  if (isKeptTotal(query.filter, query.search)) return keptContactTotal(db, teamId, query.filter)
  const nextPageEnd = (query.page + 1) * query.per_page
  return cappedCount(db, where, Math.max(audienceLimits.contactListCountCap, nextPageEnd))
}
