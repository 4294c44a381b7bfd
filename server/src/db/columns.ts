import { randomUUID } from 'node:crypto'
import { text, timestamp } from 'drizzle-orm/pg-core'

/** Column builders the table modules share (schema.ts keeps its own copies for its tables). */

/** Ids are strings (DOMAIN.md): UUIDs made by the server, so any string can be looked up safely. */
export const idColumn = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => randomUUID())
export const momentColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
export const createdAtColumn = () => momentColumn('created_at').notNull().defaultNow()
export const updatedAtColumn = () =>
  momentColumn('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date())
