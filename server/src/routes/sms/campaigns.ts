import { and, asc, count, desc, eq } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import { smsPaths } from '../../../../src/contract/routes'
import {
  type CampaignReadiness,
  type CampaignSchedule,
  campaignLogListQuery,
} from '../../../../src/contract/sms-campaign'
import type { Database } from '../../db/connect'
import { pageOf, windowOf } from '../../db/list-query'
import { campaignEvents, type StoredLifecycleEvent, smsCampaigns } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { cancelUnsent } from '../../domain/campaigns/engine/cancel'
import {
  announceLifecycle,
  type CampaignRow,
  campaignNotFound,
  presentLogEntry,
  smsLifecycleStore,
} from '../../domain/campaigns/lifecycle'
import { presentCampaign } from '../../domain/campaigns/present'
import { configurationOf, missingOf } from '../../domain/campaigns/readiness'
import type { TeamAccess } from '../../domain/teams/access'
import type { AppEnv } from '../../http/context'
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
  stopCommand,
} from '../campaign-commands'

const campaignId = (c: Context) => campaignIdOf(c, campaignNotFound)

/** Whether a send without its own time waits: for a time still ahead, or a recurrence's first run. */
function sendsLater(schedule: CampaignSchedule, at: string | null | undefined, now: Date) {
  if (at) return new Date(at).getTime() > now.getTime()
  if (schedule.kind === 'at') return new Date(schedule.at).getTime() > now.getTime()
  return schedule.kind === 'recurring'
}

/** A send; of a draft, first what it lacks now (sendEventsOf). */
async function sendEvents(
  deps: AppDeps,
  tx: Database,
  campaign: CampaignRow,
  at: string | null | undefined,
): Promise<StoredLifecycleEvent[]> {
  const later = sendsLater(campaign.schedule, at, deps.clock())
  const send: StoredLifecycleEvent = { type: 'campaign.send', later, at: at ?? null }
  return sendEventsOf(smsLifecycleStore, tx, campaign, send, configurationOf)
}

/** The campaign calls beside CRUD: is-ready, logs, and the lifecycle's commands. */
export function campaignCallRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const access = requireTeamAccess(deps)

  async function find(caller: TeamAccess, c: Context) {
    const [row] = await deps.db
      .select()
      .from(smsCampaigns)
      .where(and(eq(smsCampaigns.teamId, caller.team.id), eq(smsCampaigns.id, campaignId(c))))
    if (!row) throw campaignNotFound()
    return row
  }

  app.get(`/${smsPaths.campaignIsReady}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'campaign')
    const missing = await missingOf(deps.db, await find(caller, c))
    return c.json({ ready: missing.length === 0, missing } satisfies CampaignReadiness)
  })

  app.get(`/${smsPaths.campaignLogs}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'campaign')
    const campaign = await find(caller, c)
    const query = readQuery(c, campaignLogListQuery)
    const where = eq(campaignEvents.campaignId, campaign.id)
    const descending = query.sort[0]?.direction === 'desc'
    const { limit, offset } = windowOf(query)
    return c.json(
      await pageOf(
        query,
        deps.db
          .select()
          .from(campaignEvents)
          .where(where)
          .orderBy(descending ? desc(campaignEvents.seq) : asc(campaignEvents.seq))
          .limit(limit)
          .offset(offset),
        deps.db.select({ value: count() }).from(campaignEvents).where(where),
        (row) => presentLogEntry(row, localeOf(c)),
      ),
    )
  })

  const commands = [
    ...sharedCommands<CampaignRow>(
      {
        send: smsPaths.campaignSend,
        pause: smsPaths.campaignPause,
        resume: smsPaths.campaignResume,
        stopRecurring: smsPaths.campaignStopRecurring,
        stopFeed: smsPaths.campaignStopFeed,
      },
      (tx, campaign, at) => sendEvents(deps, tx, campaign, at),
    ),
    // A message handed to the carrier cannot be called back: the SMS stop is graceful.
    campaignStopCommand<CampaignRow>(smsPaths.campaignStop, 'graceful'),
    stopCommand<CampaignRow>(smsPaths.campaignPlannerStop, { type: 'campaign.stopPlanner' }),
  ]
  mountLifecycleCommands(app, deps, access, commands, {
    store: smsLifecycleStore,
    subjectType: 'sms_campaign',
    notFound: campaignNotFound,
    present: presentCampaign,
    announce: announceLifecycle,
    async cancelUnstarted(tx, campaign) {
      await cancelUnsent(tx, campaign.id, deps.clock())
      const [after] = await tx.select().from(smsCampaigns).where(eq(smsCampaigns.id, campaign.id))
      return after ?? campaign
    },
    async afterCommit(command, id) {
      if (command.stop) deps.campaignStats.changed(id)
    },
  })

  return app
}
