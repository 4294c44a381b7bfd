import type { AppLocale } from '../../../../src/contract/constants'
import type { DataFileResource } from '../../../../src/contract/data-file'
import type { dataFiles } from '../../db/schema'
import { readText, readWords } from '../../http/stored-words'

export type DataFileRow = typeof dataFiles.$inferSelect

/** A data file in the reader's language: its warnings and error as stored, or their English. */
export function presentDataFile(row: DataFileRow, locale: AppLocale): DataFileResource {
  const processed = row.processedRows
  const percent =
    row.status === 'done'
      ? 100
      : row.rowCount > 0
        ? Math.min(100, Math.floor((processed / row.rowCount) * 100))
        : 0
  return {
    id: row.id,
    filename: row.filename,
    size: row.sizeBytes,
    row_count: row.rowCount,
    columns: row.columns,
    status: row.status,
    mapping: row.mapping,
    counts: {
      processed,
      imported: row.imported,
      updated: row.updated,
      skipped: row.skipped,
      invalid: row.invalid,
    },
    percent,
    warnings: row.warnings.map((warning) => readText(warning, locale)),
    error: row.error === null ? null : readWords(row.errorWords, row.error, locale),
    has_error_report: row.skipped + row.invalid > 0,
    uploaded_by: { id: row.uploadedBy, name: row.uploadedByName },
    started_at: row.startedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}
