import { and, asc, count, desc, eq } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import type { ActivityAction } from '../../../../src/contract/activity'
import { id as idSchema } from '../../../../src/contract/fields'
import { smsPaths } from '../../../../src/contract/routes'
import {
  type CampaignLogEntry,
  type CampaignReadiness,
  type CampaignSchedule,
  campaignLogListQuery,
  campaignSendRequest,
} from '../../../../src/contract/sms-campaign'
import { deliveryOf } from '../../../../src/machines/campaignLifecycle'
import type { Database } from '../../db/connect'
import { pageOf, windowOf } from '../../db/list-query'
import { campaignEvents, type StoredLifecycleEvent, smsCampaigns } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { recordActivity } from '../../domain/activity/record'
import {
  announceLifecycle,
  appendLifecycleEvents,
  type CampaignRow,
  campaignNotFound,
  foldCampaign,
  lockCampaign,
  retryingCommand,
} from '../../domain/campaigns/lifecycle'
import { presentCampaign } from '../../domain/campaigns/present'
import { configurationOf, missingOf } from '../../domain/campaigns/readiness'
import { actorOf, type TeamAccess } from '../../domain/teams/access'
import type { AppEnv } from '../../http/context'
import { requireTeamAccess } from '../../http/team-access'
import { readBody, readQuery } from '../../http/validate'
import { authorize } from '../audience/guard'

const campaignId = (c: Context) => {
  const value = c.req.param('id') ?? ''
  if (!idSchema.safeParse(value).success) throw campaignNotFound()
  return value
}

/** Whether a send without its own time waits: for a time still ahead, or a recurrence's first run. */
function sendsLater(schedule: CampaignSchedule, at: string | null | undefined, now: Date) {
  if (at) return new Date(at).getTime() > now.getTime()
  if (schedule.kind === 'at') return new Date(schedule.at).getTime() > now.getTime()
  return schedule.kind === 'recurring'
}

interface Command {
  path: string
  /** The activity entry it writes, and what the refusal of a viewer names. */
  action: ActivityAction
  what: string
  /** The events to decide and append, read under the campaign's lock, with the body's `at`. */
  events(tx: Database, campaign: CampaignRow, at?: string | null): Promise<StoredLifecycleEvent[]>
}

/**
 * A send of a draft first tells the lifecycle what the draft lacks now (a text deleted since
 * its last edit makes it unready), so the decision is taken on today's data.
 */
async function sendEvents(
  deps: AppDeps,
  tx: Database,
  campaign: CampaignRow,
  at: string | null | undefined,
): Promise<StoredLifecycleEvent[]> {
  const later = sendsLater(campaign.schedule, at, deps.clock())
  const send: StoredLifecycleEvent = { type: 'campaign.send', later, at: at ?? null }
  const snapshot = await foldCampaign(tx, campaign.id)
  if (deliveryOf(snapshot) !== 'draft') return [send]
  const now = await configurationOf(tx, campaign)
  const { missing, recurring, feed } = snapshot.context
  const unchanged = JSON.stringify(now) === JSON.stringify({ missing, recurring, feed })
  return unchanged ? [send] : [{ type: 'campaign.configure', ...now }, send]
}

const single = (event: StoredLifecycleEvent) => async (): Promise<StoredLifecycleEvent[]> => [event]

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
    authorize(caller, 'read', 'see campaigns')
    const missing = await missingOf(deps.db, await find(caller, c))
    return c.json({ ready: missing.length === 0, missing } satisfies CampaignReadiness)
  })

  app.get(`/${smsPaths.campaignLogs}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'see campaigns')
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
        (row): CampaignLogEntry => ({
          seq: row.seq,
          type: row.event.type,
          event: row.event,
          actor: row.actorName === null ? null : { id: row.actorId, name: row.actorName },
          created_at: row.createdAt.toISOString(),
        }),
      ),
    )
  })

  const commands: Command[] = [
    {
      path: smsPaths.campaignSend,
      action: 'sent',
      what: 'send campaigns',
      events: (tx, campaign, at) => sendEvents(deps, tx, campaign, at),
    },
    {
      path: smsPaths.campaignPause,
      action: 'paused',
      what: 'pause campaigns',
      events: single({ type: 'campaign.pause' }),
    },
    {
      path: smsPaths.campaignResume,
      action: 'resumed',
      what: 'resume campaigns',
      events: single({ type: 'campaign.resume' }),
    },
    {
      path: smsPaths.campaignStop,
      action: 'stopped',
      what: 'stop campaigns',
      events: single({ type: 'campaign.stop' }),
    },
    {
      path: smsPaths.campaignStopRecurring,
      action: 'stopped',
      what: 'stop campaigns',
      events: single({ type: 'campaign.stopRecurring' }),
    },
    {
      path: smsPaths.campaignStopFeed,
      action: 'stopped',
      what: 'stop campaigns',
      events: single({ type: 'campaign.stopFeed' }),
    },
    {
      path: smsPaths.campaignPlannerStop,
      action: 'stopped',
      what: 'stop campaigns',
      events: single({ type: 'campaign.stopPlanner' }),
    },
  ]

  for (const command of commands)
    app.post(`/${command.path}`, access, async (c) => {
      const caller = c.get('access')
      authorize(caller, 'update', command.what)
      const id = campaignId(c)
      const actor = actorOf(caller)
      // Only a send reads a body; the other commands take none and ignore one.
      const { at } =
        command.path === smsPaths.campaignSend ? await readBody(c, campaignSendRequest) : {}
      const appended = await retryingCommand(() =>
        deps.db.transaction(async (tx) => {
          const campaign = await lockCampaign(tx, id, caller.team.id)
          if (!campaign) throw campaignNotFound()
          const events = await command.events(tx, campaign, at)
          const result = await appendLifecycleEvents(tx, campaign, events, {
            userId: actor.userId,
            name: actor.name,
          })
          const decisive = events.at(-1)
          await recordActivity(tx, {
            teamId: caller.team.id,
            actor,
            action: command.action,
            subjectType: 'sms_campaign',
            subjectId: campaign.id,
            subjectLabel: campaign.name,
            properties: { event: decisive, lifecycle: result.campaign.lifecycle },
          })
          return result
        }),
      )
      announceLifecycle(deps.events, appended)
      return c.json(presentCampaign(appended.campaign))
    })

  return app
}
