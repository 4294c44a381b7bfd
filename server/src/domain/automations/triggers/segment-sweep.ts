import { and, asc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../../db/connect'
import {
  automationSegmentMembers,
  automationTriggerSweeps,
  contacts,
  segments,
} from '../../../db/schema'
import { segmentCondition } from '../../segments/matching'
import { startJourneys } from '../engine/enter'
import { chunks } from '../engine/writes'
import { type Sweeper, type SweepRow, saveSweep } from './sweeps'

/**
 * segment_entered. Who matches a segment changes with contact writes, imports, feed rows, tags,
 * custom field edits, engagement and the passing of time (rules such as "created within 7
 * days"), so no single write can announce it: a sweep compares the segment's matches with the
 * members it last saw (automation_segment_members), and a contact that matches and was not a
 * member entered; one that was a member and no longer matches left.
 *
 * Entering is the move from not matching to matching, as Mautic's segment-triggered campaigns
 * and Dittofeed's segment-entry journeys count it: the contacts already in the segment when the
 * automation is published are taken as members by a first pass, without entering. An operator
 * who publishes "welcome everyone who becomes a VIP" does not expect the thousands of VIPs of
 * last year to be welcomed at once (a campaign is the tool for everyone in a segment now). A
 * contact who leaves and comes back enters again only where the automation allows re-entry
 * (startJourneys keeps that rule).
 *
 * The work is bounded per call, whatever the team's size: each call reads at most `slice`
 * contacts changed since the last look (through contacts_team_updated_idx; what makes a write
 * feel immediate) and, while a pass is under way, the next `slice` contacts, by id, of a pass
 * through all the team's contacts (which catches what no write marks: tags given by tag nodes,
 * engagement, time). A pass starts every passEveryMs.
 */

/**
 * How often a pass through every contact starts again (it then takes a slice a poll): what no
 * write marks is found within this and the pass's length, and a quiet team costs one read of
 * its changes a poll, not a slice of its contacts.
 */
export const passEveryMs = 10 * 60_000

interface Seen {
  id: string
  matches: boolean | null
  member: boolean
}

/** Contacts of the slice as the segment and the members see them now. */
function seenColumns(automationId: string, condition: SQL) {
  const members = automationSegmentMembers
  return {
    id: contacts.id,
    matches: sql<boolean | null>`(${condition})`,
    member: sql<boolean>`exists (select 1 from ${members} where ${members.automationId} = ${automationId}
      and ${members.contactId} = ${contacts.id})`,
  }
}

/**
 * Brings the members in line with what the slice saw; answers the contacts that entered
 * (none while `baseline`: the first pass only records who is in already).
 */
async function reconcile(
  tx: Database,
  automationId: string,
  seen: Seen[],
  baseline: boolean,
): Promise<string[]> {
  const joined = seen.filter((row) => row.matches === true && !row.member).map((row) => row.id)
  const left = seen.filter((row) => row.matches !== true && row.member).map((row) => row.id)
  for (const ids of chunks(left))
    await tx
      .delete(automationSegmentMembers)
      .where(
        and(
          eq(automationSegmentMembers.automationId, automationId),
          inArray(automationSegmentMembers.contactId, ids),
        ),
      )
  const entered: string[] = []
  for (const ids of chunks(joined)) {
    const inserted = await tx
      .insert(automationSegmentMembers)
      .values(ids.map((contactId) => ({ automationId, contactId })))
      .onConflictDoNothing()
      .returning({ contactId: automationSegmentMembers.contactId })
    entered.push(...inserted.map((row) => row.contactId))
  }
  return baseline ? [] : entered
}

/** One call's share of an automation's segment sweep: answers whether more is waiting. */
export const sweepSegment: Sweeper = async (tx, sweep, automation, now, slice) => {
  const { teamId } = automation
  const [segment] = await tx
    .select({ rules: segments.rules })
    .from(segments)
    .where(and(eq(segments.teamId, teamId), eq(segments.id, String(sweep.settings.segment_id))))
  // A deleted segment matches nobody (publishing refuses one; it can go after).
  if (!segment) return { more: false, started: 0 }
  const condition = await segmentCondition(tx, teamId, segment.rules, now)
  const columns = seenColumns(automation.id, condition)
  const baseline = !sweep.primed

  // Between passes only the changes are read: a pass starts again once passEveryMs is over.
  const passDue = baseline || sweep.cursor !== null || (sweep.nextPassAt ?? now) <= now
  const pass = !passDue
    ? []
    : await tx
        .select(columns)
        .from(contacts)
        .where(
          and(
            eq(contacts.teamId, teamId),
            sweep.cursor ? gt(contacts.id, sweep.cursor) : undefined,
          ),
        )
        .orderBy(asc(contacts.id))
        .limit(slice)
  const entered = await reconcile(tx, automation.id, pass, baseline)
  const passDone = passDue && pass.length < slice
  const update: Partial<SweepRow> = !passDue
    ? {}
    : {
        cursor: passDone ? null : (pass.at(-1)?.id ?? null),
        primed: sweep.primed || passDone,
        ...(passDone ? { nextPassAt: new Date(now.getTime() + passEveryMs) } : {}),
      }

  let changedFull = false
  if (!baseline) {
    // Compared and stored in the database's own precision (microseconds): a Date would cut them
    // to milliseconds, and the rows of one import, which share a moment, would be read again.
    const sweeps = automationTriggerSweeps
    const changed = await tx
      .select(columns)
      .from(contacts)
      .where(
        and(
          eq(contacts.teamId, teamId),
          sql`(${contacts.updatedAt}, ${contacts.id}) > (select ${sweeps.changedAt}, ${sweeps.changedId}
            from ${sweeps} where ${sweeps.automationId} = ${automation.id})`,
        ),
      )
      .orderBy(asc(contacts.updatedAt), asc(contacts.id))
      .limit(slice)
    entered.push(...(await reconcile(tx, automation.id, changed, false)))
    const last = changed.at(-1)
    if (last)
      await tx.execute(sql`update ${sweeps} set changed_at = c.updated_at, changed_id = c.id
        from ${contacts} as c where ${sweeps.automationId} = ${automation.id} and c.id = ${last.id}`)
    changedFull = changed.length === slice
  }
  if (Object.keys(update).length > 0) await saveSweep(tx, automation.id, update)
  const started = await startJourneys(tx, automation, entered, now)
  // The first pass runs on until done; after it, a call takes one slice of the pass (the
  // next poll takes the next) and as many of the changes as are waiting.
  return { more: baseline ? !passDone : changedFull, started }
}
