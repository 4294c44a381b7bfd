import type { Key as FrameKey } from '../../messages/frame/catalogue'

/**
 * The areas of the back-office (spec §1–§2) and their sub-navigation. The sidebar, the
 * breadcrumbs and each page frame read this one table.
 */
export type AreaId =
  | 'home'
  | 'agents'
  | 'aiVoice'
  | 'audience'
  | 'campaigns'
  | 'hub'
  | 'smsRouting'
  | 'integrations'
  | 'settings'
  | 'account'
  | 'management'

export interface NavLink {
  /** A message of the frame catalogue. */
  labelKey: FrameKey
  /** A route path of the app (no parameters). */
  to: string
}

export interface NavGroup {
  labelKey?: FrameKey
  links: NavLink[]
}

export interface Area {
  id: AreaId
  labelKey: FrameKey
  /** Where the area's name in a breadcrumb leads. */
  home: string
  nav: NavGroup[]
}

export const areas: Record<AreaId, Area> = {
  home: {
    id: 'home',
    labelKey: 'area.home',
    home: '/',
    nav: [{ links: [{ labelKey: 'page.home.title', to: '/' }] }],
  },
  agents: {
    id: 'agents',
    labelKey: 'area.agents',
    home: '/agents/agents',
    nav: [
      {
        links: [
          { labelKey: 'page.agentsAgents.title', to: '/agents/agents' },
          { labelKey: 'page.agentsCampaigns.title', to: '/agents/campaigns' },
          { labelKey: 'page.agentsPostProcessing.title', to: '/agents/post-processing' },
          { labelKey: 'page.agentsTools.title', to: '/agents/tools' },
        ],
      },
      {
        labelKey: 'navGroup.settings',
        links: [
          { labelKey: 'page.agentsSettingsAccounts.title', to: '/agents/settings/accounts' },
          { labelKey: 'page.agentsSettingsNumbers.title', to: '/agents/settings/numbers' },
        ],
      },
    ],
  },
  aiVoice: {
    id: 'aiVoice',
    labelKey: 'area.aiVoice',
    home: '/ai-voice/agents',
    nav: [
      {
        links: [
          { labelKey: 'page.aiVoiceAgents.title', to: '/ai-voice/agents' },
          { labelKey: 'page.voice.title', to: '/voice' },
          { labelKey: 'page.workflow.title', to: '/workflow' },
        ],
      },
    ],
  },
  audience: {
    id: 'audience',
    labelKey: 'area.audience',
    home: '/audience/contacts',
    nav: [
      {
        links: [
          { labelKey: 'page.audienceContacts.title', to: '/audience/contacts' },
          { labelKey: 'page.audienceContactsReport.title', to: '/audience/contacts/report' },
          { labelKey: 'page.audienceContactsTags.title', to: '/audience/contacts/tags' },
          { labelKey: 'page.audienceContactsSegments.title', to: '/audience/contacts/segments' },
          { labelKey: 'page.audienceContactsVoice.title', to: '/audience/contacts/voice' },
          { labelKey: 'page.audienceFeeds.title', to: '/audience/feeds' },
          { labelKey: 'page.audienceFeedsLogs.title', to: '/audience/feeds/logs' },
          { labelKey: 'page.audienceUploadCreate.title', to: '/audience/upload/Create' },
          { labelKey: 'page.audienceUploads.title', to: '/audience/Uploads' },
        ],
      },
    ],
  },
  campaigns: {
    id: 'campaigns',
    labelKey: 'area.campaigns',
    home: '/campaigns',
    nav: [
      {
        links: [
          { labelKey: 'page.campaigns.title', to: '/campaigns' },
          { labelKey: 'page.campaignsAutomations.title', to: '/campaigns/automations' },
          { labelKey: 'page.campaignsOffers.title', to: '/campaigns/offers' },
          { labelKey: 'page.campaignsReports.title', to: '/campaigns/reports' },
        ],
      },
    ],
  },
  hub: {
    id: 'hub',
    labelKey: 'area.hub',
    home: '/hub',
    nav: [
      {
        links: [
          { labelKey: 'nav.overview', to: '/hub' },
          { labelKey: 'page.hubCompanies.title', to: '/hub/companies' },
          { labelKey: 'page.hubEndpoints.title', to: '/hub/endpoints' },
          { labelKey: 'page.campaignsAutomations.title', to: '/hub/automations' },
          { labelKey: 'page.hubFinancials.title', to: '/hub/financials' },
        ],
      },
      {
        labelKey: 'navGroup.routing',
        links: [
          { labelKey: 'nav.plans', to: '/hub/routing/plans' },
          { labelKey: 'page.hubRoutingRoutes.title', to: '/hub/routing/routes' },
        ],
      },
      {
        labelKey: 'navGroup.clients',
        links: [
          { labelKey: 'page.hubRoutingClientRates.title', to: '/hub/routing/client/rates' },
          {
            labelKey: 'page.hubRoutingClientRatesRules.title',
            to: '/hub/routing/client/rates/rules',
          },
          { labelKey: 'page.hubRoutingClientSettings.title', to: '/hub/routing/client/settings' },
        ],
      },
      {
        labelKey: 'navGroup.vendors',
        links: [
          { labelKey: 'page.hubRoutingVendorRates.title', to: '/hub/routing/vendor/rates' },
          { labelKey: 'nav.rateChanges', to: '/hub/routing/vendor/rates/Changes' },
          { labelKey: 'nav.rateInboxes', to: '/hub/routing/vendor/rates/Inboxes' },
          {
            labelKey: 'page.hubRoutingVendorLivePhones.title',
            to: '/hub/routing/vendor/live-phones',
          },
          {
            labelKey: 'page.hubRoutingVendorLivePhonesSms.title',
            to: '/hub/routing/vendor/live-phones/sms',
          },
          { labelKey: 'page.hubRoutingVendorSettings.title', to: '/hub/routing/vendor/settings' },
        ],
      },
    ],
  },
  smsRouting: {
    id: 'smsRouting',
    labelKey: 'area.smsRouting',
    home: '/sms/routing/plans',
    nav: [
      {
        links: [
          { labelKey: 'nav.plans', to: '/sms/routing/plans' },
          { labelKey: 'page.hubRoutingRoutes.title', to: '/sms/routing/routes' },
          { labelKey: 'nav.networks', to: '/sms/routing/routes/networks' },
          { labelKey: 'nav.connections', to: '/sms/routing/routes/connections' },
          { labelKey: 'nav.mnp', to: '/sms/routing/routes/mnp' },
          { labelKey: 'nav.hlr', to: '/sms/routing/routes/hlr' },
          { labelKey: 'nav.rates', to: '/sms/routing/rates' },
          { labelKey: 'nav.rateChanges', to: '/sms/routing/rates/Changes' },
          { labelKey: 'nav.rateInboxes', to: '/sms/routing/rates/Inboxes' },
        ],
      },
    ],
  },
  integrations: {
    id: 'integrations',
    labelKey: 'area.integrations',
    home: '/integrations',
    nav: [
      {
        links: [
          { labelKey: 'page.integrations.title', to: '/integrations' },
          { labelKey: 'page.integrationsCreate.title', to: '/integrations/create' },
        ],
      },
    ],
  },
  settings: {
    id: 'settings',
    labelKey: 'area.settings',
    home: '/settings/custom-fields',
    nav: [
      {
        links: [
          { labelKey: 'page.settingsCustomFields.title', to: '/settings/custom-fields' },
          { labelKey: 'page.settingsTokens.title', to: '/settings/tokens' },
          { labelKey: 'page.settingsUrlShortener.title', to: '/settings/url-shortener' },
        ],
      },
    ],
  },
  account: {
    id: 'account',
    labelKey: 'area.account',
    home: '/my-account',
    nav: [
      {
        links: [
          { labelKey: 'page.myAccount.title', to: '/my-account' },
          { labelKey: 'page.myAccountTeamSettings.title', to: '/my-account/team-settings' },
          { labelKey: 'page.notifications.title', to: '/notifications' },
        ],
      },
    ],
  },
  management: {
    id: 'management',
    labelKey: 'area.management',
    home: '/management/journal',
    nav: [
      {
        links: [
          { labelKey: 'page.managementJournal.title', to: '/management/journal' },
          { labelKey: 'page.managementMailbox.title', to: '/management/mailbox' },
        ],
      },
    ],
  },
}

/** The sidebar's order; the management area follows for staff only. */
export const sidebarAreas: AreaId[] = [
  'home',
  'agents',
  'aiVoice',
  'audience',
  'campaigns',
  'hub',
  'smsRouting',
  'integrations',
  'settings',
  'account',
]
