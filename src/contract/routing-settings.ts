import { z } from 'zod'
import { routingScopes } from './constants'
import { currencyCode } from './money-text'
import { rateInboxMailUpdate } from './rate-sheet'

/**
 * A routing scope's vendor-side defaults (issue 18 item 4): the currency the rate form starts
 * in, and the senders a new route's rate inbox takes mail from (addresses or domains; none:
 * anyone). Read by everyone in the team, written by owners and admins.
 */
export const routingSettingsRequest = z.object({
  default_currency: currencyCode,
  mail_in_allowed_senders: rateInboxMailUpdate.shape.allowed_senders,
})
export type RoutingSettingsRequest = z.input<typeof routingSettingsRequest>

export const routingSettingsResource = routingSettingsRequest.extend({
  scope: z.enum(routingScopes),
})
export type RoutingSettingsResource = z.infer<typeof routingSettingsResource>
