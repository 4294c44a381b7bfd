import { count, desc, type SQL, sql } from 'drizzle-orm'
import { audienceLimits } from '../../../../src/contract/constants'
import type { ContactReport, CountGroup } from '../../../../src/contract/contact'
import type { Database } from '../../db/connect'
import { contacts } from '../../db/schema'

type GroupColumn =
  | typeof contacts.status
  | typeof contacts.country
  | typeof contacts.network
  | typeof contacts.source

/** Counts by one column, largest first, at most reportMaxGroups groups. */
export async function countBy(
  db: Database,
  where: SQL,
  column: GroupColumn,
): Promise<CountGroup[]> {
  const rows = await db
    .select({ value: column, count: count() })
    .from(contacts)
    .where(where)
    .groupBy(column)
    .orderBy(desc(count()), sql`${column} nulls last`)
    .limit(audienceLimits.reportMaxGroups)
  return rows.map((row) => ({ value: row.value ?? null, count: row.count }))
}

/** GET contacts/report: the matching contacts by status, country, network and source. */
export async function contactReport(db: Database, where: SQL): Promise<ContactReport> {
  const [[total], byStatus, byCountry, byNetwork, bySource] = await Promise.all([
    db.select({ value: count() }).from(contacts).where(where),
    countBy(db, where, contacts.status),
    countBy(db, where, contacts.country),
    countBy(db, where, contacts.network),
    countBy(db, where, contacts.source),
  ])
  return {
    total: total?.value ?? 0,
    by_status: byStatus,
    by_country: byCountry,
    by_network: byNetwork,
    by_source: bySource,
  }
}
