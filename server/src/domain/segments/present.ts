import type { SegmentProgress, SegmentResource } from '../../../../src/contract/segment'
import type { segments } from '../../db/schema'

export type SegmentRow = typeof segments.$inferSelect

export function presentProgress(row: SegmentRow): SegmentProgress {
  const total = row.countTotal
  const percent =
    row.countStatus === 'done'
      ? 100
      : total > 0
        ? Math.min(100, Math.floor((row.countProcessed / total) * 100))
        : 0
  return {
    status: row.countStatus,
    processed: row.countProcessed,
    total,
    matched: row.countMatched,
    percent,
    started_at: row.countStartedAt?.toISOString() ?? null,
    finished_at: row.countFinishedAt?.toISOString() ?? null,
    error: row.countError,
  }
}

export function presentSegment(row: SegmentRow): SegmentResource {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    rules: row.rules,
    contact_count: row.contactCount,
    counted_at: row.countedAt?.toISOString() ?? null,
    count: presentProgress(row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}
