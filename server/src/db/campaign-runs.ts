import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { smsCampaigns } from './campaigns'
import { momentColumn } from './columns'
import { teams } from './schema'

/**
 * The delivery engine's own record of a campaign run: when it started, whether its audience has
 * been expanded into campaign_messages (a worker holds the expansion until `claimed_until`; a
 * dead worker's claim runs out and another takes it over), and when the engine reported the run
 * finished. The lifecycle's events stay the campaign's truth; this is the engine's bookkeeping.
 */
export const campaignRuns = pgTable(
  'campaign_runs',
  {
    campaignId: text('campaign_id')
      .notNull()
      .references(() => smsCampaigns.id, { onDelete: 'cascade' }),
    run: integer('run').notNull(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    startedAt: momentColumn('started_at').notNull(),
    /** Set once every contact of the audience has its message (again later for a streaming feed). */
    expandedAt: momentColumn('expanded_at'),
    claimedUntil: momentColumn('claimed_until'),
    finishedAt: momentColumn('finished_at'),
  },
  (table) => [primaryKey({ name: 'campaign_runs_pkey', columns: [table.campaignId, table.run] })],
)
