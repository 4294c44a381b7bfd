import { sql } from 'drizzle-orm'
import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { ContactSource, ContactStatus } from '../../../src/contract/contact'
import type { CustomFieldValue } from '../../../src/contract/custom-field-value'
import type { EngagementEvent } from '../../../src/contract/segment-rules'
import { createdAtColumn, idColumn, momentColumn, updatedAtColumn } from './columns'
import { teams } from './schema'
import { timeOrderedId } from './time-ordered-id'

/**
 * A team's contacts: one per phone (E.164) in the team, which is what upserts key on. Tags are
 * carried by name (tags.name, unique in the team without regard to case); custom field values
 * by key, normalised by the field's type.
 */
export const contacts = pgTable(
  'contacts',
  {
    // Ascending ids (as imports write them): a new contact joins the id indexes at their end.
    id: idColumn().$defaultFn(timeOrderedId),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    country: text('country'),
    network: text('network'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    customFields: jsonb('custom_fields')
      .$type<Record<string, CustomFieldValue>>()
      .notNull()
      .default({}),
    status: text('status').$type<ContactStatus>().notNull().default('active'),
    source: text('source').$type<ContactSource>().notNull().default('manual'),
    lastContactedAt: momentColumn('last_contacted_at'),
    /**
     * What free-text search reads: names, the number's digits and the email, lower-cased in one
     * column so one trigram index serves `search` (ILIKE '%…%') at any table size.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || phone || ' ' || coalesce(email, ''))`,
    ),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    uniqueIndex('contacts_team_phone_idx').on(table.teamId, table.phone),
    // The list reads one team in the sorted order; each filter narrows within the team and
    // keeps the default order (newest first), so a filtered page never sorts a large set.
    index('contacts_team_created_idx').on(table.teamId, table.createdAt, table.id),
    index('contacts_team_status_idx').on(table.teamId, table.status, table.createdAt, table.id),
    index('contacts_team_country_idx').on(table.teamId, table.country, table.createdAt, table.id),
    index('contacts_team_network_idx').on(table.teamId, table.network, table.createdAt, table.id),
    index('contacts_team_source_idx').on(table.teamId, table.source, table.createdAt, table.id),
    index('contacts_team_last_name_idx').on(table.teamId, table.lastName, table.id),
    index('contacts_team_first_name_idx').on(table.teamId, table.firstName, table.id),
    // A segment rule on a name (equals, starts with) reads lower(coalesce(name, '')); these
    // serve it as a range of the index (text_pattern_ops: `like 'ok%'` is `>= 'ok' and < 'ol'`).
    // The name itself and the fields contact_facets keeps follow, so a count of a name rule with
    // rules on those is read from the index alone, not from a million rows of the table.
    ...(['firstName', 'lastName'] as const).map((name) =>
      index(`contacts_team_${name === 'firstName' ? 'first' : 'last'}_name_lower_idx`).on(
        table.teamId,
        sql`lower(coalesce(${table[name]}, '')) text_pattern_ops`,
        table[name],
        table.status,
        table.source,
        table.country,
        table.network,
        table.tags,
      ),
    ),
    index('contacts_team_contacted_idx').on(table.teamId, table.lastContactedAt, table.id),
    // Segment sweeps of automations read the contacts changed since they last looked.
    index('contacts_team_updated_idx').on(table.teamId, table.updatedAt, table.id),
    // Background counts walk a team's contacts by id.
    index('contacts_team_id_idx').on(table.teamId, table.id),
    index('contacts_tags_idx').using('gin', table.tags),
    index('contacts_custom_fields_idx').using('gin', table.customFields.op('jsonb_path_ops')),
    index('contacts_search_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    // A yearly date_arrives sweep reads the team's contacts whose date field comes round on a
    // few month-days (domain/automations/triggers/date-sweep.ts): contact_month_days (its
    // migration) lists a contact's `team/key/MM-DD` for each of its date values.
    index('contacts_month_days_idx').using(
      'gin',
      sql`contact_month_days(${table.teamId}, ${table.customFields})`,
    ),
  ],
)

/**
 * Tags of a team's contacts. The name is unique in the team without regard to case; contacts
 * hold the name as spelt here.
 */
export const tags = pgTable(
  'tags',
  {
    id: idColumn(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    colour: text('colour').notNull(),
    description: text('description'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [uniqueIndex('tags_team_name_idx').on(table.teamId, sql`lower(${table.name})`)],
)

/**
 * What contacts did with messages and calls (delivered, clicked, replied, answered), written by
 * the campaign areas; segment rules on engagement read it.
 */
export const contactEngagements = pgTable(
  'contact_engagements',
  {
    id: idColumn(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    contactId: text('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    event: text('event').$type<EngagementEvent>().notNull(),
    /** The campaign (SMS or voice) it happened in, when there was one. */
    campaignId: text('campaign_id'),
    occurredAt: momentColumn('occurred_at').notNull(),
  },
  (table) => [
    index('contact_engagements_contact_idx').on(table.contactId, table.event, table.occurredAt),
    index('contact_engagements_team_idx').on(table.teamId, table.event, table.occurredAt),
  ],
)
