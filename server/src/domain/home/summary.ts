import { type AppLocale, money } from '../../../../src/contract/constants'
import { type HomeSummary, homeLimits } from '../../../../src/contract/home'
import type { Database } from '../../db/connect'
import { contactDashboard } from '../audience/dashboard'
import { attentionItems } from './attention'
import { dayFigures } from './day-figures'
import { runningWork, sendingCampaigns } from './work-lists'

const dayMs = 24 * 60 * 60 * 1000
const utcDay = (moment: Date) => moment.toISOString().slice(0, 10)

/**
 * GET home/summary: the team's day at a glance, in UTC days (no time zone is stored for a team
 * or a user yet). Each part reuses the query of the screen it summarises.
 */
export async function homeSummary(
  db: Database,
  teamId: string,
  now: Date,
  locale: AppLocale,
): Promise<HomeSummary> {
  const today = utcDay(now)
  const yesterday = utcDay(new Date(now.getTime() - dayMs))
  const growthFrom = utcDay(new Date(now.getTime() - (homeLimits.growthDays - 1) * dayMs))
  const [days, audience, sending, running, attention] = await Promise.all([
    dayFigures(db, teamId, yesterday, today),
    contactDashboard(db, teamId, { from: growthFrom, to: today, interval: 'day' }, now),
    sendingCampaigns(db, teamId),
    runningWork(db, teamId),
    attentionItems(db, teamId, locale),
  ])
  return {
    currency: money.defaultCurrency,
    time_zone: 'UTC',
    sending,
    today: days.today,
    yesterday: days.yesterday,
    audience: {
      total: audience.total,
      growth: audience.growth.map(({ period, added, total }) => ({ day: period, added, total })),
    },
    running,
    attention,
  }
}
