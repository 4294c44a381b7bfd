import { and, eq, inArray, sql } from 'drizzle-orm'
import type { ContactSource, ContactStatus } from '../../../../src/contract/contact'
import type { CustomFieldValue } from '../../../../src/contract/custom-field-value'
import type { Database } from '../../db/connect'
import { contacts } from '../../db/schema'
import type { ContactRow } from './present-contact'

/**
 * One contact to write by phone. Fields left undefined (or null) keep what a stored contact has;
 * tags are added to its tags; custom values merged into its values (`clearCustom` removes).
 * Tags must be the team's spelling already (resolveTags).
 */
export interface ContactWrite {
  phone: string
  country?: string | null
  network?: string | null
  firstName?: string | null
  lastName?: string | null
  email?: string | null
  tags: readonly string[]
  customFields: Record<string, CustomFieldValue>
  clearCustom?: readonly string[]
  status?: ContactStatus | null
  lastContactedAt?: Date | null
}

export interface UpsertDefaults {
  /** The source of contacts this creates (a stored contact keeps its own). */
  source: ContactSource
  /** The status of contacts this creates when the write gives none. */
  status: ContactStatus
  /** false: stored contacts are left as they are (their outcome is `skipped`). */
  updateExisting: boolean
}

export type UpsertOutcome = 'created' | 'updated' | 'skipped'
export interface UpsertResult {
  phone: string
  outcome: UpsertOutcome
  contact: ContactRow | null
}

const given = <Value>(value: Value | null | undefined, stored: Value): Value =>
  value === undefined || value === null ? stored : value

function merged(stored: ContactRow, write: ContactWrite) {
  const tags = [...stored.tags, ...write.tags.filter((tag) => !stored.tags.includes(tag))]
  const customFields = { ...stored.customFields, ...write.customFields }
  for (const key of write.clearCustom ?? []) delete customFields[key]
  return {
    id: stored.id,
    country: given(write.country, stored.country),
    network: given(write.network, stored.network),
    firstName: given(write.firstName, stored.firstName),
    lastName: given(write.lastName, stored.lastName),
    email: given(write.email, stored.email),
    status: given(write.status, stored.status),
    tags,
    customFields,
    lastContactedAt: given(write.lastContactedAt, stored.lastContactedAt),
  }
}

async function storedByPhone(db: Database, teamId: string, phones: string[]) {
  if (phones.length === 0) return new Map<string, ContactRow>()
  const rows = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.teamId, teamId), inArray(contacts.phone, phones)))
  return new Map(rows.map((row) => [row.phone, row]))
}

/** One UPDATE for many contacts: each row's merged values joined in by id. */
async function updateMany(db: Database, teamId: string, rows: ReturnType<typeof merged>[]) {
  if (rows.length === 0) return [] as ContactRow[]
  const values = sql.join(
    rows.map(
      (row) =>
        sql`(${row.id}, ${row.country}, ${row.network}, ${row.firstName}, ${row.lastName}, ${row.email}, ${row.status}, ${JSON.stringify(row.tags)}, ${JSON.stringify(row.customFields)}, ${row.lastContactedAt?.toISOString() ?? null})`,
    ),
    sql`, `,
  )
  const result = await db.execute(sql`
    update ${contacts} set
      country = v.country, network = v.network, first_name = v.first_name,
      last_name = v.last_name, email = v.email, status = v.status,
      tags = array(select jsonb_array_elements_text(v.tags::jsonb)),
      custom_fields = v.custom_fields::jsonb,
      last_contacted_at = v.last_contacted_at::timestamptz,
      updated_at = now()
    from (values ${values}) as v(id, country, network, first_name, last_name, email, status, tags, custom_fields, last_contacted_at)
    where ${contacts.id} = v.id and ${contacts.teamId} = ${teamId}
    returning ${contacts.id}`)
  const ids = (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id)
  return db.select().from(contacts).where(inArray(contacts.id, ids))
}

/**
 * Writes contacts keyed on phone in the team: new numbers are created, known ones updated (or
 * skipped). Three statements for a whole batch: read the known ones, insert the rest, update.
 * The writes must not repeat a phone (an import drops repeats first).
 */
export async function upsertContacts(
  db: Database,
  teamId: string,
  writes: readonly ContactWrite[],
  defaults: UpsertDefaults,
): Promise<UpsertResult[]> {
  const byPhone = new Map(writes.map((write) => [write.phone, write]))
  const stored = await storedByPhone(db, teamId, [...byPhone.keys()])
  const fresh = writes.filter((write) => !stored.has(write.phone))
  const results = new Map<string, UpsertResult>()
  if (fresh.length > 0) {
    const inserted = await db
      .insert(contacts)
      .values(
        fresh.map((write) => ({
          teamId,
          phone: write.phone,
          country: write.country ?? null,
          network: write.network ?? null,
          firstName: write.firstName ?? null,
          lastName: write.lastName ?? null,
          email: write.email ?? null,
          tags: [...write.tags],
          customFields: write.customFields,
          status: write.status ?? defaults.status,
          source: defaults.source,
          lastContactedAt: write.lastContactedAt ?? null,
        })),
      )
      .onConflictDoNothing({ target: [contacts.teamId, contacts.phone] })
      .returning()
    for (const row of inserted)
      results.set(row.phone, { phone: row.phone, outcome: 'created', contact: row })
    // A number another write stored meanwhile is updated like any known one.
    const raced = fresh.filter((write) => !results.has(write.phone)).map((write) => write.phone)
    for (const [phone, row] of await storedByPhone(db, teamId, raced)) stored.set(phone, row)
  }
  const known = [...stored.values()]
  if (!defaults.updateExisting)
    for (const row of known)
      results.set(row.phone, { phone: row.phone, outcome: 'skipped', contact: row })
  else {
    const updates = known.flatMap((row) => {
      const write = byPhone.get(row.phone)
      return write ? [merged(row, write)] : []
    })
    for (const row of await updateMany(db, teamId, updates))
      results.set(row.phone, { phone: row.phone, outcome: 'updated', contact: row })
  }
  return writes.map(
    (write) =>
      results.get(write.phone) ?? { phone: write.phone, outcome: 'skipped', contact: null },
  )
}
