import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { CustomFieldType } from '../../../src/contract/custom-field'
import { createdAtColumn, idColumn, updatedAtColumn } from './columns'
import { teams } from './schema'

/** Custom fields of a team's contacts; the key is unique in the team. */
export const customFields = pgTable(
  'custom_fields',
  {
    id: idColumn(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    label: text('label').notNull(),
    type: text('type').$type<CustomFieldType>().notNull(),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    uniqueIndex('custom_fields_team_key_idx').on(table.teamId, table.key),
    index('custom_fields_team_created_idx').on(table.teamId, table.createdAt),
  ],
)
