import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import type { ContactSource, ContactStatus } from '../../../src/contract/contact'
import { teams } from './schema'

/**
 * The columns of a table of kept contact counts (this one, contact_facets): the team, the keys
 * every such table counts by ('' for no country), and the number.
 */
export const keptCountColumns = () => ({
  teamId: text('team_id')
    .notNull()
    .references(() => teams.id, { onDelete: 'cascade' }),
  status: text('status').$type<ContactStatus>().notNull(),
  source: text('source').$type<ContactSource>().notNull(),
  country: text('country').notNull(),
  total: bigint('total', { mode: 'number' }).notNull().default(0),
})

/**
 * How many contacts each team has, per status, source and country ('' for none): kept by
 * triggers on contacts (migration 0013_contact_count_triggers.sql), so the list's total without
 * a filter, or filtered only by status, source and country, sums a few rows instead of counting
 * a million contacts on every page.
 */
export const contactCounts = pgTable('contact_counts', keptCountColumns(), (table) => [
  primaryKey({ columns: [table.teamId, table.status, table.source, table.country] }),
])
