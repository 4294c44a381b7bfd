import { Hono } from 'hono'
import { formatMoney } from '../../../../src/contract/money'
import { smsPaths } from '../../../../src/contract/routes'
import {
  type CampaignAudience,
  campaignAudienceRequest,
} from '../../../../src/contract/sms-campaign'
import type { AppDeps } from '../../deps'
import { countAudience } from '../../domain/campaigns/audience'
import type { AppEnv } from '../../http/context'
import { requireTeamAccess } from '../../http/team-access'
import { readBody } from '../../http/validate'
import { authorize } from '../audience/guard'

/**
 * POST sms/campaigns/audience: how many contacts the targets reach now, counted as the engine
 * expands them. Ids and tags of other teams reach nobody (every condition is the caller's team).
 * With the price of a message part on the team's route, so the wizard can estimate the cost.
 */
export function campaignAudienceRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  app.post(`/${smsPaths.campaignAudience}`, requireTeamAccess(deps), async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'campaign')
    const { targets } = await readBody(c, campaignAudienceRequest)
    const total = await countAudience(deps.db, caller.team.id, targets, deps.clock())
    const partPrice = deps.config.engine.defaultRouteCost
    return c.json({
      count: total,
      part_price: formatMoney(partPrice),
      currency: partPrice.currency,
    } satisfies CampaignAudience)
  })
  return app
}
