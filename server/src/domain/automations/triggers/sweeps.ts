import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../../db/connect'
import { automationTriggerSweeps } from '../../../db/schema'
import { type ActiveTrigger, activeTriggers } from '../engine/enter'

/** The triggers no single write announces: the sweeps look for what they wait for. */
export const sweptEvents = ['segment_entered', 'date_arrives'] as const

export type SweepRow = typeof automationTriggerSweeps.$inferSelect

/** One call's bounded share of an automation's sweep: whether more is waiting, journeys started. */
export type Sweeper = (
  tx: Database,
  sweep: SweepRow,
  automation: ActiveTrigger,
  now: Date,
  slice: number,
) => Promise<{ more: boolean; started: number }>

const sameSettings = (a: Record<string, unknown>, b: Record<string, unknown>) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)])
  return [...keys].every((key) => a[key] === b[key])
}

/**
 * The active automations with a swept trigger, each with its sweep row: rows of automations
 * that stopped being one (turned off, deleted, republished with other trigger settings) are
 * dropped with their segment members, so turning an automation on again or changing its
 * trigger starts afresh: nothing enters for what happened while it was off.
 */
export async function syncSweeps(db: Database, now: Date): Promise<Map<string, ActiveTrigger>> {
  const active = new Map<string, ActiveTrigger>()
  for (const event of sweptEvents)
    for (const automation of await activeTriggers(db, null, event))
      active.set(automation.id, automation)
  const rows = await db
    .select({
      automationId: automationTriggerSweeps.automationId,
      settings: automationTriggerSweeps.settings,
    })
    .from(automationTriggerSweeps)
  const kept = new Set<string>()
  const stale: string[] = []
  for (const row of rows) {
    const automation = active.get(row.automationId)
    if (automation && sameSettings(automation.trigger.settings, row.settings))
      kept.add(row.automationId)
    else stale.push(row.automationId)
  }
  if (stale.length > 0)
    await db
      .delete(automationTriggerSweeps)
      .where(inArray(automationTriggerSweeps.automationId, stale))
  const missing = [...active.values()].filter((automation) => !kept.has(automation.id))
  if (missing.length > 0)
    await db
      .insert(automationTriggerSweeps)
      .values(
        missing.map((automation) => ({
          automationId: automation.id,
          teamId: automation.teamId,
          event: automation.trigger.settings.event as SweepRow['event'],
          settings: automation.trigger.settings,
          // Contacts' updated_at is the database's time, so the changes are read from its now.
          changedAt: sql`now()`,
          changedId: '',
          sweptUntil: now,
          sweptAt: new Date(0),
        })),
      )
      .onConflictDoNothing()
  return active
}

/**
 * Up to `limit` sweep rows, the longest-waiting first, locked FOR UPDATE SKIP LOCKED for the
 * claiming transaction: another process's sweep of the same automation is skipped.
 */
export function claimSweeps(tx: Database, limit: number): Promise<SweepRow[]> {
  return tx
    .select()
    .from(automationTriggerSweeps)
    .orderBy(asc(automationTriggerSweeps.sweptAt))
    .limit(limit)
    .for('update', { skipLocked: true })
}

/** Writes where a sweep stands. */
export async function saveSweep(tx: Database, automationId: string, values: Partial<SweepRow>) {
  await tx
    .update(automationTriggerSweeps)
    .set(values)
    .where(eq(automationTriggerSweeps.automationId, automationId))
}
