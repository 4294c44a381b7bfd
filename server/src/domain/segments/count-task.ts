import { and, asc, count, eq, gt, isNull, lt, or, type SQL, sql } from 'drizzle-orm'
import { audienceLimits } from '../../../../src/contract/constants'
import { contacts, segments } from '../../db/schema'
import type { AppDeps } from '../../deps'
import type { BackgroundTask } from '../../work/background'
import { segmentCondition } from './matching'
import { presentProgress, type SegmentRow } from './present'

type Deps = Pick<AppDeps, 'db' | 'clock' | 'events'>

/** A worker holds a count this long without a step; past it another worker takes over. */
export const countLeaseMs = 60_000

function announce(deps: Deps, row: SegmentRow) {
  deps.events.publish({
    name: 'segment.progress',
    audience: { teamId: row.teamId },
    data: { segment_id: row.id, contact_count: row.contactCount, ...presentProgress(row) },
  })
}

/** Claims a queued count, or one whose worker's lease ran out, for this worker. */
async function claim(deps: Deps): Promise<SegmentRow | null> {
  const now = deps.clock()
  const lease = new Date(now.getTime() + countLeaseMs)
  return deps.db.transaction(async (tx) => {
    const [candidate] = await tx
      .select({ id: segments.id })
      .from(segments)
      .where(
        or(
          eq(segments.countStatus, 'queued'),
          and(
            eq(segments.countStatus, 'counting'),
            or(isNull(segments.countClaimedUntil), lt(segments.countClaimedUntil, now)),
          ),
        ),
      )
      .orderBy(asc(segments.updatedAt))
      .limit(1)
      .for('update', { skipLocked: true })
    if (!candidate) return null
    const [claimed] = await tx
      .update(segments)
      .set({
        countStatus: 'counting',
        countClaimedUntil: lease,
        countStartedAt: sql`coalesce(${segments.countStartedAt}, ${now.toISOString()}::timestamptz)`,
        updatedAt: sql`${segments.updatedAt}`,
      })
      .where(eq(segments.id, candidate.id))
      .returning()
    return claimed ?? null
  })
}

/** The id ending the next step: the step covers ids after `cursor` up to it (null: to the end). */
async function stepEnd(deps: Deps, teamId: string, cursor: string | null): Promise<string | null> {
  const [row] = await deps.db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.teamId, teamId), cursor ? gt(contacts.id, cursor) : undefined))
    .orderBy(asc(contacts.id))
    .offset(audienceLimits.segmentRecountChunk - 1)
    .limit(1)
  return row?.id ?? null
}

/**
 * Counts one claimed segment in steps of segmentRecountChunk contacts (by id), saving the
 * progress after each step under its run: a reset or an edit gives the segment a new run, the
 * next save matches nothing, and this count stops.
 */
async function countSegment(deps: Deps, claimed: SegmentRow, signal: AbortSignal): Promise<void> {
  const { teamId, countRun: run } = claimed
  let row = claimed
  const mine = and(eq(segments.id, row.id), eq(segments.countRun, run)) as SQL
  const save = async (values: Partial<typeof segments.$inferInsert>) => {
    const [saved] = await deps.db
      .update(segments)
      .set({ ...values, updatedAt: sql`${segments.updatedAt}` })
      .where(mine)
      .returning()
    return saved ?? null
  }
  try {
    const condition = await segmentCondition(deps.db, teamId, row.rules, deps.clock())
    if (row.countTotal === 0 && row.countProcessed === 0) {
      const [total] = await deps.db
        .select({ value: count() })
        .from(contacts)
        .where(eq(contacts.teamId, teamId))
      const saved = await save({ countTotal: total?.value ?? 0 })
      if (!saved) return
      row = saved
      announce(deps, row)
    }
    while (!signal.aborted) {
      const end = await stepEnd(deps, teamId, row.countCursor)
      const range = and(
        row.countCursor ? gt(contacts.id, row.countCursor) : undefined,
        end ? sql`${contacts.id} <= ${end}` : undefined,
      )
      const [step] = await deps.db
        .select({
          scanned: count(),
          matched: sql<number>`count(*) filter (where ${condition})`.mapWith(Number),
        })
        .from(contacts)
        .where(and(eq(contacts.teamId, teamId), range))
      const processed = row.countProcessed + (step?.scanned ?? 0)
      const matched = row.countMatched + (step?.matched ?? 0)
      const now = deps.clock()
      const finished = end === null
      const saved = await save({
        countProcessed: processed,
        countMatched: matched,
        // Contacts added while counting make the total grow with what was read.
        countTotal: Math.max(row.countTotal, processed),
        countCursor: end,
        countClaimedUntil: finished ? null : new Date(now.getTime() + countLeaseMs),
        ...(finished
          ? {
              countStatus: 'done' as const,
              countTotal: processed,
              contactCount: matched,
              countedAt: now,
              countFinishedAt: now,
            }
          : {}),
      })
      if (!saved) return
      row = saved
      announce(deps, row)
      if (finished) return
    }
    // Stopping (shutdown): leave the count to be taken over at once, where it is.
    await save({ countClaimedUntil: null })
  } catch (error) {
    const failed = await save({
      countStatus: 'failed',
      countError: error instanceof Error ? error.message : String(error),
      countClaimedUntil: null,
      countFinishedAt: deps.clock(),
    })
    if (failed) announce(deps, failed)
  }
}

/** The background task counting segments. */
export function segmentCountTask(deps: Deps): BackgroundTask {
  return {
    name: 'segment counts',
    async runOnce(signal) {
      const claimed = await claim(deps)
      if (!claimed) return false
      await countSegment(deps, claimed, signal)
      return true
    },
  }
}
