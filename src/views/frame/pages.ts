import type { TeamPermission } from '../../contract/permissions'
import type { AreaId } from './areas'
import { blankPages } from './blankPages'
import { pageFinder } from './pageKey'
import { accountSubPages, findSubPageIn, teamSettingsSubPages } from './subPages'

export { pageKey } from './pageKey'

/** Who may open a page; the guards' logic lives with the session machine. */
export type GuardName = 'auth' | 'guest' | 'unverified' | 'verified' | 'staff' | 'public'
export type LayoutName = 'blank' | 'default'

export interface Page {
  title: string
  area: AreaId
  /** What the screen is for, in one plain sentence. */
  purpose: string
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
  title: string
  /** Left out of the page's tabs for roles without this permission in the current team. */
  permission?: TeamPermission
}

const app = (area: AreaId, title: string, purpose: string, parent?: string): Page => ({
  title,
  area,
  purpose,
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
    ...app(
      'home',
      'Dashboard',
      "Your team's campaigns, calls and messages at a glance, with what needs attention.",
    ),
    guard: 'auth',
  },

  ...blankPages,

  '/agents/agents': app(
    'agents',
    'Agents',
    'Create and manage the AI voice agents that make and answer your calls.',
  ),
  '/agents/agents/$id/settings': app(
    'agents',
    'Agent settings',
    "Configure an agent's voice, prompts, tools, transfers and call limits.",
    '/agents/agents',
  ),
  '/agents/campaigns': app(
    'agents',
    'Voice campaigns',
    'Plan and run outbound call campaigns with your agents.',
  ),
  '/agents/campaigns/$id': app(
    'agents',
    'Voice campaign',
    'Follow a voice campaign: its calls, outcomes and controls.',
    '/agents/campaigns',
  ),
  '/agents/post-processing': app(
    'agents',
    'Post-processing',
    'Extract fields from calls, stop campaigns on conditions and submit leads.',
  ),
  '/agents/post-processing/$id/settings': app(
    'agents',
    'Post-processing settings',
    'Configure a post-processing step: its prompt, stopper and lead submitter.',
    '/agents/post-processing',
  ),
  '/agents/settings/accounts': app(
    'agents',
    'Voice accounts',
    'Connect the telephony provider accounts your agents call through.',
  ),
  '/agents/settings/numbers': app(
    'agents',
    'Numbers',
    'Manage phone numbers and SIP endpoints and assign them to agents.',
  ),
  '/agents/tools': app(
    'agents',
    'Tools',
    'Define the HTTP tools agents can use during a call, and test them.',
  ),
  '/agents/$': app('agents', 'Agents', 'Open a page of the agents area by its address.'),

  '/ai-voice/agents': app(
    'aiVoice',
    'AI voice agents',
    'See every AI voice agent of the team and how it performs.',
  ),
  '/voice': app(
    'aiVoice',
    'Calls',
    'Every call your agents made or received, with stats, transcripts and outcomes.',
  ),
  '/workflow': app(
    'aiVoice',
    'Workflow',
    'Design how calls flow between agents, tools and transfers.',
  ),

  '/audience/contacts/$': app(
    'audience',
    'Contacts',
    'Find, filter, tag and export the contacts your campaigns reach.',
  ),
  '/audience/contacts/report': app(
    'audience',
    'Contacts report',
    'Your audience in figures: growth over time and contacts by status, source, country and network.',
    '/audience/contacts/$',
  ),
  '/audience/contacts/tags': app(
    'audience',
    'Tags',
    'The tags your contacts carry: create, rename and delete them.',
    '/audience/contacts/$',
  ),
  '/audience/contacts/segments': app(
    'audience',
    'Segments',
    'Saved sets of rules over your contacts, with how many each one matches.',
    '/audience/contacts/$',
  ),
  '/audience/contacts/segments/new': app(
    'audience',
    'New segment',
    'Build rules over your contacts and see who matches as you go.',
    '/audience/contacts/segments',
  ),
  '/audience/contacts/segments/$id': app(
    'audience',
    'Segment',
    "Edit a segment's rules, follow its count and see who it matches.",
    '/audience/contacts/segments',
  ),
  '/audience/contacts/voice': app(
    'audience',
    'Voice contacts',
    'Contacts reached by voice, with their calls and outcomes.',
    '/audience/contacts/$',
  ),
  '/audience/feeds': app(
    'audience',
    'Feeds',
    'Inbound streams that add contacts from other systems.',
  ),
  '/audience/feeds/logs': app(
    'audience',
    'Feed logs',
    'Every batch received by your feeds: rows accepted, rejected and why.',
    '/audience/feeds',
  ),
  '/audience/upload/Create': app(
    'audience',
    'Upload contacts',
    'Upload a CSV file, map its columns and import its contacts.',
  ),
  '/audience/Uploads': app(
    'audience',
    'Uploads',
    'Uploaded files and the progress and results of their imports.',
  ),

  '/campaigns': app('campaigns', 'SMS campaigns', 'Create, send and follow your SMS campaigns.'),
  '/campaigns/$id': app(
    'campaigns',
    'SMS campaign',
    "Follow an SMS campaign's delivery and control its sending.",
    '/campaigns',
  ),
  '/campaigns/automations': app(
    'campaigns',
    'Automations',
    'The automations linked to your campaigns.',
  ),
  '/campaigns/automations/$': app(
    'campaigns',
    'Automation',
    'Edit an automation as a flow of triggers, waits, conditions and actions.',
    '/campaigns/automations',
  ),
  '/campaigns/offers': app(
    'campaigns',
    'Offers',
    'The offers, sender ids and texts your campaigns are made of.',
  ),
  '/campaigns/reports': app(
    'campaigns',
    'Reports',
    'Delivery funnels, costs and revenue of your campaigns over time.',
  ),

  '/hub': app('hub', 'Hub overview', 'Traffic, margins and balances across the routing hub.'),
  '/hub/automations': app(
    'hub',
    'Hub automations',
    'Automations that run on hub traffic and rates.',
  ),
  '/hub/automations/$': app(
    'hub',
    'Hub automation',
    'Edit a hub automation as a flow.',
    '/hub/automations',
  ),
  '/hub/companies/$': app(
    'hub',
    'Companies',
    'Client and vendor companies: balances, credit limits and balance checks.',
  ),
  '/hub/endpoints': app(
    'hub',
    'Endpoints',
    "Clients' connections into the hub and the rates they are sent.",
  ),
  '/hub/endpoints/$id/email-updates': app(
    'hub',
    'Rate email updates',
    'Who receives rate-change emails for an endpoint, and what was sent.',
    '/hub/endpoints',
  ),
  '/hub/endpoints/$id/static-client-prices': app(
    'hub',
    'Static client prices',
    'Fixed client prices for an endpoint, overriding the rate plan.',
    '/hub/endpoints',
  ),
  '/hub/financials/$': app(
    'hub',
    'Financials',
    'Revenue, cost and margin of hub traffic by client, vendor and period.',
  ),
  '/hub/routing/client/rates': app(
    'hub',
    'Client rates',
    'The prices clients pay per country and network.',
  ),
  '/hub/routing/client/rates/rules': app(
    'hub',
    'Client rate rules',
    'Profit-logic rules that set client prices from vendor costs.',
    '/hub/routing/client/rates',
  ),
  '/hub/routing/client/settings': app(
    'hub',
    'Client settings',
    'Defaults for client pricing and rate notifications.',
  ),
  '/hub/routing/plans': app(
    'hub',
    'Routing plans',
    'Ordered rules that split hub traffic over routes.',
  ),
  '/hub/routing/plans/$id/rules': app(
    'hub',
    'Plan rules',
    "Edit a routing plan's rules, weights and failover order.",
    '/hub/routing/plans',
  ),
  '/hub/routing/routes': app(
    'hub',
    'Routes',
    'Vendor routes and the connections they send through.',
  ),
  '/hub/routing/vendor/live-phones': app(
    'hub',
    'Live phones',
    'Real handsets that receive test messages, and their status.',
  ),
  '/hub/routing/vendor/live-phones/sms': app(
    'hub',
    'Live phone SMS',
    'Messages received by the live phones.',
    '/hub/routing/vendor/live-phones',
  ),
  '/hub/routing/vendor/rates/$': app(
    'hub',
    'Vendor rates',
    'What each vendor charges per country and network.',
  ),
  '/hub/routing/vendor/rates/Changes': app(
    'hub',
    'Vendor rate changes',
    'New, increased, decreased and closed vendor rates.',
    '/hub/routing/vendor/rates/$',
  ),
  '/hub/routing/vendor/rates/Inboxes': app(
    'hub',
    'Vendor rate inboxes',
    'Rate sheets received from vendors, to parse and accept.',
    '/hub/routing/vendor/rates/$',
  ),
  '/hub/routing/vendor/settings': app(
    'hub',
    'Vendor settings',
    'Defaults for vendor connections and rate imports.',
  ),

  '/sms/routing/plans': app(
    'smsRouting',
    'SMS routing plans',
    'Ordered rules that decide which route carries each message.',
  ),
  '/sms/routing/plans/$id/rules': app(
    'smsRouting',
    'Plan rules',
    "Edit an SMS routing plan's rules, splits and failover.",
    '/sms/routing/plans',
  ),
  '/sms/routing/rates/$': app(
    'smsRouting',
    'SMS rates',
    'Vendor costs and client prices for SMS per network.',
  ),
  '/sms/routing/rates/Changes': app(
    'smsRouting',
    'SMS rate changes',
    'Changes to SMS rates waiting for review or applied.',
    '/sms/routing/rates/$',
  ),
  '/sms/routing/rates/Inboxes': app(
    'smsRouting',
    'SMS rate inboxes',
    'SMS rate sheets received from vendors.',
    '/sms/routing/rates/$',
  ),
  '/sms/routing/routes/$': app(
    'smsRouting',
    'SMS routes',
    'SMS routes, their SMPP connections and test messages.',
  ),

  '/integrations': app(
    'integrations',
    'Integrations',
    'Connect Switchboard to the services your team uses.',
  ),
  '/integrations/create': app(
    'integrations',
    'Add an integration',
    'Choose a vendor from the catalogue and connect it.',
    '/integrations',
  ),
  '/integrations/$id': app(
    'integrations',
    'Integration',
    'The status and settings of an integration.',
    '/integrations',
  ),
  '/integrations/$id/edit': app(
    'integrations',
    'Edit integration',
    "Change an integration's credentials and settings.",
    '/integrations/$id',
  ),
  '/integrations/$id/billings': app(
    'integrations',
    'Integration billings',
    'What an integration has billed.',
    '/integrations/$id',
  ),
  '/integrations/$id/requests': app(
    'integrations',
    'Integration requests',
    'The requests an integration made and their answers.',
    '/integrations/$id',
  ),

  '/my-account/$': {
    ...app('account', 'My account', 'Your profile, password and preferences.'),
    guard: 'auth',
    subPages: accountSubPages,
  },
  '/my-account/journal': {
    ...app(
      'account',
      'Event journal',
      'Every event of your session in this browser: filter it, export it, replay it on the state charts.',
      '/my-account/$',
    ),
    guard: 'auth',
  },
  '/my-account/team-settings/$': {
    ...app(
      'account',
      'Team settings',
      "Your team's name, members, roles and invitations.",
      '/my-account/$',
    ),
    guard: 'auth',
    subPages: teamSettingsSubPages,
  },
  '/management/journal': {
    ...app(
      'management',
      'Event journals',
      "Import the journal a user exported, filter it and replay it on the machines' state charts.",
    ),
    guard: 'staff',
  },
  '/management/mailbox': {
    ...app(
      'management',
      'Mailbox',
      'The mail this server kept instead of sending it: read it and follow its links.',
    ),
    guard: 'staff',
  },
  '/notifications': {
    ...app('account', 'Notifications', 'Everything that happened that you should know about.'),
    guard: 'auth',
  },

  '/settings/custom-fields': app(
    'settings',
    'Custom fields',
    'The extra fields your contacts carry, and their types.',
  ),
  '/settings/tokens': app(
    'settings',
    'API tokens',
    'Tokens that let other systems call the Switchboard API.',
  ),
  '/settings/url-shortener/$': app(
    'settings',
    'URL shortener',
    'Short links on your tracking domains, and their clicks.',
  ),
} satisfies Record<string, Page>

export type PagePath = keyof typeof pages

export const findPage = pageFinder(pages)

/** The sub-page a splat opens ('password/' is 'password'), if the page declares it. */
export function findSubPage(page: Page, splat: string): SubPage | undefined {
  return findSubPageIn(page.subPages, splat)
}
