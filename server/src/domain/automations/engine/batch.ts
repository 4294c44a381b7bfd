import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm'
import { insideJourneyStates } from '../../../../../src/contract/automation/automation'
import { type IndexedGraph, indexGraph } from '../../../../../src/contract/automation/route'
import type { Database } from '../../../db/connect'
import {
  automationJourneySteps,
  automationJourneys,
  automations,
  automationVersions,
  contacts,
} from '../../../db/schema'
import { messageContactColumns } from '../../campaigns/engine/contact-columns'
import type { AutomationEngineDeps } from './deps'
import { enterOnTags } from './enter'
import type { ClaimedJourney, JourneyContact, JourneyEnd, StepDraft } from './journey'
import type { Visit } from './nodes'
import { walkJourney } from './walk'
import { BatchWrites, chunks } from './writes'

/**
 * Claims up to `limit` due journeys of active automations (running ones, and waiting ones whose
 * time came), locked FOR UPDATE SKIP LOCKED: another worker's batch in flight is skipped, not
 * waited for. The locks hold until the batch's transaction ends, so the claim is the transaction.
 */
async function claimDue(tx: Database, now: Date, limit: number): Promise<ClaimedJourney[]> {
  return tx
    .select({
      id: automationJourneys.id,
      teamId: automationJourneys.teamId,
      automationId: automationJourneys.automationId,
      contactId: automationJourneys.contactId,
      version: automationJourneys.version,
      nodeId: automationJourneys.nodeId,
      state: automationJourneys.state,
    })
    .from(automationJourneys)
    .innerJoin(
      automations,
      and(eq(automations.id, automationJourneys.automationId), eq(automations.status, 'active')),
    )
    .where(
      and(
        inArray(automationJourneys.state, [...insideJourneyStates]),
        lte(automationJourneys.wakeAt, now),
      ),
    )
    .orderBy(asc(automationJourneys.wakeAt))
    .limit(limit)
    .for('update', { of: automationJourneys, skipLocked: true })
}

/** Published versions never change, so a process reads each once. */
export type GraphCache = Map<string, IndexedGraph>

async function graphsOf(tx: Database, journeys: ClaimedJourney[], cache: GraphCache) {
  const key = (automationId: string, version: number) => `${automationId}@${version}`
  const missing = new Map<string, { automationId: string; version: number }>()
  for (const journey of journeys) {
    const id = key(journey.automationId, journey.version)
    if (!cache.has(id)) missing.set(id, journey)
  }
  for (const { automationId, version } of missing.values()) {
    const [row] = await tx
      .select({ graph: automationVersions.graph })
      .from(automationVersions)
      .where(
        and(
          eq(automationVersions.automationId, automationId),
          eq(automationVersions.version, version),
        ),
      )
    cache.set(key(automationId, version), indexGraph(row?.graph ?? { nodes: [], edges: [] }))
  }
  return (journey: ClaimedJourney) =>
    cache.get(key(journey.automationId, journey.version)) as IndexedGraph
}

async function contactsOf(tx: Database, journeys: ClaimedJourney[]) {
  const rows = await tx
    .select({ ...messageContactColumns, status: contacts.status, tags: contacts.tags })
    .from(contacts)
    .where(
      inArray(
        contacts.id,
        journeys.map((journey) => journey.contactId),
      ),
    )
  return new Map<string, JourneyContact>(rows.map((row) => [row.id, row]))
}

async function openStepsOf(tx: Database, journeys: ClaimedJourney[]) {
  const rows = await tx
    .select()
    .from(automationJourneySteps)
    .where(
      and(
        inArray(
          automationJourneySteps.journeyId,
          journeys.map((journey) => journey.id),
        ),
        isNull(automationJourneySteps.leftAt),
      ),
    )
  return new Map<string, StepDraft>(rows.map((row) => [row.journeyId, { ...row, isNew: false }]))
}

const jsonOrNull = (value: unknown) => (value === null ? null : JSON.stringify(value))
const moment = (value: Date | null) => (value === null ? null : value.toISOString())

async function writeSteps(tx: Database, steps: StepDraft[]) {
  const opened = steps.filter((step) => step.isNew)
  for (const rows of chunks(opened))
    await tx.insert(automationJourneySteps).values(rows.map(({ isNew: _isNew, ...row }) => row))
  const resumed = steps.filter((step) => !step.isNew)
  for (const rows of chunks(resumed))
    await tx.execute(sql`
      update ${automationJourneySteps} as s
      set outcome = v.outcome, branch = v.branch, edge_id = v.edge_id,
          left_at = v.left_at::timestamptz, attempts = v.attempts::int, error = v.error,
          error_words = v.error_words::jsonb
      from (values ${sql.join(
        rows.map(
          (step) =>
            sql`(${step.id}, ${step.outcome}, ${step.branch}, ${step.edgeId}, ${moment(step.leftAt)}, ${step.attempts}, ${step.error}, ${jsonOrNull(step.errorWords)})`,
        ),
        sql`, `,
      )}) as v(id, outcome, branch, edge_id, left_at, attempts, error, error_words)
      where s.id = v.id`)
}

async function writeJourneys(tx: Database, ends: JourneyEnd[]) {
  for (const rows of chunks(ends))
    await tx.execute(sql`
      update ${automationJourneys} as j
      set node_id = v.node_id, state = v.state, node_entered_at = v.node_entered_at::timestamptz,
          wake_at = v.wake_at::timestamptz, finished_at = v.finished_at::timestamptz
      from (values ${sql.join(
        rows.map(
          (end) =>
            sql`(${end.id}, ${end.nodeId}, ${end.state}, ${moment(end.nodeEnteredAt)}, ${moment(end.wakeAt)}, ${moment(end.finishedAt)})`,
        ),
        sql`, `,
      )}) as v(id, node_id, state, node_entered_at, wake_at, finished_at)
      where j.id = v.id`)
}

/**
 * One batch, in one transaction: claim due journeys, walk each as far as it goes now, write
 * their steps, their new places and what the nodes did (messages queued for the delivery
 * engine, webhook deliveries, tags, the journeys those tags start). Nothing leaves the process
 * inside it: webhooks are POSTed after it commits (./webhooks.ts). A process that dies mid-batch
 * commits none of it, and the journeys are claimed again as they were. False when none was due.
 */
export async function advanceBatch(
  deps: AutomationEngineDeps,
  cache: GraphCache,
): Promise<{ advanced: number; queuedMessages: number }> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock()
    const journeys = await claimDue(tx, now, deps.config.engine.batch)
    if (journeys.length === 0) return { advanced: 0, queuedMessages: 0 }
    const graphOf = await graphsOf(tx, journeys, cache)
    const people = await contactsOf(tx, journeys)
    const open = await openStepsOf(tx, journeys)
    const writes = new BatchWrites()
    const smsParts: Visit['smsParts'] = new Map()
    const steps: StepDraft[] = []
    const ends: JourneyEnd[] = []
    for (const journey of journeys) {
      const contact = people.get(journey.contactId)
      // A deleted contact's journey went with it (cascade); nothing else lacks one.
      if (!contact) continue
      const walk = await walkJourney({
        tx,
        deps,
        now,
        journey,
        contact,
        graph: graphOf(journey),
        open: open.get(journey.id),
        writes,
        smsParts,
      })
      steps.push(...walk.steps)
      ends.push(walk.end)
    }
    await writes.flushTags(tx)
    await writeSteps(tx, steps)
    await writeJourneys(tx, ends)
    await writes.flush(tx)
    await enterOnTags(tx, writes.tagsAdded, now)
    return { advanced: ends.length, queuedMessages: writes.messages.length }
  })
}
