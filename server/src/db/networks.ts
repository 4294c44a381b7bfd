import { boolean, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAtColumn, idColumn, updatedAtColumn } from './columns'
import { teams } from './schema'

/**
 * A team's mobile networks (src/contract/network.ts). MCC and MNC are text, so `01` stays `01`.
 * `prefixes` (E.164 digits) is what the API shows; network_prefixes indexes them for the lookup.
 */
export const networks = pgTable(
  'networks',
  {
    id: idColumn(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    mcc: text('mcc').notNull(),
    mnc: text('mnc').notNull(),
    country: text('country').notNull(),
    name: text('name').notNull(),
    prefixes: text('prefixes').array().notNull().default([]),
    /** Loaded from the shipped reference and not edited since. */
    fromReference: boolean('from_reference').notNull().default(false),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    uniqueIndex('networks_team_code_idx').on(table.teamId, table.mcc, table.mnc),
    index('networks_team_country_idx').on(table.teamId, table.country, table.mcc),
  ],
)

/**
 * Each prefix of a team's networks, once: the key makes a prefix belong to one network of the
 * team, and number → network is an index lookup of the number's leading runs of digits.
 * Written with the network (domain/networks/prefix-index.ts), gone with it.
 */
export const networkPrefixes = pgTable(
  'network_prefixes',
  {
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    prefix: text('prefix').notNull(),
    networkId: text('network_id')
      .notNull()
      .references(() => networks.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.teamId, table.prefix] }),
    index('network_prefixes_network_idx').on(table.networkId),
  ],
)
