import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { contactUpsertRequest } from '../../../../src/contract/contact-request'
import type { Database } from '../../db/connect'
import { contacts } from '../../db/schema'
import { checkCustomValues, loadCustomFields } from './custom-values'
import type { ContactRow } from './present-contact'
import { resolveTags } from './tags'
import { type UpsertOutcome, upsertContacts } from './upsert'

/** POST contacts/upsert: one contact by phone, created (source `api` unless given) or merged. */
export async function upsertOne(
  db: Database,
  teamId: string,
  input: z.output<typeof contactUpsertRequest>,
): Promise<{ outcome: UpsertOutcome; contact: ContactRow; tagsGiven: readonly string[] }> {
  const { set, cleared } = checkCustomValues(
    await loadCustomFields(db, teamId),
    input.custom_fields ?? {},
  )
  const [result] = await upsertContacts(
    db,
    teamId,
    [
      {
        phone: input.phone,
        country: input.country,
        network: input.network,
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        tags: await resolveTags(db, teamId, input.tags ?? []),
        customFields: set,
        clearCustom: cleared,
        status: input.status,
        lastContactedAt: input.last_contacted_at ? new Date(input.last_contacted_at) : undefined,
      },
    ],
    { source: input.source ?? 'api', status: 'active', updateExisting: true },
  )
  const [contact] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.teamId, teamId), eq(contacts.phone, input.phone)))
  if (!result || !contact) throw new Error('The upsert wrote no contact')
  return { outcome: result.outcome, contact, tagsGiven: result.tagsGiven }
}
