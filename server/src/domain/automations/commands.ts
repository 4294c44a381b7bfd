import { eq } from 'drizzle-orm'
import { graphProblems, publishErrors } from '../../../../src/contract/automation/problems'
import type { Database } from '../../db/connect'
import { automations, automationVersions } from '../../db/schema'
import { ApiError, ValidationError } from '../../http/errors'
import { said } from '../../http/words'
import { type Actor, recordActivity } from '../activity/record'
import { checkConditionRules } from './condition-rules'
import { contactsInside, lockAutomation } from './read'
import { deletedReferenceProblems } from './references'
import { carryJourneys, type NodeMap, plannedMoves } from './remap'

/**
 * The automation's commands beside its CRUD: publish, toggle-status and duplicate. Each runs in
 * the caller's transaction with the automation locked, and leaves an activity-log entry.
 */

const logEntry = (
  teamId: string,
  actor: Actor,
  row: { id: string; name: string },
  action: 'published' | 'activated' | 'deactivated' | 'created',
  properties: Record<string, unknown> = {},
) => ({
  teamId,
  actor,
  action,
  subjectType: 'automation' as const,
  subjectId: row.id,
  subjectLabel: row.name,
  properties,
})

/**
 * Publishes the draft as the next numbered version, kept forever with who and when; a draft
 * with problems, naming a record the team no longer has, or with a condition that does not fit
 * the team's custom fields, is refused with 422, each message on its node
 * (`nodes.<id>.<setting>`), and so
 * is one that removes a node holding contacts without `nodeMap` saying where they go.
 */
export async function publishAutomation(
  tx: Database,
  teamId: string,
  automationId: string,
  actor: Actor,
  now: Date,
  nodeMap: NodeMap = {},
): Promise<void> {
  const row = await lockAutomation(tx, teamId, automationId)
  const problems = [
    ...graphProblems(row.graph),
    ...(await deletedReferenceProblems(tx, teamId, row.graph)),
  ]
  if (problems.length > 0) throw new ValidationError((locale) => publishErrors(problems, locale))
  await checkConditionRules(tx, teamId, row.graph)
  const moves = await plannedMoves(tx, row.id, row.graph, nodeMap)
  const version = (row.version ?? 0) + 1
  const publishedAt = now
  await tx.insert(automationVersions).values({
    teamId,
    automationId: row.id,
    version,
    graph: row.graph,
    publishedAt,
    publishedById: actor.userId,
    publishedByName: actor.name,
  })
  await tx
    .update(automations)
    .set({
      version,
      publishedAt,
      publishedById: actor.userId,
      publishedByName: actor.name,
      updatedAt: now,
    })
    .where(eq(automations.id, row.id))
  await carryJourneys(tx, row.id, version, moves, now)
  await recordActivity(tx, logEntry(teamId, actor, row, 'published', { version }))
}

/**
 * Turns an automation on or off. Off holds every contact where it is (the engine claims no
 * journey of an inactive automation); on needs a published version to run.
 */
export async function toggleAutomationStatus(
  tx: Database,
  teamId: string,
  automationId: string,
  actor: Actor,
  now: Date,
): Promise<void> {
  const row = await lockAutomation(tx, teamId, automationId)
  const status = row.status === 'active' ? 'inactive' : 'active'
  if (status === 'active' && row.version === null)
    throw new ApiError(409, 'automation.publishBeforeActivating', { status: row.status })
  await tx.update(automations).set({ status, updatedAt: now }).where(eq(automations.id, row.id))
  await recordActivity(
    tx,
    logEntry(teamId, actor, row, status === 'active' ? 'activated' : 'deactivated'),
  )
}

/** A copy of the draft, inactive and unpublished, named by `nameOf` from the original's name. */
export async function duplicateAutomation(
  tx: Database,
  teamId: string,
  automationId: string,
  actor: Actor,
  nameOf: (original: string) => string,
): Promise<string> {
  const row = await lockAutomation(tx, teamId, automationId)
  const [copy] = await tx
    .insert(automations)
    .values({
      teamId,
      name: nameOf(row.name),
      scope: row.scope,
      graph: row.graph,
      allowReentry: row.allowReentry,
    })
    .returning()
  if (!copy) throw new Error('The automation copy was not stored')
  await recordActivity(tx, logEntry(teamId, actor, copy, 'created', { duplicate_of: row.id }))
  return copy.id
}

/** A destroy's guard: an automation with contacts inside stays (409 with how many). */
export async function refuseWhileContactsInside(db: Database, automationId: string) {
  const inside = await contactsInside(db, automationId)
  if (inside > 0)
    throw new ApiError(409, said('automation.contactsInside', { count: inside }), { inside })
}
