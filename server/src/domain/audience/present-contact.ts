import type { ContactResource } from '../../../../src/contract/contact'
import type { contacts } from '../../db/schema'

export type ContactRow = typeof contacts.$inferSelect

export function presentContact(row: ContactRow): ContactResource {
  return {
    id: row.id,
    phone: row.phone,
    country: row.country,
    network: row.network,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    tags: row.tags,
    custom_fields: row.customFields,
    status: row.status,
    source: row.source,
    last_contacted_at: row.lastContactedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

/** A contact's label in the activity log and in messages: its name, else its number. */
export function contactLabel(row: Pick<ContactRow, 'firstName' | 'lastName' | 'phone'>): string {
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ')
  return name ? `${name} (${row.phone})` : row.phone
}
