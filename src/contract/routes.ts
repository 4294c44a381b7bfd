/**
 * The API's paths, relative to the version base (`/api/proxy/api/v1/`) or to the management base
 * (`/api/proxy/api/management/`). Parameters are written `:name` as Hono routes them.
 */

export const authPaths = {
  register: 'register',
  login: 'token/login',
  refresh: 'token/refresh',
  logout: 'token/logout',
  user: 'user',
  forgotPassword: 'forgot-password',
  resetPassword: 'reset-password',
  verifyEmail: 'verify-email/:id/:hash',
  verificationNotification: 'email/verification-notification',
  googleRedirect: 'auth/google/redirect',
  googleCallback: 'auth/google/callback',
} as const

/**
 * Teams (spec §7). Members, invitations, tokens and the activity log belong to the current team
 * (the session's, or the API token's); `teams/{id}` names a team of the user's.
 */
export const teamPaths = {
  teams: 'teams',
  team: 'teams/:id',
  switch: 'teams/switch',
  members: 'teams/members',
  member: 'teams/members/:id',
  invitations: 'teams/invitations',
  invitation: 'teams/invitations/:id',
  invitationPreview: 'teams/accept-invite/:token',
  acceptInvitation: 'teams/accept-invite',
  createUser: 'teams/create-user',
  onboarding: 'teams/onboarding',
  tokens: 'teams/tokens',
  token: 'teams/tokens/:id',
  activity: 'teams/activity',
} as const

/**
 * Team-scoped resources served by the resource engine: each answers index and store at its
 * path, and show, update (PUT) and destroy at `<path>/:id`.
 */
export const resourcePaths = {
  customFields: 'custom-fields',
  contacts: 'contacts',
  tags: 'tags',
  segments: 'segments',
  feeds: 'feeds',
  offers: 'offers',
  senderIds: 'sms/senderids',
  texts: 'sms/texts',
  smsCampaigns: 'sms/campaigns',
  voiceAgents: 'voice/agents',
  voiceCampaigns: 'voice/campaigns',
  emailTemplates: 'email-templates',
  networks: 'sms/routing/networks',
} as const

/**
 * The SMS calls of spec §7 beside the CRUD of offers, sender ids, texts and campaigns: texts
 * generate, a campaign's is-ready, logs and lifecycle commands (send, pause, resume, stop, stop
 * recurring sends, stop feed, planner stop). Every command answers the campaign, or 409 with
 * the lifecycle's reason.
 */
export const smsPaths = {
  textsGenerate: 'sms/texts/generate',
  campaignAudience: 'sms/campaigns/audience',
  /** Delivery funnel, money and series over a period (campaign-reports.ts). */
  campaignReports: 'sms/campaigns/reports',
  /** Messages, clicks and money per tracking domain over a period. */
  campaignDomainsCost: 'sms/campaigns/domains-cost',
  campaignRoutesCost: 'sms/campaigns/routes-cost',
  campaignIsReady: 'sms/campaigns/:id/is-ready',
  campaignLogs: 'sms/campaigns/:id/logs',
  /** The message log of the delivery engine (campaign-message.ts), paged, `filter[status]`. */
  campaignMessages: 'sms/campaigns/:id/messages',
  campaignSend: 'sms/campaigns/:id/send',
  campaignPause: 'sms/campaigns/:id/pause',
  campaignResume: 'sms/campaigns/:id/resume',
  campaignStop: 'sms/campaigns/:id/stop',
  campaignStopRecurring: 'sms/campaigns/:id/stop-recurring-sends',
  campaignStopFeed: 'sms/campaigns/:id/stop-feed',
  campaignPlannerStop: 'sms/campaigns/:id/planner/stop',
} as const

/**
 * The voice campaign calls of spec §7 beside CRUD: is-ready, logs, the calls made, and the
 * lifecycle's commands (send, pause, resume, stop/{now|graceful}, stop recurring sends, stop
 * feed). Every command answers the campaign, or 409 with the lifecycle's reason.
 */
export const voicePaths = {
  campaignIsReady: 'voice/campaigns/:id/is-ready',
  campaignLogs: 'voice/campaigns/:id/logs',
  campaignCalls: 'voice/campaigns/:id/calls',
  campaignSend: 'voice/campaigns/:id/send',
  campaignPause: 'voice/campaigns/:id/pause',
  campaignResume: 'voice/campaigns/:id/resume',
  campaignStop: 'voice/campaigns/:id/stop/:mode',
  campaignStopRecurring: 'voice/campaigns/:id/stop-recurring-sends',
  campaignStopFeed: 'voice/campaigns/:id/stop-feed',
} as const

/**
 * The audience calls of spec §7 beside the CRUD of its resources (contacts index, report,
 * dashboard, upsert, tags; segments fields, preview, contacts, progress, summary, reset-progress;
 * data-files index, sample, upload, import; feeds logs; countries; analytics/filters). Mounted
 * before the resources, so `contacts/report` is never read as the id "report".
 */
export const audiencePaths = {
  contactReport: 'contacts/report',
  contactDashboard: 'contacts/dashboard',
  contactUpsert: 'contacts/upsert',
  contactTags: 'contacts/tags',
  contactBulkDelete: 'contacts/bulk-delete',
  contactExport: 'contacts/export',
  /** Contacts reached by voice, with their calls' outcomes. */
  contactVoice: 'contacts/voice',
  /** A contact's messages from its handset (contact-replies.ts). */
  contactReplies: 'contacts/:id/replies',
  segmentFields: 'segments/fields',
  segmentPreview: 'segments/preview',
  segmentContacts: 'segments/:id/contacts',
  segmentProgress: 'segments/:id/progress',
  segmentSummary: 'segments/:id/summary',
  segmentRecount: 'segments/:id/recount',
  segmentResetProgress: 'segments/:id/reset-progress',
  dataFiles: 'data-files',
  dataFileUpload: 'data-files/upload',
  dataFile: 'data-files/:id',
  dataFileSample: 'data-files/:id/sample',
  dataFileImport: 'data-files/:id/import',
  dataFileErrors: 'data-files/:id/errors',
  feedLogs: 'feeds/logs',
  feedKey: 'feeds/:id/key',
  feedRotateKey: 'feeds/:id/rotate-key',
  /** The public posting endpoint: authenticated by the feed's key, not by a session. */
  feedInbound: 'feeds/:id/inbound',
  countries: 'countries',
  analyticsFilters: 'analytics/filters',
} as const

/**
 * SMS routing's calls beside the CRUD of its resources: loading the reference network list into
 * the team's own (network.ts), and number → network by the longest matching prefix.
 */
export const routingPaths = {
  networksLoadReference: 'sms/routing/networks/load-reference',
  networkLookup: 'sms/routing/networks/lookup',
} as const

/** The home page's day at a glance (home.ts): our own call, the spec has no home call. */
export const homePaths = { summary: 'home/summary' } as const

/** /workflow: what the team's automations did today (src/contract/automation/today.ts). */
export const workflowPaths = { today: 'workflow/today' } as const

export const managementPaths = {
  mailbox: 'mailbox',
  mail: 'mailbox/:id',
  /** A team's test handsets (live-phone.ts); CRUD at the path, as the engine serves it. */
  livePhones: 'live-phones',
  /** Every test of the team's phones, and the verdicts per route (before `live-phones/:id`). */
  liveTests: 'live-phones/tests',
  liveTestSummary: 'live-phones/tests/summary',
  livePhoneTests: 'live-phones/:id/tests',
  livePhoneSms: 'live-phones/:id/sms',
  livePhoneStatusLogs: 'live-phones/:id/status-logs',
  livePhoneToken: 'live-phones/:id/token',
  /** The handset app's webhook: authenticated by the phone's token, not by a session. */
  livePhoneInbound: 'live-phones/:id/inbound',
} as const

export const notificationPaths = {
  list: 'notifications',
  read: 'notifications/:id/read',
  unread: 'notifications/:id/unread',
  readAll: 'notifications/read-all',
  hasUnread: 'notifications/has-unread',
  types: 'notifications/types',
} as const

/** The country of the caller's address (spec §5: '1' and a two-letter code, '0' when unknown). */
export const geoPaths = { country: 'geo/country' } as const

/** The server-sent events stream and the ticket that opens it from an EventSource. */
export const eventPaths = {
  ticket: 'events/ticket',
  stream: 'events',
} as const

/**
 * GET /api/build-id (see build.ts). Outside /api/proxy, so it stays answered by this server when
 * the API is proxied to another backend. Here, apart from the schema, so the client's entry can
 * poll it without loading the schema library.
 */
export const buildIdPath = '/api/build-id'

/** Icons of the collections the server holds (spec §7): GET <path>/<collection>.json?icons=a,b */
export const iconsPath = '/api/_nuxt_icon'

// In paths.ts, which the sign-in pages read without this table (a module loads whole, with every
// path any page uses).
export { serverSettingsPath, type VerifyEmailStatus, verifyEmailStatuses } from './paths'

/**
 * SMS routing (spec §7, DOMAIN.md "API paths still to build"): vendor connections, routes and
 * vendor rates are resource CRUD; a test message goes through one connection; rate changes are
 * read beside the rates (mounted before them, so `changes` is never read as a rate's id).
 */
/**
 * Rate-sheet inboxes and the rate parser (issue 17 item 5): a received sheet is uploaded
 * (multipart, field `file`, with `route_id`), listed, shown with its change set, previewed for
 * the mapping form and deleted; `sms/rate-parser` parses one with a vendor's profile in the
 * background, and `…/:id/apply` writes its change set to the route's vendor rates.
 */
export const rateSheetPaths = {
  inboxes: 'sms/routing/rates/inboxes',
  inbox: 'sms/routing/rates/inboxes/:id',
  inboxRows: 'sms/routing/rates/inboxes/:id/rows',
  inboxPreview: 'sms/routing/rates/inboxes/:id/preview',
  parse: 'sms/rate-parser',
  apply: 'sms/rate-parser/:id/apply',
  profiles: 'sms/rate-parser/profiles',
  /** A route's rate inbox's mail-in address and who may mail to it. */
  mailIn: 'sms/routing/rates/mail-in/:route_id',
} as const

export const smsRoutingPaths = {
  smppConnections: 'sms/routing/smpp-connections',
  smppConnectionTestSms: 'sms/routing/smpp-connections/:id/test-sms',
  smppConnectionTestReceipt: 'sms/routing/smpp-connections/:id/test-sms/:message_id',
  /** Routes: a vendor, its connection and sender handling (sms-route.ts). */
  routes: 'sms/routing/routes',
  /** Vendor rates, history rows per route and network or country (vendor-rate.ts). */
  rates: 'sms/routing/rates',
  /** Each rate compared with the one before it: new, increase, decrease, unchanged, closed. */
  rateChanges: 'sms/routing/rates/changes',
  routingPlans: 'sms/routing/plans',
  routingRules: 'sms/routing/plans/:id/rules',
  routingRule: 'sms/routing/plans/:id/rules/:rule_id',
  routingRulesReorder: 'sms/routing/plans/:id/rules/reorder',
  simulate: 'sms/routing/simulate',
  /** A scope's vendor-side defaults (routing-settings.ts); the hub's at /hub/routing/vendor/settings. */
  settings: 'sms/routing/settings',
} as const

/** MNP and HLR enrichment (DOMAIN.md "API paths still to build", src/contract/enrichment.ts). */
export const enrichmentPaths = {
  mnpAnswers: 'enrichment/mnp',
  mnpCount: 'enrichment/mnp/count',
  mnpStart: 'enrichment/mnp/start',
  mnpRequests: 'enrichment/mnp/requests',
  mnpRequest: 'enrichment/mnp/requests/:id',
  hlrLogs: 'enrichment/hlr/logs',
  hlrAnalytics: 'enrichment/hlr/analytics',
} as const

/** Client rates: the rules, the computed table and the settings (client-rate.ts). */
export const clientRatePaths = {
  rules: 'hub/routing/client/rules',
  rulesReorder: 'hub/routing/client/rules/reorder',
  table: 'hub/routing/client/rates',
  tableExport: 'hub/routing/client/rates/export',
  settings: 'hub/routing/client/settings',
} as const

/** Hub companies and their ledgers (DOMAIN.md "API paths still to build", company.ts). */
export const companyPaths = {
  companies: 'companies',
  balance: 'companies/:id/balance',
  balanceSummary: 'companies/balance/summary',
  toggleActive: 'companies/:id/toggle-active',
  /** A vendor's balance checker (balance-checker.ts): read and save, run once, sync now. */
  balanceChecker: 'companies/:id/balance-checker',
  balanceCheckerTest: 'companies/:id/balance-checker/test',
  balanceSync: 'companies/:id/balance-sync',
  validateCustomRequest: 'companies/validate-custom-request',
} as const

/**
 * Hub endpoints, their static client prices and rate notices (DOMAIN.md "API paths still to
 * build", hub-endpoint.ts).
 */
export const hubEndpointPaths = {
  endpoints: 'hub/endpoints',
  apiKey: 'hub/endpoints/:id/api-key',
  staticClientRates: 'hub/endpoints/:id/static-client-rates',
  staticClientRate: 'hub/endpoints/:id/static-client-rates/:rate_id',
  notice: 'hub/endpoints/:id/rate-notice',
  notices: 'hub/endpoints/:id/rate-notices',
  sendRates: 'hub/endpoints/:id/send-rates',
  applyRates: 'hub/endpoints/:id/apply-rates',
} as const

/** Profit logic: sets and their ordered rules (profit-logic.ts). */
export const profitLogicPaths = {
  sets: 'hub/profit-logic',
  rules: 'hub/profit-logic/:id/rules',
  rule: 'hub/profit-logic/:id/rules/:rule_id',
} as const
