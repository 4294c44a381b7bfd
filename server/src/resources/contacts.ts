import { contactListQuery } from '../../../src/contract/contact'
import { contactRequest, contactUpdateRequest } from '../../../src/contract/contact-request'
import { resourcePaths } from '../../../src/contract/routes'
import { contacts } from '../db/schema'
import { contactConditions } from '../domain/audience/contact-filters'
import { contactListTotal } from '../domain/audience/contact-totals'
import { checkCustomValues, loadCustomFields } from '../domain/audience/custom-values'
import { contactLabel, presentContact } from '../domain/audience/present-contact'
import { resolveTags } from '../domain/audience/tags'
import { enterOnNewTags } from '../domain/automations/engine/enter'
import { defineResource } from './define'

/**
 * Contacts (spec §7 Audience: contacts index and CRUD; /audience/contacts). A store with a
 * number the team has answers 422 on `phone` (POST contacts/upsert updates it instead).
 */
export const contactsResource = defineResource({
  path: resourcePaths.contacts,
  subjectType: 'contact',
  thing: 'contact',
  table: contacts,
  schemas: { create: contactRequest, update: contactUpdateRequest, query: contactListQuery },
  sortColumns: {
    created_at: contacts.createdAt,
    updated_at: contacts.updatedAt,
    last_contacted_at: contacts.lastContactedAt,
    first_name: contacts.firstName,
    last_name: contacts.lastName,
    phone: contacts.phone,
    email: contacts.email,
    country: contacts.country,
    status: contacts.status,
  },
  // Tags and custom fields are read with the team's data, so every filter goes through it.
  filters: 'byListConditions',
  searchColumns: [],
  listConditions: (db, teamId, query) => contactConditions(db, teamId, query.filter, query.search),
  listTotal: contactListTotal,
  async prepare(tx, teamId, input) {
    const { set } = checkCustomValues(await loadCustomFields(tx, teamId), input.custom_fields)
    return { ...input, custom_fields: set, tags: await resolveTags(tx, teamId, input.tags) }
  },
  toValues: (input) => ({
    phone: input.phone,
    country: input.country ?? null,
    network: input.network,
    firstName: input.first_name,
    lastName: input.last_name,
    email: input.email,
    tags: input.tags,
    customFields: input.custom_fields as Record<string, string | number | boolean>,
    status: input.status,
    source: input.source,
    lastContactedAt: input.last_contacted_at ? new Date(input.last_contacted_at) : null,
  }),
  toRequest: (row) => ({
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
  }),
  // A write may bring the contact into a segment that automations sweep.
  kicksWork: true,
  // Tags given here start the journeys of automations triggered by them.
  async afterCreate(tx, teamId, row) {
    await enterOnNewTags(tx, teamId, row.id, [], row.tags, new Date())
    return row
  },
  async afterUpdate(tx, teamId, before, after) {
    await enterOnNewTags(tx, teamId, after.id, before.tags, after.tags, new Date())
    return after
  },
  present: presentContact,
  label: contactLabel,
  unique: {
    contacts_team_phone_idx: {
      field: 'phone',
      message: 'contact.phoneTaken',
    },
  },
})
