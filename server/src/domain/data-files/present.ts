import type { DataFileResource } from '../../../../src/contract/data-file'
import type { dataFiles } from '../../db/schema'

export type DataFileRow = typeof dataFiles.$inferSelect

export function presentDataFile(row: DataFileRow): DataFileResource {
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
    warnings: row.warnings,
    error: row.error,
    has_error_report: row.skipped + row.invalid > 0,
    uploaded_by: { id: row.uploadedBy, name: row.uploadedByName },
    started_at: row.startedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}
