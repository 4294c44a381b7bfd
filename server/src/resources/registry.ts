import { automationsResource } from './automations'
import { clientRateRulesResource } from './client-rate-rules'
import { companiesResource } from './companies'
import { contactsResource } from './contacts'
import { customFieldsResource } from './custom-fields'
import type { AnyResource } from './define'
import { emailTemplatesResource } from './email-templates'
import { feedsResource } from './feeds'
import { networksResource } from './networks'
import { offersResource } from './offers'
import { profitLogicsResource } from './profit-logics'
import { rateParserProfilesResource } from './rate-parser-profiles'
import { routingPlansResource } from './routing-plans'
import { segmentsResource } from './segments'
import { senderIdsResource } from './sender-ids'
import { smppConnectionsResource } from './smpp-connections'
import { smsCampaignsResource } from './sms-campaigns'
import { smsRoutesResource } from './sms-routes'
import { tagsResource } from './tags'
import { textsResource } from './texts'
import { voiceAgentsResource } from './voice-agents'
import { voiceCampaignsResource } from './voice-campaigns'

/**
 * Every team-scoped resource the API serves through the engine. The tenant-isolation test walks
 * this list, so a resource added here is covered without a test of its own for that.
 */
export const resources: readonly AnyResource[] = [
  customFieldsResource,
  contactsResource,
  tagsResource,
  segmentsResource,
  feedsResource,
  offersResource,
  senderIdsResource,
  textsResource,
  smsCampaignsResource,
  voiceAgentsResource,
  voiceCampaignsResource,
  automationsResource,
  emailTemplatesResource,
  networksResource,
  smppConnectionsResource,
  rateParserProfilesResource,
  smsRoutesResource,
  routingPlansResource,
  companiesResource,
  clientRateRulesResource,
  profitLogicsResource,
]
