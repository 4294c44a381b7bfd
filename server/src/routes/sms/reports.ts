import { Hono } from 'hono'
import { campaignReportQuery, domainsCostQuery } from '../../../../src/contract/campaign-reports'
import { smsPaths } from '../../../../src/contract/routes'
import { isDataException } from '../../db/errors'
import type { AppDeps } from '../../deps'
import { campaignReport } from '../../domain/campaigns/reports/campaign-report'
import { domainsCost } from '../../domain/campaigns/reports/domains-cost'
import { resolvePeriod } from '../../domain/campaigns/reports/period'
import { routesCost } from '../../domain/campaigns/reports/routes-cost'
import type { AppEnv } from '../../http/context'
import { ValidationError } from '../../http/errors'
import { requireTeamAccess } from '../../http/team-access'
import { readQuery } from '../../http/validate'
import { authorize } from '../audience/guard'

/**
 * The zone was checked against the browser's list of IANA zones; one the database's list
 * lacks is still the caller's to change (the only value of these queries that can fail).
 */
async function inKnownZone<Result>(query: () => Promise<Result>): Promise<Result> {
  try {
    return await query()
  } catch (error) {
    if (isDataException(error)) throw ValidationError.field('time_zone', 'report.timeZoneUnknown')
    throw error
  }
}

/**
 * GET sms/campaigns/reports, GET sms/campaigns/domains-cost and GET sms/campaigns/routes-cost:
 * every role reads them.
 */
export function reportRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const access = requireTeamAccess(deps)

  app.get(`/${smsPaths.campaignReports}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'campaignReport')
    const query = readQuery(c, campaignReportQuery)
    const period = resolvePeriod(query.filter, query.time_zone, deps.clock())
    const report = await inKnownZone(() =>
      campaignReport(deps.db, caller.team.id, period, query.grouping, query.filter.campaign_id),
    )
    return c.json(report)
  })

  /** A period's costs grouped one way (per tracking domain, per route and network). */
  const costs = <Answer>(
    path: string,
    answer: (...args: Parameters<typeof domainsCost>) => Promise<Answer>,
  ) =>
    app.get(`/${path}`, access, async (c) => {
      const caller = c.get('access')
      authorize(caller, 'read', 'campaignReport')
      const query = readQuery(c, domainsCostQuery)
      const period = resolvePeriod(query.filter, query.time_zone, deps.clock())
      return c.json(
        await inKnownZone(() => answer(deps.db, caller.team.id, period, query.filter.campaign_id)),
      )
    })
  costs(smsPaths.campaignDomainsCost, domainsCost)
  costs(smsPaths.campaignRoutesCost, routesCost)

  return app
}
