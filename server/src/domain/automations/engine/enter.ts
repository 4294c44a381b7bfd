import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import type { GraphNode, TriggerEvent } from '../../../../../src/contract/automation/graph'
import type { Database } from '../../../db/connect'
import {
  automationJourneySteps,
  automationJourneys,
  automations,
  automationVersions,
  contacts,
} from '../../../db/schema'
import { timeOrderedId } from '../../../db/time-ordered-id'
import { firstWord, foldWord } from '../../inbound-sms/words'
import { chunks } from './writes'

/** Something that happened to contacts, as the triggers of automations match it. */
export type Happening =
  | { event: 'segment_entered'; segmentId: string }
  | { event: 'feed_joined'; feedId: string }
  | { event: 'tag_added'; tag: string }
  | { event: 'sms_replied'; text: string }
  | { event: 'call_ended'; outcome: string }
  | { event: 'link_clicked'; campaignId: string | null }
  | { event: 'date_arrives'; field: string }

/** Whether a trigger's settings match what happened. */
function triggerMatches(settings: Record<string, unknown>, happening: Happening): boolean {
  if (settings.event !== happening.event) return false
  switch (happening.event) {
    case 'segment_entered':
      return settings.segment_id === happening.segmentId
    case 'feed_joined':
      return settings.feed_id === happening.feedId
    case 'tag_added':
      return String(settings.tag).toLowerCase() === happening.tag.toLowerCase()
    case 'sms_replied': {
      const keyword = settings.keyword
      return (
        typeof keyword !== 'string' ||
        keyword === '' ||
        firstWord(happening.text) === foldWord(keyword)
      )
    }
    case 'call_ended':
      return String(settings.outcome).toLowerCase() === happening.outcome.toLowerCase()
    case 'link_clicked':
      return settings.campaign_id == null || settings.campaign_id === happening.campaignId
    case 'date_arrives':
      return settings.field === happening.field
  }
}

/** The team's active automations whose published trigger starts on `event`. */
export async function activeTriggers(db: Database, teamId: string | null, event: TriggerEvent) {
  const rows = await db
    .select({
      id: automations.id,
      teamId: automations.teamId,
      version: automationVersions.version,
      allowReentry: automations.allowReentry,
      graph: automationVersions.graph,
    })
    .from(automations)
    .innerJoin(
      automationVersions,
      and(
        eq(automationVersions.automationId, automations.id),
        eq(automationVersions.version, automations.version),
      ),
    )
    .where(
      and(
        teamId === null ? undefined : eq(automations.teamId, teamId),
        eq(automations.status, 'active'),
        isNotNull(automations.version),
      ),
    )
  return rows.flatMap((row) => {
    const trigger = row.graph.nodes.find(
      (node): node is GraphNode => node.kind === 'trigger' && node.settings.event === event,
    )
    return trigger ? [{ ...row, trigger }] : []
  })
}

export type ActiveTrigger = Awaited<ReturnType<typeof activeTriggers>>[number]

/**
 * Starts a journey of `automation` for each of the contacts not already in it (or, without
 * re-entry, ever in it): running at its trigger, with the trigger's step open, due at once.
 * The inside-once unique index turns a race between two processes into one journey.
 */
export async function startJourneys(
  tx: Database,
  automation: ActiveTrigger,
  contactIds: string[],
  now: Date,
): Promise<number> {
  let started = 0
  for (const ids of chunks([...new Set(contactIds)])) {
    const journeys = automationJourneys
    const eligible = await tx
      .select({ id: contacts.id })
      .from(contacts)
      .where(
        and(
          eq(contacts.teamId, automation.teamId),
          inArray(contacts.id, ids),
          sql`not exists (select 1 from ${journeys} where ${journeys.automationId} = ${automation.id}
            and ${journeys.contactId} = ${contacts.id}
            ${automation.allowReentry ? sql`and ${journeys.state} in ('running', 'waiting')` : sql``})`,
        ),
      )
    if (eligible.length === 0) continue
    const inserted = await tx
      .insert(journeys)
      .values(
        eligible.map((contact) => ({
          id: timeOrderedId(),
          teamId: automation.teamId,
          automationId: automation.id,
          contactId: contact.id,
          version: automation.version,
          nodeId: automation.trigger.id,
          state: 'running' as const,
          enteredAt: now,
          nodeEnteredAt: now,
          wakeAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: journeys.id })
    if (inserted.length === 0) continue
    await tx.insert(automationJourneySteps).values(
      inserted.map((journey) => ({
        journeyId: journey.id,
        automationId: automation.id,
        version: automation.version,
        nodeId: automation.trigger.id,
        outcome: 'waiting' as const,
        enteredAt: now,
      })),
    )
    started += inserted.length
  }
  return started
}

/**
 * What happened to these contacts of the team starts the journeys of every active automation
 * whose trigger matches; answers how many started (the caller kicks the background work).
 */
export async function enterAutomations(
  tx: Database,
  teamId: string,
  happening: Happening,
  contactIds: string[],
  now: Date,
): Promise<number> {
  if (contactIds.length === 0) return 0
  let started = 0
  for (const automation of await activeTriggers(tx, teamId, happening.event))
    if (triggerMatches(automation.trigger.settings, happening))
      started += await startJourneys(tx, automation, contactIds, now)
  return started
}

/** Tags given (by tag nodes, an edit, an import) start the journeys of tag triggers. */
export async function enterOnTags(
  tx: Database,
  given: { teamId: string; contactId: string; tag: string }[],
  now: Date,
): Promise<number> {
  const groups = new Map<string, { teamId: string; tag: string; contactIds: string[] }>()
  for (const { teamId, contactId, tag } of given) {
    const key = `${teamId}\u0000${tag.toLowerCase()}`
    const group = groups.get(key) ?? { teamId, tag, contactIds: [] }
    group.contactIds.push(contactId)
    groups.set(key, group)
  }
  // A team's tag triggers are read once, however many tags (an import's batch gives many).
  const triggersOf = new Map<string, Promise<ActiveTrigger[]>>()
  let started = 0
  for (const group of groups.values()) {
    let triggers = triggersOf.get(group.teamId)
    if (!triggers) {
      triggers = activeTriggers(tx, group.teamId, 'tag_added')
      triggersOf.set(group.teamId, triggers)
    }
    const happening: Happening = { event: 'tag_added', tag: group.tag }
    for (const automation of await triggers)
      if (triggerMatches(automation.trigger.settings, happening))
        started += await startJourneys(tx, automation, group.contactIds, now)
  }
  return started
}

/** A contact written with `after` tags where it had `before`: the new ones start journeys. */
export function enterOnNewTags(
  tx: Database,
  teamId: string,
  contactId: string,
  before: readonly string[],
  after: readonly string[],
  now: Date,
): Promise<number> {
  const had = new Set(before.map((tag) => tag.toLowerCase()))
  const given = after.filter((tag) => !had.has(tag.toLowerCase()))
  return enterOnTags(
    tx,
    given.map((tag) => ({ teamId, contactId, tag })),
    now,
  )
}
