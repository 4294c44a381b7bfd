import { and, eq, sql } from 'drizzle-orm'
import type { ContactSource, ContactStatus } from '../../../../src/contract/contact'
import type { CustomFieldValue } from '../../../../src/contract/custom-field-value'
import type { Database } from '../../db/connect'
import { contacts } from '../../db/schema'
import { timeOrderedId } from '../../db/time-ordered-id'
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
  /** The contact written; null when skipped. */
  contactId: string | null
  /** Tags the write gave the contact that it did not have (they start tag_added journeys). */
  tagsGiven: readonly string[]
}

/** Tags an upsert gave, as enterOnTags takes them. */
export const tagsGivenBy = (teamId: string, results: readonly UpsertResult[]) =>
  results.flatMap(({ contactId, tagsGiven }) =>
    contactId === null ? [] : tagsGiven.map((tag) => ({ teamId, contactId, tag })),
  )

const given = <Value>(value: Value | null | undefined, stored: Value): Value =>
  value === undefined || value === null ? stored : value

function merged(stored: ContactRow, write: ContactWrite) {
  const tags = [...stored.tags, ...write.tags.filter((tag) => !stored.tags.includes(tag))]
  const customFields = { ...stored.customFields, ...write.customFields }
  for (const key of write.clearCustom ?? []) delete customFields[key]
  return {
    id: stored.id,
    phone: stored.phone,
    country: given(write.country, stored.country),
    network: given(write.network, stored.network),
    first_name: given(write.firstName, stored.firstName),
    last_name: given(write.lastName, stored.lastName),
    email: given(write.email, stored.email),
    status: given(write.status, stored.status),
    tags,
    custom_fields: customFields,
    last_contacted_at: given(write.lastContactedAt, stored.lastContactedAt)?.toISOString() ?? null,
  }
}

/** The rows of a statement, on PGlite and node-postgres alike. */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows

/**
 * Many rows as one parameter: a JSON array that `jsonb_to_recordset` reads back as rows. One
 * statement with one parameter, whatever the batch size: no statement with thousands of
 * placeholders for the server to parse, on PGlite and PostgreSQL alike. A JSON array read as a
 * `text[]` column becomes the array element by element (no per-row subquery to unpack it).
 */
const recordset = (rows: readonly object[]) => sql`${JSON.stringify(rows)}::jsonb`

/**
 * `column = any('{…}'::text[])` with the values as one array literal parameter: a constant the
 * planner reads, so the team's (team_id, phone) index serves it even when the statistics do not
 * know the team yet (a new team's first import), instead of a walk through the team's contacts.
 */
const anyOf = (column: typeof contacts.phone, values: readonly string[]) => {
  const quoted = values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`)
  return sql`${column} = any(${`{${quoted.join(',')}}`}::text[])`
}

/** The team's stored contacts with any of these numbers, by number. */
async function storedByPhone(db: Database, teamId: string, phones: string[]) {
  if (phones.length === 0) return new Map<string, ContactRow>()
  const rows = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.teamId, teamId), anyOf(contacts.phone, phones)))
  return new Map(rows.map((row) => [row.phone, row]))
}

/**
 * One INSERT for many contacts; numbers already stored are left out (and answered not).
 * Their ids ascend (timeOrderedId), so the id indexes grow at their end.
 */
async function insertMany(
  db: Database,
  teamId: string,
  writes: readonly ContactWrite[],
  defaults: UpsertDefaults,
): Promise<Map<string, string>> {
  const rows = writes.map((write) => ({
    id: timeOrderedId(),
    phone: write.phone,
    country: write.country ?? null,
    network: write.network ?? null,
    first_name: write.firstName ?? null,
    last_name: write.lastName ?? null,
    email: write.email ?? null,
    tags: write.tags,
    custom_fields: write.customFields,
    status: write.status ?? defaults.status,
    last_contacted_at: write.lastContactedAt?.toISOString() ?? null,
  }))
  const result = await db.execute(sql`
    insert into ${contacts} (id, team_id, phone, country, network, first_name, last_name, email,
      tags, custom_fields, status, source, last_contacted_at)
    select r.id, ${teamId}, r.phone, r.country, r.network, r.first_name,
      r.last_name, r.email, r.tags, r.custom_fields, r.status, ${defaults.source},
      r.last_contacted_at
    from jsonb_to_recordset(${recordset(rows)}) as r(id text, phone text, country text,
      network text, first_name text, last_name text, email text, tags text[], custom_fields jsonb,
      status text, last_contacted_at timestamptz)
    on conflict (team_id, phone) do nothing
    returning id, phone`)
  return new Map(rowsOf<{ id: string; phone: string }>(result).map((row) => [row.phone, row.id]))
}

/** One UPDATE for many contacts: each row's merged values joined in by id. */
async function updateMany(db: Database, teamId: string, rows: ReturnType<typeof merged>[]) {
  if (rows.length === 0) return new Set<string>()
  const result = await db.execute(sql`
    update ${contacts} set
      country = r.country, network = r.network, first_name = r.first_name,
      last_name = r.last_name, email = r.email, status = r.status,
      tags = r.tags,
      custom_fields = r.custom_fields, last_contacted_at = r.last_contacted_at,
      updated_at = now()
    from jsonb_to_recordset(${recordset(rows)}) as r(id text, phone text, country text, network text,
      first_name text, last_name text, email text, status text, tags text[], custom_fields jsonb,
      last_contacted_at timestamptz)
    where ${contacts.teamId} = ${teamId} and ${anyOf(
      contacts.phone,
      rows.map((row) => row.phone),
    )}
      and ${contacts.phone} = r.phone and ${contacts.id} = r.id
    returning ${contacts.phone}`)
  return new Set(rowsOf<{ phone: string }>(result).map((row) => row.phone))
}

/**
 * Writes contacts keyed on phone in the team: new numbers are created, known ones updated (or
 * skipped). Three statements for a whole batch, each with one parameter for its rows: insert
 * them all (stored numbers are left out), read the ones left out, update those. An import of new
 * numbers (the usual one) reads nothing: the insert's own check of (team_id, phone) tells new
 * from known. The writes must not repeat a phone (an import drops repeats first). Answers each
 * write's outcome, in the order given.
 */
export async function upsertContacts(
  db: Database,
  teamId: string,
  writes: readonly ContactWrite[],
  defaults: UpsertDefaults,
): Promise<UpsertResult[]> {
  const byPhone = new Map(writes.map((write) => [write.phone, write]))
  const outcomes = new Map<string, Omit<UpsertResult, 'phone'>>()
  const created =
    writes.length > 0 ? await insertMany(db, teamId, writes, defaults) : new Map<string, string>()
  for (const [phone, contactId] of created)
    outcomes.set(phone, {
      outcome: 'created',
      contactId,
      tagsGiven: byPhone.get(phone)?.tags ?? [],
    })
  const stored = await storedByPhone(
    db,
    teamId,
    writes.filter((write) => !created.has(write.phone)).map((write) => write.phone),
  )
  const known = [...stored.values()]
  if (defaults.updateExisting) {
    const updates = known.flatMap((row) => {
      const write = byPhone.get(row.phone)
      return write ? [merged(row, write)] : []
    })
    for (const phone of await updateMany(db, teamId, updates)) {
      const row = stored.get(phone)
      const tags = byPhone.get(phone)?.tags ?? []
      if (row)
        outcomes.set(phone, {
          outcome: 'updated',
          contactId: row.id,
          tagsGiven: tags.filter((tag) => !row.tags.includes(tag)),
        })
    }
  }
  return writes.map((write) => ({
    phone: write.phone,
    ...(outcomes.get(write.phone) ?? { outcome: 'skipped', contactId: null, tagsGiven: [] }),
  }))
}
