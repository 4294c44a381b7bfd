import { bigint, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import type { ContactStatus } from '../../../src/contract/contact'
import type { ColumnMapping, DataFileStatus } from '../../../src/contract/data-file'
import type { StoredText, StoredWords } from '../http/stored-words'
import { createdAtColumn, idColumn, momentColumn, updatedAtColumn } from './columns'
import { teams, users } from './schema'

/** What an import was asked to do besides the mapping. */
export interface ImportOptions {
  tags: string[]
  defaultCountry: string | null
  status: ContactStatus
  updateExisting: boolean
}

/**
 * Uploaded CSV files: the file itself is on disk (`storageName` in the uploads folder); the row
 * holds what the upload read from it and the import's state. An import is claimed by a worker
 * with a lease (`claimedUntil`) and commits `processedRows` with every batch, so one taken over
 * after a crash goes on where the last commit left it.
 */
export const dataFiles = pgTable(
  'data_files',
  {
    id: idColumn(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedByName: text('uploaded_by_name').notNull(),
    filename: text('filename').notNull(),
    storageName: text('storage_name').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    rowCount: integer('row_count').notNull(),
    columns: jsonb('columns').$type<string[]>().notNull(),
    sample: jsonb('sample').$type<string[][]>().notNull(),
    warnings: jsonb('warnings').$type<StoredText[]>().notNull().default([]),
    status: text('status').$type<DataFileStatus>().notNull().default('uploaded'),
    mapping: jsonb('mapping').$type<ColumnMapping>(),
    options: jsonb('options').$type<ImportOptions>(),
    /** Who asked for the import: told by a notification when it ends. */
    importedBy: text('imported_by').references(() => users.id, { onDelete: 'set null' }),
    processedRows: integer('processed_rows').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    invalid: integer('invalid').notNull().default(0),
    /** Why the import failed, in English; `errorWords` in every language (rows written since 0026). */
    error: text('error'),
    errorWords: jsonb('error_words').$type<StoredWords>(),
    claimedUntil: momentColumn('claimed_until'),
    startedAt: momentColumn('started_at'),
    finishedAt: momentColumn('finished_at'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    index('data_files_team_created_idx').on(table.teamId, table.createdAt, table.id),
    index('data_files_status_idx').on(table.status, table.claimedUntil),
  ],
)

/** The per-row error report of an import: one row per refused or skipped line of the file. */
export const dataFileErrors = pgTable(
  'data_file_errors',
  {
    dataFileId: text('data_file_id')
      .notNull()
      .references(() => dataFiles.id, { onDelete: 'cascade' }),
    /** The line's row number in the file, the header being row 1. */
    row: integer('row').notNull(),
    /** In English; `reasonWords` in every language (rows written since 0026). */
    reason: text('reason').notNull(),
    reasonWords: jsonb('reason_words').$type<StoredWords>(),
    values: jsonb('values').$type<string[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.dataFileId, table.row] })],
)
