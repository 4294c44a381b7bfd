import { and, asc, eq } from 'drizzle-orm'
import { campaignLimits } from '../../../../src/contract/constants'
import {
  type CampaignLifecycleEvent,
  type CampaignLifecycleInput,
  type CampaignLifecycleSnapshot,
  decide,
  deliveryOf,
  foldLifecycle,
  lifecycleOf,
} from '../../../../src/machines/campaignLifecycle'
import type { Database } from '../../db/connect'
import { isUniqueViolation } from '../../db/errors'
import { campaignEvents, type StoredLifecycleEvent, smsCampaigns } from '../../db/schema'
import type { EventBus } from '../../events/bus'
import { ApiError } from '../../http/errors'
import { presentCampaign } from './present'

export type CampaignRow = typeof smsCampaigns.$inferSelect

/**
 * Every campaign folds from the same input: nothing known. Its first event (a configure, stored
 * with the campaign) says what it lacks, whether it recurs and whether it reads a feed.
 */
const lifecycleInput: CampaignLifecycleInput = {}

/** Who stored an event: a person (with the name kept), or the delivery engine (no one). */
export interface LifecycleActor {
  userId: string | null
  name: string | null
}
export const engineActor: LifecycleActor = { userId: null, name: null }

/** The lifecycle refused an event: 409 with its reason, and where the campaign is. */
export class LifecycleRefusal extends ApiError {
  constructor(reason: string, campaign: CampaignRow) {
    super(409, reason, { status: campaign.status, lifecycle: campaign.lifecycle })
  }
}

export const campaignNotFound = () => new ApiError(404, 'The campaign was not found.')

/**
 * The campaign, locked for this transaction: commands on one campaign take turns (the
 * (campaign_id, seq) key is the backstop). With `teamId`, only that team's campaign.
 */
export async function lockCampaign(
  tx: Database,
  campaignId: string,
  teamId?: string,
): Promise<CampaignRow | undefined> {
  const [row] = await tx
    .select()
    .from(smsCampaigns)
    .where(
      and(
        eq(smsCampaigns.id, campaignId),
        teamId === undefined ? undefined : eq(smsCampaigns.teamId, teamId),
      ),
    )
    .for('update')
  return row
}

async function storedEvents(db: Database, campaignId: string) {
  return db
    .select({ seq: campaignEvents.seq, event: campaignEvents.event })
    .from(campaignEvents)
    .where(eq(campaignEvents.campaignId, campaignId))
    .orderBy(asc(campaignEvents.seq))
}

/** The campaign's lifecycle now: its stored events, in order, folded through the machine. */
export async function foldCampaign(
  db: Database,
  campaignId: string,
): Promise<CampaignLifecycleSnapshot> {
  const events = await storedEvents(db, campaignId)
  return foldLifecycle(
    lifecycleInput,
    events.map((row) => row.event),
  )
}

export interface Appended {
  campaign: CampaignRow
  events: { seq: number; event: StoredLifecycleEvent }[]
}

/**
 * Decides `events` one after another after the campaign's stored ones and appends them, with
 * the fold written to the campaign's columns; the first refused one throws LifecycleRefusal
 * and nothing is appended. Call it in a transaction, with the campaign locked (lockCampaign).
 */
export async function appendLifecycleEvents(
  tx: Database,
  campaign: CampaignRow,
  events: readonly StoredLifecycleEvent[],
  actor: LifecycleActor,
): Promise<Appended> {
  const stored = await storedEvents(tx, campaign.id)
  let snapshot = foldLifecycle(
    lifecycleInput,
    stored.map((row) => row.event),
  )
  let seq = stored.at(-1)?.seq ?? 0
  const appended: Appended['events'] = []
  for (const event of events) {
    const decision = decide(snapshot, event as CampaignLifecycleEvent)
    if (!decision.accepted) throw new LifecycleRefusal(decision.reason, campaign)
    snapshot = decision.snapshot
    seq += 1
    appended.push({ seq, event })
  }
  if (appended.length === 0) return { campaign, events: [] }
  await tx.insert(campaignEvents).values(
    appended.map(({ seq, event }) => ({
      campaignId: campaign.id,
      seq,
      event,
      actorId: actor.userId,
      actorName: actor.name,
    })),
  )
  const [updated] = await tx
    .update(smsCampaigns)
    .set({
      status: deliveryOf(snapshot),
      lifecycle: lifecycleOf(snapshot),
      missing: snapshot.context.missing,
      failure: snapshot.context.failure,
      runs: snapshot.context.runs,
      lastSeq: seq,
    })
    .where(eq(smsCampaigns.id, campaign.id))
    .returning()
  if (!updated) throw campaignNotFound()
  return { campaign: updated, events: appended }
}

/**
 * Runs a command's transaction again when another change of the campaign stored the same event
 * number first (the key refused ours); after the last try, 409.
 */
export async function retryingCommand<Result>(run: () => Promise<Result>): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run()
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      if (attempt >= campaignLimits.commandAttempts)
        throw new ApiError(
          409,
          'Another change of the campaign was stored at the same moment; try again.',
        )
    }
  }
}

/** Tells the team's open event streams what each appended event made of the campaign. */
export function announceLifecycle(events: EventBus, appended: Appended): void {
  const campaign = presentCampaign(appended.campaign)
  for (const { seq, event } of appended.events)
    events.publish({
      name: 'campaign.lifecycle',
      audience: { teamId: appended.campaign.teamId },
      data: { seq, event: event.type, campaign },
    })
}
