import { inArray, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { type CampaignLifecycleEvent, refusalOf } from '../../../src/machines/campaignLifecycle'
import type { Database } from '../db/connect'
import type { Actor } from '../domain/activity/record'
import {
  appendLifecycleEventsTo,
  foldStoredLifecycle,
  LifecycleRefusal,
  type LifecycleRow,
  type LifecycleStore,
} from '../domain/campaigns/lifecycle'
import type { CampaignConfiguration } from '../domain/campaigns/readiness'
import { ApiError } from '../http/errors'
import { said } from '../http/words'

/** A campaign whose delivery is under way must be stopped before it goes. */
const underWay: readonly string[] = ['scheduled', 'sending', 'paused']

/**
 * The resource engine's afterCreate/afterUpdate for a kind of campaign: every edit re-runs
 * is-ready and tells the lifecycle (which refuses it once the draft is sent).
 */
function configureCampaign<Row extends LifecycleRow>(
  store: LifecycleStore<Row>,
  configurationOf: (tx: Database, campaign: Row) => Promise<CampaignConfiguration>,
) {
  return async (tx: Database, campaign: Row, actor: Actor): Promise<Row> => {
    const configuration = await configurationOf(tx, campaign)
    const appended = await appendLifecycleEventsTo(
      store,
      tx,
      campaign,
      [{ type: 'campaign.configure', ...configuration }],
      { userId: actor.userId, name: actor.name },
    )
    return appended.campaign
  }
}

/**
 * The resource engine's guardChange for a kind of campaign: the lifecycle decides whether it may
 * still be edited (a configure is refused once the draft is sent), and one under way is not
 * deleted. The campaign is locked, so a command cannot slip in between.
 */
function guardCampaignChange<Row extends LifecycleRow>(
  store: LifecycleStore<Row>,
  notFound: () => ApiError,
) {
  return async (
    db: Database,
    teamId: string,
    row: { id: string },
    action: 'update' | 'delete',
  ): Promise<void> => {
    const campaign = await store.lock(db, row.id, teamId)
    if (!campaign) throw notFound()
    if (action === 'delete') {
      if (underWay.includes(campaign.status))
        throw new ApiError(409, said('campaign.stopBeforeDelete', { status: campaign.status }), {
          status: campaign.status,
          lifecycle: campaign.lifecycle,
        })
      return
    }
    const snapshot = await foldStoredLifecycle(store, db, campaign.id)
    const event = {
      type: 'campaign.configure',
      missing: [],
      recurring: false,
      feed: false,
    } satisfies CampaignLifecycleEvent
    const code = refusalOf(snapshot, event)
    if (code !== null) throw new LifecycleRefusal({ code, snapshot, event }, campaign)
  }
}

/** A campaign table as its list needs it: the columns both kinds sort, filter and search on. */
interface CampaignListTable {
  name: PgColumn
  status: PgColumn
  createdAt: PgColumn
  updatedAt: PgColumn
}

/** How both kinds of campaign list: sorted by name, status or dates, filtered by status, searched by name. */
export function campaignList(table: CampaignListTable) {
  return {
    sortColumns: {
      name: table.name,
      status: table.status,
      created_at: table.createdAt,
      updated_at: table.updatedAt,
    },
    filters: {
      status: (statuses: readonly string[]) =>
        statuses.length === 0 ? sql`true` : inArray(table.status, [...statuses]),
    },
    searchColumns: [table.name],
  }
}

/** The engine's hooks of both kinds of campaign: every edit configures, the lifecycle guards changes. */
export function campaignLifecycleHooks<Row extends LifecycleRow>(
  store: LifecycleStore<Row>,
  configurationOf: (tx: Database, campaign: Row) => Promise<CampaignConfiguration>,
  notFound: () => ApiError,
) {
  const configure = configureCampaign(store, configurationOf)
  return {
    afterCreate: (tx: Database, _teamId: string, campaign: Row, actor: Actor) =>
      configure(tx, campaign, actor),
    guardChange: guardCampaignChange(store, notFound),
    afterUpdate: (tx: Database, _teamId: string, _before: Row, campaign: Row, actor: Actor) =>
      configure(tx, campaign, actor),
  }
}
