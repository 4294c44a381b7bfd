import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { keptCountColumns } from './contact-counts'

/**
 * How many contacts each team has per status, source, country, network ('' for none) and tags
 * (the array as stored): kept by triggers on contacts (migration 0029_contact_facet_triggers.sql).
 * A segment whose rules look only at those fields is counted exactly by summing the rows its
 * rules match here (a few thousand at most), instead of reading up to millions of contacts.
 */
export const contactFacets = pgTable(
  'contact_facets',
  {
    ...keptCountColumns(),
    network: text('network').notNull(),
    tags: text('tags').array().notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.teamId, table.status, table.source, table.country, table.network, table.tags],
    }),
  ],
)
