import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import { voicePaths } from '../../../../src/contract/routes'
import { type CampaignReadiness, campaignLogListQuery } from '../../../../src/contract/sms-campaign'
import {
  activeCallStatuses,
  type VoiceStopMode,
  voiceCallListQuery,
  voiceStopModes,
} from '../../../../src/contract/voice-campaign'
import type { Database } from '../../db/connect'
import { pageOf, windowOf } from '../../db/list-query'
import {
  type StoredLifecycleEvent,
  voiceCalls,
  voiceCampaignEvents,
  voiceCampaigns,
} from '../../db/schema'
import type { AppDeps } from '../../deps'
import { presentLogEntry } from '../../domain/campaigns/lifecycle'
import {
  announceVoiceLifecycle,
  voiceCampaignNotFound,
  voiceLifecycleStore,
} from '../../domain/voice/lifecycle'
import {
  presentVoiceCall,
  presentVoiceCampaign,
  type VoiceCampaignRow,
} from '../../domain/voice/present'
import { voiceConfigurationOf, voiceMissingOf } from '../../domain/voice/readiness'
import { nextRunAfter } from '../../domain/voice/schedule'
import type { AppEnv } from '../../http/context'
import { ApiError } from '../../http/errors'
import { localeOf } from '../../http/locale'
import { requireTeamAccess } from '../../http/team-access'
import { readQuery } from '../../http/validate'
import { authorize } from '../audience/guard'
import {
  campaignIdOf,
  campaignStopCommand,
  mountLifecycleCommands,
  sendEventsOf,
  sharedCommands,
} from '../campaign-commands'

const campaignId = (c: Context) => campaignIdOf(c, voiceCampaignNotFound)

/**
 * The voice campaign calls beside CRUD (spec §7 voice/campaigns send, stop/{x},
 * stop-recurring-sends, stop-feed; is-ready, logs, calls, pause and resume are ours). Commands
 * go through the same lifecycle and decide-and-append path as SMS campaigns'.
 */
export function voiceCampaignRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const access = requireTeamAccess(deps)

  async function find(teamId: string, c: Context) {
    const [row] = await deps.db
      .select()
      .from(voiceCampaigns)
      .where(and(eq(voiceCampaigns.teamId, teamId), eq(voiceCampaigns.id, campaignId(c))))
    if (!row) throw voiceCampaignNotFound()
    return row
  }

  app.get(`/${voicePaths.campaignIsReady}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'campaign')
    const missing = await voiceMissingOf(deps.db, await find(caller.team.id, c))
    return c.json({ ready: missing.length === 0, missing } satisfies CampaignReadiness)
  })

  app.get(`/${voicePaths.campaignLogs}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'campaign')
    const campaign = await find(caller.team.id, c)
    const query = readQuery(c, campaignLogListQuery)
    const where = eq(voiceCampaignEvents.campaignId, campaign.id)
    const { limit, offset } = windowOf(query)
    const order =
      query.sort[0]?.direction === 'desc'
        ? desc(voiceCampaignEvents.seq)
        : asc(voiceCampaignEvents.seq)
    return c.json(
      await pageOf(
        query,
        deps.db
          .select()
          .from(voiceCampaignEvents)
          .where(where)
          .orderBy(order)
          .limit(limit)
          .offset(offset),
        deps.db.select({ value: count() }).from(voiceCampaignEvents).where(where),
        (row) => presentLogEntry(row, localeOf(c)),
      ),
    )
  })

  app.get(`/${voicePaths.campaignCalls}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'call')
    const campaign = await find(caller.team.id, c)
    const query = readQuery(c, voiceCallListQuery)
    const conditions: SQL[] = [eq(voiceCalls.campaignId, campaign.id)]
    if (query.filter.status?.length)
      conditions.push(inArray(voiceCalls.status, query.filter.status))
    if (query.filter.outcome) conditions.push(eq(voiceCalls.outcome, query.filter.outcome))
    const where = and(...conditions)
    const { limit, offset } = windowOf(query)
    // Calls never placed (still queued, or cancelled by a stop) come after the real ones.
    const unplacedLast = asc(
      sql`case when ${voiceCalls.status} in ('queued', 'cancelled') then 1 else 0 end`,
    )
    const order =
      query.sort[0]?.direction === 'asc'
        ? [unplacedLast, asc(voiceCalls.createdAt), asc(voiceCalls.id)]
        : [unplacedLast, desc(voiceCalls.createdAt), desc(voiceCalls.id)]
    return c.json(
      await pageOf(
        query,
        deps.db
          .select()
          .from(voiceCalls)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
        deps.db.select({ value: count() }).from(voiceCalls).where(where),
        presentVoiceCall,
      ),
    )
  })

  /** A send; of a draft, first what it lacks now (sendEventsOf). */
  async function sendEvents(
    tx: Database,
    campaign: VoiceCampaignRow,
    at: string | null | undefined,
  ): Promise<StoredLifecycleEvent[]> {
    const now = deps.clock()
    const next = nextRunAfter(campaign.schedule, campaign.timeZone, now, at)
    const later = next !== null && next.getTime() > now.getTime()
    const send: StoredLifecycleEvent = { type: 'campaign.send', later, at: at ?? null }
    return sendEventsOf(voiceLifecycleStore, tx, campaign, send, voiceConfigurationOf)
  }

  const commands = [
    ...sharedCommands<VoiceCampaignRow>(
      {
        send: voicePaths.campaignSend,
        pause: voicePaths.campaignPause,
        resume: voicePaths.campaignResume,
        stopRecurring: voicePaths.campaignStopRecurring,
        stopFeed: voicePaths.campaignStopFeed,
      },
      sendEvents,
    ),
    ...voiceStopModes.map((mode: VoiceStopMode) =>
      campaignStopCommand<VoiceCampaignRow>(voicePaths.campaignStop.replace(':mode', mode), mode),
    ),
  ]
  mountLifecycleCommands(app, deps, access, commands, {
    store: voiceLifecycleStore,
    subjectType: 'voice_campaign',
    notFound: voiceCampaignNotFound,
    present: presentVoiceCampaign,
    announce: announceVoiceLifecycle,
    // Calls not placed yet never will be (their counters count placed calls only).
    async cancelUnstarted(tx, campaign) {
      await tx
        .update(voiceCalls)
        .set({ status: 'cancelled' })
        .where(and(eq(voiceCalls.campaignId, campaign.id), eq(voiceCalls.status, 'queued')))
      return campaign
    },
    async afterAppend(tx, campaign, result, decisive, at) {
      if (result.campaign.status === 'scheduled' && decisive?.type === 'campaign.send') {
        const nextRunAt = nextRunAfter(campaign.schedule, campaign.timeZone, deps.clock(), at)
        await tx.update(voiceCampaigns).set({ nextRunAt }).where(eq(voiceCampaigns.id, campaign.id))
      }
    },
    async afterCommit(command, id) {
      if (command.stop === 'now') await hangUpAll(id)
    },
  })

  /** Stop now: every call of the campaign still up is hung up (their ends are counted). */
  async function hangUpAll(id: string) {
    const live = await deps.db
      .select({ providerCallId: voiceCalls.providerCallId })
      .from(voiceCalls)
      .where(
        and(eq(voiceCalls.campaignId, id), inArray(voiceCalls.status, [...activeCallStatuses])),
      )
    const failures: unknown[] = []
    for (const { providerCallId } of live)
      if (providerCallId)
        await deps.telephony.hangUp(providerCallId).catch((error) => failures.push(error))
    if (failures.length > 0) throw new ApiError(502, 'campaign.hangUpFailed')
  }

  return app
}
