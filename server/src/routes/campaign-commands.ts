import type { Context, Hono, MiddlewareHandler } from 'hono'
import type { ActivityAction, ActivitySubjectType } from '../../../src/contract/activity'
import type { AppLocale } from '../../../src/contract/constants'
import { id as idSchema } from '../../../src/contract/fields'
import { campaignSendRequest } from '../../../src/contract/sms-campaign'
import type { VoiceStopMode } from '../../../src/contract/voice-campaign'
import { deliveryOf } from '../../../src/machines/campaignLifecycle'
import type { Database } from '../db/connect'
import type { StoredLifecycleEvent } from '../db/schema'
import type { AppDeps } from '../deps'
import { recordActivity } from '../domain/activity/record'
import {
  type AppendedTo,
  appendLifecycleEventsTo,
  foldStoredLifecycle,
  type LifecycleRow,
  type LifecycleStore,
  retryingCommand,
} from '../domain/campaigns/lifecycle'
import type { CampaignConfiguration } from '../domain/campaigns/readiness'
import type { Deed } from '../domain/teams/access'
import { actorOf } from '../domain/teams/access'
import type { EventBus } from '../events/bus'
import type { AppEnv } from '../http/context'
import type { ApiError } from '../http/errors'
import { localeOf } from '../http/locale'
import { readBody } from '../http/validate'
import { authorize } from './audience/guard'

/**
 * What a stop does to the work in progress: `now` ends it (a voice campaign hangs up its calls),
 * `graceful` lets it finish (a message handed to the carrier cannot be called back, so an SMS
 * stop is graceful). Either way the work not started yet is cancelled.
 */
export type StopMode = VoiceStopMode

/** A lifecycle command: its path, the activity entry it writes and what a viewer's refusal names. */
export interface LifecycleCommand<Row> {
  path: string
  action: ActivityAction
  what: { deed: Deed }
  /** The send: its body's `at` is read (the other commands take no body and ignore one). */
  readsAt?: true
  /** A stop of the campaign (not of its recurrence or feed), and what it does to work under way. */
  stop?: StopMode
  /** The events to decide and append, read under the campaign's lock, with the body's `at`. */
  events(
    tx: Database,
    campaign: Row,
    at: string | null | undefined,
  ): Promise<StoredLifecycleEvent[]>
}

export const singleEvent =
  (event: StoredLifecycleEvent) => async (): Promise<StoredLifecycleEvent[]> => [event]

/** A stop command: SMS and voice campaigns each have several (a recurrence, a feed, the planner). */
export const stopCommand = <Row>(
  path: string,
  event: StoredLifecycleEvent,
): LifecycleCommand<Row> => ({
  path,
  action: 'stopped',
  what: { deed: 'stopCampaigns' },
  events: singleEvent(event),
})

/** The stop of the campaign itself, in a mode (both kinds' stops say which). */
export const campaignStopCommand = <Row>(path: string, stop: StopMode): LifecycleCommand<Row> => ({
  ...stopCommand<Row>(path, { type: 'campaign.stop' }),
  stop,
})

/** What both kinds of campaign command alike: send, pause, resume, stop a recurrence or a feed. */
export function sharedCommands<Row>(
  paths: { send: string; pause: string; resume: string; stopRecurring: string; stopFeed: string },
  send: LifecycleCommand<Row>['events'],
): LifecycleCommand<Row>[] {
  return [
    {
      path: paths.send,
      action: 'sent',
      what: { deed: 'sendCampaigns' },
      events: send,
      readsAt: true,
    },
    {
      path: paths.pause,
      action: 'paused',
      what: { deed: 'pauseCampaigns' },
      events: singleEvent({ type: 'campaign.pause' }),
    },
    {
      path: paths.resume,
      action: 'resumed',
      what: { deed: 'resumeCampaigns' },
      events: singleEvent({ type: 'campaign.resume' }),
    },
    stopCommand(paths.stopRecurring, { type: 'campaign.stopRecurring' }),
    stopCommand(paths.stopFeed, { type: 'campaign.stopFeed' }),
  ]
}

/**
 * A send of a draft first tells the lifecycle what the draft lacks now (a text deleted since
 * its last edit makes it unready), so the decision is taken on today's data.
 */
export async function sendEventsOf<Row extends LifecycleRow>(
  store: LifecycleStore<Row>,
  tx: Database,
  campaign: Row,
  send: StoredLifecycleEvent,
  configurationOf: (tx: Database, campaign: Row) => Promise<CampaignConfiguration>,
): Promise<StoredLifecycleEvent[]> {
  const snapshot = await foldStoredLifecycle(store, tx, campaign.id)
  if (deliveryOf(snapshot) !== 'draft') return [send]
  const now = await configurationOf(tx, campaign)
  const { missing, recurring, feed } = snapshot.context
  const unchanged = JSON.stringify(now) === JSON.stringify({ missing, recurring, feed })
  return unchanged ? [send] : [{ type: 'campaign.configure', ...now }, send]
}

/** The campaign id of the path, or the kind's 404 for one that cannot be an id. */
export function campaignIdOf(c: Context, notFound: () => ApiError): string {
  const value = c.req.param('id') ?? ''
  if (!idSchema.safeParse(value).success) throw notFound()
  return value
}

/** A campaign row as commands need it: its lifecycle, and the name the activity entry keeps. */
type CommandedRow = LifecycleRow & { name: string }

/** How one kind of campaign is commanded: its store, and what the routes write and answer. */
export interface CommandMount<Row extends CommandedRow> {
  store: LifecycleStore<Row>
  subjectType: ActivitySubjectType
  notFound(): ApiError
  present(row: Row, locale: AppLocale): unknown
  announce(events: EventBus, appended: AppendedTo<Row>): void
  /**
   * A stop's part in the command's transaction, after the append: the work not started yet is
   * cancelled (SMS: queued messages; voice: calls not placed), with its counters. Answers the
   * campaign as it is then.
   */
  cancelUnstarted(tx: Database, campaign: Row): Promise<Row>
  /** Written in the command's transaction after the append (voice: the next run). */
  afterAppend?(
    tx: Database,
    campaign: Row,
    result: AppendedTo<Row>,
    decisive: StoredLifecycleEvent | undefined,
    at: string | null | undefined,
  ): Promise<void>
  /** Done once the command is stored, before the engine is woken (voice: hang up on stop now). */
  afterCommit?(command: LifecycleCommand<Row>, campaignId: string): Promise<void>
}

/**
 * Mounts each command as POST: under the campaign's lock, its events are decided and appended
 * (retried when another change took the same event number), the activity recorded, the team's
 * streams told, and the engine woken (a send or a resume has work for it now rather than at
 * its next poll).
 */
export function mountLifecycleCommands<Row extends CommandedRow>(
  app: Hono<AppEnv>,
  deps: AppDeps,
  access: MiddlewareHandler<AppEnv>,
  commands: readonly LifecycleCommand<Row>[],
  mount: CommandMount<Row>,
): void {
  for (const command of commands)
    app.post(`/${command.path}`, access, async (c) => {
      const caller = c.get('access')
      authorize(caller, 'update', command.what)
      const id = campaignIdOf(c, mount.notFound)
      const actor = actorOf(caller)
      const { at } = command.readsAt ? await readBody(c, campaignSendRequest) : {}
      const appended = await retryingCommand(() =>
        deps.db.transaction(async (tx) => {
          const campaign = await mount.store.lock(tx, id, caller.team.id)
          if (!campaign) throw mount.notFound()
          const events = await command.events(tx, campaign, at)
          const stored = await appendLifecycleEventsTo(mount.store, tx, campaign, events, {
            userId: actor.userId,
            name: actor.name,
          })
          const result = command.stop
            ? { ...stored, campaign: await mount.cancelUnstarted(tx, stored.campaign) }
            : stored
          const decisive = events.at(-1)
          await mount.afterAppend?.(tx, campaign, result, decisive, at)
          await recordActivity(tx, {
            teamId: caller.team.id,
            actor,
            action: command.action,
            subjectType: mount.subjectType,
            subjectId: campaign.id,
            subjectLabel: campaign.name,
            properties: { event: decisive, lifecycle: result.campaign.lifecycle },
          })
          return result
        }),
      )
      mount.announce(deps.events, appended)
      await mount.afterCommit?.(command, id)
      deps.work.kick()
      return c.json(mount.present(appended.campaign, localeOf(c)))
    })
}
