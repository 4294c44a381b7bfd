import { index, jsonb, pgTable } from 'drizzle-orm/pg-core'
import type { BusEvent } from '../events/bus'
import { createdAtColumn, idColumn } from './columns'

/**
 * Events too large for a NOTIFY payload (server/src/events/postgres-relay.ts): stored here and
 * announced by id; every listening process reads the row. Rows are pruned once every listener
 * has had time to read them.
 */
export const eventPayloads = pgTable(
  'event_payloads',
  {
    id: idColumn(),
    event: jsonb('event').$type<BusEvent>().notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index('event_payloads_created_idx').on(table.createdAt)],
)
