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
  label: string
  /** A route path of the app (no parameters). */
  to: string
}

export interface NavGroup {
  label?: string
  links: NavLink[]
}

export interface Area {
  id: AreaId
  label: string
  /** Where the area's name in a breadcrumb leads. */
  home: string
  nav: NavGroup[]
}

export const areas: Record<AreaId, Area> = {
  home: {
    id: 'home',
    label: 'Dashboard',
    home: '/',
    nav: [{ links: [{ label: 'Dashboard', to: '/' }] }],
  },
  agents: {
    id: 'agents',
    label: 'Agents',
    home: '/agents/agents',
    nav: [
      {
        links: [
          { label: 'Agents', to: '/agents/agents' },
          { label: 'Voice campaigns', to: '/agents/campaigns' },
          { label: 'Post-processing', to: '/agents/post-processing' },
          { label: 'Tools', to: '/agents/tools' },
        ],
      },
      {
        label: 'Settings',
        links: [
          { label: 'Voice accounts', to: '/agents/settings/accounts' },
          { label: 'Numbers', to: '/agents/settings/numbers' },
        ],
      },
    ],
  },
  aiVoice: {
    id: 'aiVoice',
    label: 'AI voice',
    home: '/ai-voice/agents',
    nav: [
      {
        links: [
          { label: 'AI voice agents', to: '/ai-voice/agents' },
          { label: 'Calls', to: '/voice' },
          { label: 'Workflow', to: '/workflow' },
        ],
      },
    ],
  },
  audience: {
    id: 'audience',
    label: 'Audience',
    home: '/audience/contacts',
    nav: [
      {
        links: [
          { label: 'Contacts', to: '/audience/contacts' },
          { label: 'Contacts report', to: '/audience/contacts/report' },
          { label: 'Tags', to: '/audience/contacts/tags' },
          { label: 'Segments', to: '/audience/contacts/segments' },
          { label: 'Voice contacts', to: '/audience/contacts/voice' },
          { label: 'Feeds', to: '/audience/feeds' },
          { label: 'Feed logs', to: '/audience/feeds/logs' },
          { label: 'Upload contacts', to: '/audience/upload/Create' },
          { label: 'Uploads', to: '/audience/Uploads' },
        ],
      },
    ],
  },
  campaigns: {
    id: 'campaigns',
    label: 'Campaigns',
    home: '/campaigns',
    nav: [
      {
        links: [
          { label: 'SMS campaigns', to: '/campaigns' },
          { label: 'Automations', to: '/campaigns/automations' },
          { label: 'Offers', to: '/campaigns/offers' },
          { label: 'Reports', to: '/campaigns/reports' },
        ],
      },
    ],
  },
  hub: {
    id: 'hub',
    label: 'Hub',
    home: '/hub',
    nav: [
      {
        links: [
          { label: 'Overview', to: '/hub' },
          { label: 'Companies', to: '/hub/companies' },
          { label: 'Endpoints', to: '/hub/endpoints' },
          { label: 'Automations', to: '/hub/automations' },
          { label: 'Financials', to: '/hub/financials' },
        ],
      },
      {
        label: 'Routing',
        links: [
          { label: 'Plans', to: '/hub/routing/plans' },
          { label: 'Routes', to: '/hub/routing/routes' },
        ],
      },
      {
        label: 'Clients',
        links: [
          { label: 'Client rates', to: '/hub/routing/client/rates' },
          { label: 'Client rate rules', to: '/hub/routing/client/rates/rules' },
          { label: 'Client settings', to: '/hub/routing/client/settings' },
        ],
      },
      {
        label: 'Vendors',
        links: [
          { label: 'Vendor rates', to: '/hub/routing/vendor/rates' },
          { label: 'Rate changes', to: '/hub/routing/vendor/rates/Changes' },
          { label: 'Rate inboxes', to: '/hub/routing/vendor/rates/Inboxes' },
          { label: 'Live phones', to: '/hub/routing/vendor/live-phones' },
          { label: 'Live phone SMS', to: '/hub/routing/vendor/live-phones/sms' },
          { label: 'Vendor settings', to: '/hub/routing/vendor/settings' },
        ],
      },
    ],
  },
  smsRouting: {
    id: 'smsRouting',
    label: 'SMS routing',
    home: '/sms/routing/plans',
    nav: [
      {
        links: [
          { label: 'Plans', to: '/sms/routing/plans' },
          { label: 'Routes', to: '/sms/routing/routes' },
          { label: 'Rates', to: '/sms/routing/rates' },
          { label: 'Rate changes', to: '/sms/routing/rates/Changes' },
          { label: 'Rate inboxes', to: '/sms/routing/rates/Inboxes' },
        ],
      },
    ],
  },
  integrations: {
    id: 'integrations',
    label: 'Integrations',
    home: '/integrations',
    nav: [
      {
        links: [
          { label: 'Integrations', to: '/integrations' },
          { label: 'Add an integration', to: '/integrations/create' },
        ],
      },
    ],
  },
  settings: {
    id: 'settings',
    label: 'Settings',
    home: '/settings/custom-fields',
    nav: [
      {
        links: [
          { label: 'Custom fields', to: '/settings/custom-fields' },
          { label: 'API tokens', to: '/settings/tokens' },
          { label: 'URL shortener', to: '/settings/url-shortener' },
        ],
      },
    ],
  },
  account: {
    id: 'account',
    label: 'My account',
    home: '/my-account',
    nav: [
      {
        links: [
          { label: 'Profile', to: '/my-account' },
          { label: 'Team settings', to: '/my-account/team-settings' },
          { label: 'Notifications', to: '/notifications' },
        ],
      },
    ],
  },
  management: {
    id: 'management',
    label: 'Management',
    home: '/management/journal',
    nav: [
      {
        links: [
          { label: 'Event journals', to: '/management/journal' },
          { label: 'Mailbox', to: '/management/mailbox' },
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
