import type { TeamPermission } from '../../contract/permissions'
import type { Key as FrameKey } from '../../messages/frame/catalogue'
import type { AreaId } from './areas'
import { blankPages } from './blankPages'
import { pageFinder } from './pageKey'
import type { PageKey } from './pageText'
import { type PageName, pageWords } from './pageWords'
import { accountSubPages, findSubPageIn, teamSettingsSubPages } from './subPages'

export { pageKey } from './pageKey'

/** Who may open a page; the guards' logic lives with the session machine. */
export type GuardName = 'auth' | 'guest' | 'unverified' | 'verified' | 'staff' | 'public'
export type LayoutName = 'blank' | 'default'

export interface Page {
  /** Its name: a message of the frame catalogue (frame-blank for the blank layout's pages). */
  titleKey: PageKey
  area: AreaId
  /** What the screen is for, in one plain sentence: a message of the frame catalogue (frame-blank, as the title). */
  purposeKey: PageKey
  guard: GuardName
  layout: LayoutName
  /** The page one level up in the breadcrumb trail (a key of `pages`). */
  parent?: string
  /** The parts of a splat page, by the rest of its path; any other path is a 404. */
  subPages?: readonly SubPage[]
}

export interface SubPage {
  /** The splat that opens it: '' for the page's own address. */
  path: string
  /** Its tab's name: a message of the frame catalogue. */
  titleKey: FrameKey
  /** Left out of the page's tabs for roles without this permission in the current team. */
  permission?: TeamPermission
}

const app = (area: AreaId, name: PageName, parent?: string): Page => ({
  ...pageWords(name),
  area,
  guard: 'verified',
  layout: 'default',
  ...(parent ? { parent } : {}),
})

/**
 * Every screen of spec §2, keyed by its route path as the router writes it (`$id` for a
 * parameter, `$` for a splat such as {contacts...}).
 */
export const pages = {
  '/': {
    ...app('home', 'home'),
    guard: 'auth',
  },

  ...blankPages,

  '/agents/agents': app('agents', 'agentsAgents'),
  '/agents/agents/$id/settings': app('agents', 'agentsAgentsSettings', '/agents/agents'),
  '/agents/campaigns': app('agents', 'agentsCampaigns'),
  '/agents/campaigns/$id': app('agents', 'agentsCampaignsDetail', '/agents/campaigns'),
  '/agents/post-processing': app('agents', 'agentsPostProcessing'),
  '/agents/post-processing/$id/settings': app(
    'agents',
    'agentsPostProcessingSettings',
    '/agents/post-processing',
  ),
  '/agents/settings/accounts': app('agents', 'agentsSettingsAccounts'),
  '/agents/settings/numbers': app('agents', 'agentsSettingsNumbers'),
  '/agents/tools': app('agents', 'agentsTools'),
  '/agents/$': app('agents', 'agents'),

  '/ai-voice/agents': app('aiVoice', 'aiVoiceAgents'),
  '/voice': app('aiVoice', 'voice'),
  '/workflow': app('aiVoice', 'workflow'),

  '/audience/contacts/$': app('audience', 'audienceContacts'),
  '/audience/contacts/report': app('audience', 'audienceContactsReport', '/audience/contacts/$'),
  '/audience/contacts/tags': app('audience', 'audienceContactsTags', '/audience/contacts/$'),
  '/audience/contacts/segments': app(
    'audience',
    'audienceContactsSegments',
    '/audience/contacts/$',
  ),
  '/audience/contacts/segments/new': app(
    'audience',
    'audienceContactsSegmentsNew',
    '/audience/contacts/segments',
  ),
  '/audience/contacts/segments/$id': app(
    'audience',
    'audienceContactsSegmentsDetail',
    '/audience/contacts/segments',
  ),
  '/audience/contacts/voice': app('audience', 'audienceContactsVoice', '/audience/contacts/$'),
  '/audience/feeds': app('audience', 'audienceFeeds'),
  '/audience/feeds/logs': app('audience', 'audienceFeedsLogs', '/audience/feeds'),
  '/audience/upload/Create': app('audience', 'audienceUploadCreate'),
  '/audience/Uploads': app('audience', 'audienceUploads'),

  '/campaigns': app('campaigns', 'campaigns'),
  '/campaigns/$id': app('campaigns', 'campaignsDetail', '/campaigns'),
  '/campaigns/automations': app('campaigns', 'campaignsAutomations'),
  '/campaigns/automations/$id': app(
    'campaigns',
    'campaignsAutomationsAny',
    '/campaigns/automations',
  ),
  '/campaigns/automations/$': app('campaigns', 'campaignsAutomationsAny', '/campaigns/automations'),
  '/campaigns/offers': app('campaigns', 'campaignsOffers'),
  '/campaigns/reports': app('campaigns', 'campaignsReports'),

  '/hub': app('hub', 'hub'),
  '/hub/automations': app('hub', 'hubAutomations'),
  '/hub/automations/$id': app('hub', 'hubAutomationsAny', '/hub/automations'),
  '/hub/automations/$': app('hub', 'hubAutomationsAny', '/hub/automations'),
  '/hub/companies/$': app('hub', 'hubCompanies'),
  '/hub/endpoints': app('hub', 'hubEndpoints'),
  '/hub/endpoints/$id/email-updates': app('hub', 'hubEndpointsEmailUpdates', '/hub/endpoints'),
  '/hub/endpoints/$id/static-client-prices': app(
    'hub',
    'hubEndpointsStaticClientPrices',
    '/hub/endpoints',
  ),
  '/hub/financials/$': app('hub', 'hubFinancials'),
  '/hub/routing/client/rates': app('hub', 'hubRoutingClientRates'),
  '/hub/routing/client/rates/rules': app(
    'hub',
    'hubRoutingClientRatesRules',
    '/hub/routing/client/rates',
  ),
  '/hub/routing/client/settings': app('hub', 'hubRoutingClientSettings'),
  '/hub/routing/plans': app('hub', 'hubRoutingPlans'),
  '/hub/routing/plans/$id/rules': app('hub', 'hubRoutingPlansRules', '/hub/routing/plans'),
  '/hub/routing/routes': app('hub', 'hubRoutingRoutes'),
  '/hub/routing/vendor/live-phones': app('hub', 'hubRoutingVendorLivePhones'),
  '/hub/routing/vendor/live-phones/sms': app(
    'hub',
    'hubRoutingVendorLivePhonesSms',
    '/hub/routing/vendor/live-phones',
  ),
  '/hub/routing/vendor/rates/$': app('hub', 'hubRoutingVendorRates'),
  '/hub/routing/vendor/rates/Changes': app(
    'hub',
    'hubRoutingVendorRatesChanges',
    '/hub/routing/vendor/rates/$',
  ),
  '/hub/routing/vendor/rates/Inboxes': app(
    'hub',
    'hubRoutingVendorRatesInboxes',
    '/hub/routing/vendor/rates/$',
  ),
  '/hub/routing/vendor/settings': app('hub', 'hubRoutingVendorSettings'),

  '/sms/routing/plans': app('smsRouting', 'smsRoutingPlans'),
  '/sms/routing/plans/$id/rules': app('smsRouting', 'smsRoutingPlansRules', '/sms/routing/plans'),
  '/sms/routing/rates/$': app('smsRouting', 'smsRoutingRates'),
  '/sms/routing/rates/Changes': app('smsRouting', 'smsRoutingRatesChanges', '/sms/routing/rates/$'),
  '/sms/routing/rates/Inboxes': app('smsRouting', 'smsRoutingRatesInboxes', '/sms/routing/rates/$'),
  '/sms/routing/routes/$': app('smsRouting', 'smsRoutingRoutes'),
  '/sms/routing/routes/networks': app('smsRouting', 'smsRoutingNetworks', '/sms/routing/routes/$'),
  '/sms/routing/routes/connections': app(
    'smsRouting',
    'smsRoutingConnections',
    '/sms/routing/routes/$',
  ),
  '/sms/routing/routes/mnp': app('smsRouting', 'smsRoutingMnp', '/sms/routing/routes/$'),
  '/sms/routing/routes/hlr': app('smsRouting', 'smsRoutingHlr', '/sms/routing/routes/$'),

  '/integrations': app('integrations', 'integrations'),
  '/integrations/create': app('integrations', 'integrationsCreate', '/integrations'),
  '/integrations/$id': app('integrations', 'integrationsDetail', '/integrations'),
  '/integrations/$id/edit': app('integrations', 'integrationsEdit', '/integrations/$id'),
  '/integrations/$id/billings': app('integrations', 'integrationsBillings', '/integrations/$id'),
  '/integrations/$id/requests': app('integrations', 'integrationsRequests', '/integrations/$id'),

  '/my-account/$': {
    ...app('account', 'myAccount'),
    guard: 'auth',
    subPages: accountSubPages,
  },
  '/my-account/journal': {
    ...app('account', 'myAccountJournal', '/my-account/$'),
    guard: 'auth',
  },
  '/my-account/team-settings/$': {
    ...app('account', 'myAccountTeamSettings', '/my-account/$'),
    guard: 'auth',
    subPages: teamSettingsSubPages,
  },
  '/management/journal': {
    ...app('management', 'managementJournal'),
    guard: 'staff',
  },
  '/management/mailbox': {
    ...app('management', 'managementMailbox'),
    guard: 'staff',
  },
  '/notifications': {
    ...app('account', 'notifications'),
    guard: 'auth',
  },

  '/settings/custom-fields': app('settings', 'settingsCustomFields'),
  '/settings/tokens': app('settings', 'settingsTokens'),
  '/settings/url-shortener/$': app('settings', 'settingsUrlShortener'),
} satisfies Record<string, Page>

export type PagePath = keyof typeof pages

export const findPage = pageFinder(pages)

/** The sub-page a splat opens ('password/' is 'password'), if the page declares it. */
export function findSubPage(page: Page, splat: string): SubPage | undefined {
  return findSubPageIn(page.subPages, splat)
}
