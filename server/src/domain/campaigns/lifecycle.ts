import { and, asc, eq } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { type AppLocale, campaignLimits } from '../../../../src/contract/constants'
import type {
  CampaignLifecycleValue,
  CampaignLogEntry,
  DeliveryStateName,
} from '../../../../src/contract/sms-campaign'
import {
  type CampaignLifecycleEvent,
  type CampaignLifecycleInput,
  type CampaignLifecycleSnapshot,
  decide,
  deliveryOf,
  foldLifecycle,
  lifecycleOf,
  type RefusalCode,
} from '../../../../src/machines/campaignLifecycle'
import { refusalText } from '../../../../src/messages/campaigns/refusal'
import type { Database } from '../../db/connect'
import { isUniqueViolation } from '../../db/errors'
import { campaignEvents, type StoredLifecycleEvent, smsCampaigns } from '../../db/schema'
import { type EventBus, wordedEvent } from '../../events/bus'
import { ApiError } from '../../http/errors'
import { readWords, type StoredWords } from '../../http/stored-words'
import { said } from '../../http/words'
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

/** What every kind of campaign (SMS, voice) keeps of its lifecycle beside its events. */
export interface LifecycleRow {
  id: string
  teamId: string
  status: DeliveryStateName
  lifecycle: CampaignLifecycleValue
  failureWords: StoredWords | null
}

/** The fold of a campaign's events, as its columns keep it. */
export interface LifecycleColumns {
  status: DeliveryStateName
  lifecycle: CampaignLifecycleValue
  missing: string[]
  failure: string | null
  /** The failure in every language: the words kept with the engine.failed event that set it. */
  failureWords: StoredWords | null
  runs: number
  lastSeq: number
}

/** An event row to store: the campaign, its number, the event and who gave it. */
export interface NewLifecycleEvent {
  campaignId: string
  seq: number
  event: StoredLifecycleEvent
  actorId: string | null
  actorName: string | null
}

/**
 * Where one kind of campaign keeps its lifecycle: its table (locked, and written with the fold)
 * and its events table. SMS and voice campaigns each give one; the deciding and appending below
 * is the same for both.
 */
export interface LifecycleStore<Row extends LifecycleRow> {
  /** The campaign, locked for the transaction (with `teamId`, only that team's). */
  lock(tx: Database, campaignId: string, teamId?: string): Promise<Row | undefined>
  /** Its stored events, oldest first. */
  events(db: Database, campaignId: string): Promise<{ seq: number; event: StoredLifecycleEvent }[]>
  insert(tx: Database, rows: NewLifecycleEvent[]): Promise<void>
  /** Writes the fold to the campaign's columns and answers the campaign after it. */
  writeFold(tx: Database, campaignId: string, fold: LifecycleColumns): Promise<Row | undefined>
}

/** What the lifecycle refused: its code, after which lifecycle, and the event. */
export interface Refused {
  code: RefusalCode
  snapshot: CampaignLifecycleSnapshot
  event: CampaignLifecycleEvent
}

/** The lifecycle refused an event: 409 with its reason in words, and where the campaign is. */
export class LifecycleRefusal extends ApiError {
  constructor(refused: Refused, campaign: Pick<LifecycleRow, 'status' | 'lifecycle'>) {
    const { code, snapshot, event } = refused
    super(409, (locale) => refusalText(code, snapshot, event, locale), {
      status: campaign.status,
      lifecycle: campaign.lifecycle,
    })
  }
}

export const campaignNotFound = () =>
  new ApiError(404, said('thing.notFound', { thing: 'campaign' }))

/** A campaign table the lifecycle keeps its fold in, and the table of its events. */
type LifecycleTable = PgTable & { id: PgColumn; teamId: PgColumn }
type LifecycleEventsTable = PgTable & { campaignId: PgColumn; seq: PgColumn; event: PgColumn }

/**
 * The store of one kind of campaign, from its table pair: both kinds lock, read, append and
 * write the fold the same way. `Row` is the campaign table's row (Drizzle cannot see that
 * through a table given as a parameter, hence the casts).
 */
export function lifecycleStoreOf<Row extends LifecycleRow>(
  campaigns: LifecycleTable,
  events: LifecycleEventsTable,
): LifecycleStore<Row> {
  return {
    async lock(tx, campaignId, teamId) {
      const [row] = await tx
        .select()
        .from(campaigns)
        .where(
          and(
            eq(campaigns.id, campaignId),
            teamId === undefined ? undefined : eq(campaigns.teamId, teamId),
          ),
        )
        .for('update')
      return row as Row | undefined
    },
    events: async (db, campaignId) =>
      (await db
        .select({ seq: events.seq, event: events.event })
        .from(events)
        .where(eq(events.campaignId, campaignId))
        .orderBy(asc(events.seq))) as { seq: number; event: StoredLifecycleEvent }[],
    async insert(tx, rows) {
      await tx.insert(events).values(rows)
    },
    async writeFold(tx, campaignId, fold) {
      const [updated] = await tx
        .update(campaigns)
        .set(fold)
        .where(eq(campaigns.id, campaignId))
        .returning()
      return updated as Row | undefined
    },
  }
}

/** SMS campaigns and their events (campaign_events). */
export const smsLifecycleStore = lifecycleStoreOf<CampaignRow>(smsCampaigns, campaignEvents)

/**
 * The campaign, locked for this transaction: commands on one campaign take turns (the
 * (campaign_id, seq) key is the backstop). With `teamId`, only that team's campaign.
 */
export const lockCampaign = (tx: Database, campaignId: string, teamId?: string) =>
  smsLifecycleStore.lock(tx, campaignId, teamId)

/** A campaign's lifecycle now (any kind): its stored events, in order, folded through the machine. */
export async function foldStoredLifecycle<Row extends LifecycleRow>(
  store: LifecycleStore<Row>,
  db: Database,
  campaignId: string,
): Promise<CampaignLifecycleSnapshot> {
  const events = await store.events(db, campaignId)
  return foldLifecycle(
    lifecycleInput,
    events.map((row) => row.event),
  )
}

/** An SMS campaign's lifecycle now. */
export const foldCampaign = (db: Database, campaignId: string) =>
  foldStoredLifecycle(smsLifecycleStore, db, campaignId)

export interface AppendedTo<Row extends LifecycleRow> {
  campaign: Row
  events: { seq: number; event: StoredLifecycleEvent }[]
}
export type Appended = AppendedTo<CampaignRow>

/**
 * Decides `events` one after another after the campaign's stored ones and appends them to
 * `store`, with the fold written to the campaign's columns; the first refused one throws
 * LifecycleRefusal and nothing is appended. Call it in a transaction, with the campaign locked.
 */
export async function appendLifecycleEventsTo<Row extends LifecycleRow>(
  store: LifecycleStore<Row>,
  tx: Database,
  campaign: Row,
  events: readonly StoredLifecycleEvent[],
  actor: LifecycleActor,
): Promise<AppendedTo<Row>> {
  const stored = await store.events(tx, campaign.id)
  let snapshot = foldLifecycle(
    lifecycleInput,
    stored.map((row) => row.event),
  )
  let seq = stored.at(-1)?.seq ?? 0
  const appended: AppendedTo<Row>['events'] = []
  for (const event of events) {
    const lifecycleEvent = event as CampaignLifecycleEvent
    const decision = decide(snapshot, lifecycleEvent)
    if (!decision.accepted)
      throw new LifecycleRefusal(
        { code: decision.reason, snapshot, event: lifecycleEvent },
        campaign,
      )
    snapshot = decision.snapshot
    seq += 1
    appended.push({ seq, event })
  }
  if (appended.length === 0) return { campaign, events: [] }
  const failed = appended.filter(({ event }) => event.type === 'engine.failed').at(-1)?.event
  await store.insert(
    tx,
    appended.map(({ seq, event }) => ({
      campaignId: campaign.id,
      seq,
      event,
      actorId: actor.userId,
      actorName: actor.name,
    })),
  )
  const updated = await store.writeFold(tx, campaign.id, {
    status: deliveryOf(snapshot),
    lifecycle: lifecycleOf(snapshot),
    missing: snapshot.context.missing,
    failure: snapshot.context.failure,
    failureWords: failed ? (failed.reasonWords ?? null) : campaign.failureWords,
    runs: snapshot.context.runs,
    lastSeq: seq,
  })
  if (!updated) throw campaignNotFound()
  return { campaign: updated, events: appended }
}

/** The same, for an SMS campaign (lockCampaign). */
export const appendLifecycleEvents = (
  tx: Database,
  campaign: CampaignRow,
  events: readonly StoredLifecycleEvent[],
  actor: LifecycleActor,
): Promise<Appended> => appendLifecycleEventsTo(smsLifecycleStore, tx, campaign, events, actor)

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
        throw new ApiError(409, 'campaign.concurrentChange')
    }
  }
}

/**
 * Tells the team's open event streams what each appended event made of the campaign (its
 * failure in each stream's language).
 */
export function announceLifecycle(events: EventBus, appended: Appended): void {
  for (const { seq, event } of appended.events)
    events.publish(
      wordedEvent('campaign.lifecycle', { teamId: appended.campaign.teamId }, (locale) => ({
        seq,
        event: event.type,
        campaign: presentCampaign(appended.campaign, locale),
      })),
    )
}

/**
 * A stored lifecycle event as the campaign's log shows it (SMS and voice alike): an engine's
 * failure gives its reason in `locale` (one stored before words were kept, its English).
 */
export function presentLogEntry(
  row: {
    seq: number
    event: StoredLifecycleEvent
    actorId: string | null
    actorName: string | null
    createdAt: Date
  },
  locale: AppLocale,
): CampaignLogEntry {
  const { reasonWords, ...event } = row.event
  return {
    seq: row.seq,
    type: event.type,
    event:
      event.type === 'engine.failed'
        ? { ...event, reason: readWords(reasonWords, event.reason, locale) }
        : event,
    actor: row.actorName === null ? null : { id: row.actorId, name: row.actorName },
    created_at: row.createdAt.toISOString(),
  }
}
