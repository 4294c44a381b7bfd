/**
 * The specification's constants (§9 and the limits of §5), named once. Client, server and tests
 * import them from here; no other module repeats these numbers.
 */

import { type AppLocale, hour, minute, second } from './signInConstants'

// The constants the sign-in pages use on their first load are named in signInConstants.ts.
export {
  type AppLocale,
  accountFields,
  appLocales,
  type ButtonSize,
  button,
  buttonSizes,
  chunkReload,
  colorSchemePreferences,
  type DictionaryName,
  dictionaryNames,
  type MailDelivery,
  mailDeliveries,
  rightToLeftLocales,
  serverTokens,
  session,
  type ThemePrimary,
  themePrimaries,
} from './signInConstants'

export const http = {
  /** Requests never time out on the client (spec §9: HTTP timeout 0). */
  timeoutMs: 0,
  apiBase: '/api/proxy/api/',
  apiVersion: 'v1',
  managementPath: 'management',
} as const

export const buildId = {
  pollMs: hour,
  // Not in the spec: how long the offer to reload stays up (it comes back at the next poll).
  reloadOfferMs: minute,
} as const

/** The event journal (ours): bounded in IndexedDB, the oldest entries dropped first. */
export const journal = {
  maxEntries: 10_000,
  /** An exported journal of maxEntries entries is a few MB; a file past this is not one. */
  maxImportBytes: 32 * 1024 * 1024,
} as const

export const toastTypes = ['success', 'info', 'warning', 'danger', 'denied'] as const
export type ToastType = (typeof toastTypes)[number]

const toastDefaultTimeoutMs = 2 * second

export const toast = {
  timeoutMs: {
    success: toastDefaultTimeoutMs,
    info: toastDefaultTimeoutMs,
    warning: 10 * second,
    danger: 20 * second,
    denied: 10 * second,
  } satisfies Record<ToastType, number>,
  defaultTimeoutMs: toastDefaultTimeoutMs,
  notificationTimeoutMs: 5 * second,
  tickMs: 100,
  fadeMinMs: 100,
  fadeMaxMs: 200,
  showProgressBar: true,
  pauseOnHover: true,
  /** The toast-duration preference (WCAG 2.2.1 timing adjustable): extend every timeout, or turn them off. */
  durationScales: [1, 2, 4, Number.POSITIVE_INFINITY],
} as const

/**
 * The toast-duration preference by name: the scale of `toast.durationScales` as text, because
 * JSON has no Infinity ('Infinity' is "no time limit").
 */
export const toastDurationNames = toast.durationScales.map(String) as [string, ...string[]]
export const toastScaleOf = (name: string): number => Number(name)

/** The header's bell (ours; the spec shows none). */
export const notifications = {
  /** The newest this many open in the bell's popover; /notifications has the rest. */
  latestInBell: 5,
  /** The badge says "99+" past this many unread. */
  badgeCap: 99,
} as const

export const modalTypes = ['success', 'info', 'danger', 'warning'] as const
export type ModalType = (typeof modalTypes)[number]

export const modal = {
  /** sm:max-w-lg: 32rem from the sm breakpoint up, full width below it. */
  maxWidth: '32rem',
  destroyDelayMs: 200,
  primaryFocusDelayMs: 200,
} as const

export const datePicker = {
  popoverHideDelayMs: 10,
  timeAccuracyLevels: [0, 1, 2, 3, 4] as const,
} as const

export const phoneInput = {
  typeToFindResetMs: 700,
  /** The country list opens above the field when less room than this is free below it. */
  openAboveBelowPx: 200,
  maxInputLength: 25,
  minDigits: 2,
  maxDigits: 17,
  maxTextLength: 250,
  // Not in the spec, which names the country-by-IP lookup but not its limit: past this the
  // lookup counts as unanswered and the input falls back to the next default country.
  countryLookupTimeoutMs: 3 * second,
} as const

export const pagination = {
  defaultItemsPerPage: 10,
  defaultMaxPagesShown: 5,
  maxItemsPerPage: 100,
} as const

export const breakpoints = {
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  '2xl': 1536,
} as const
export type Breakpoint = keyof typeof breakpoints

export const layout = {
  headerHeight: '4rem',
} as const

export const icons = {
  cacheHours: 168,
  maxCacheEntries: 50,
  maxUrlLength: 500,
  timeoutMs: 5 * second,
} as const

/**
 * Money (DOMAIN.md, "Money and ledgers"): decimal text in, exact integer minor units inside, the
 * scale chosen per use. The spec shows no currency; the default and the unit price's 4 decimals
 * are ours (what the engine and the telephony simulator have always priced at).
 */
export const money = {
  /** Teams name no currency yet: their messages, calls and reports are in this one. */
  defaultCurrency: 'EUR',
  scales: {
    /** Balances, invoices and totals people read. */
    amount: 2,
    /** What one message part, call minute or conversion costs or pays. */
    unitPrice: 4,
    /** Vendor and client rates: up to 6 decimals. */
    rate: 6,
  },
  /** No amount is kept finer than this. */
  maxScale: 6,
  /** Sums and invoices round half to even (DOMAIN.md), so a long ledger drifts neither way. */
  rounding: 'half-even',
  /** Whole digits a typed or configured amount may have (below a trillion). */
  maxWholeDigits: 12,
  /** What one message part costs on the default route when DEFAULT_ROUTE_COST is unset. */
  defaultRouteCost: '0.0050',
  /** What the local telephony simulator charges for a started minute of talk. */
  simulatorMinutePrice: '0.0200',
} as const

/**
 * Pagination locales (spec §5: en, ar, ir). The spec's 'ir' is Persian, whose language tag is
 * 'fa'; 'ir' is still accepted as an alias. Each locale writes page numbers in its own digits.
 */
export const paginationLocales = ['en', 'ar', 'fa'] as const
export type PaginationLocale = (typeof paginationLocales)[number]
export const paginationLocaleAliases = { ir: 'fa' } as const satisfies Record<
  string,
  PaginationLocale
>
export const paginationNumberingSystems = {
  en: 'latn',
  ar: 'arab',
  fa: 'arabext',
} as const satisfies Record<PaginationLocale, string>
export const paginationDirections = ['ltr', 'rtl'] as const
export const paginationTypes = ['button', 'link'] as const
/** The placeholder a link-type pagination's URL template must contain. */
export const paginationPagePlaceholder = '[page]'

// ---------------------------------------------------------------------------------------------
// The reference server's own limits. The spec names none of these (§9: "Business limits: not
// shown"); they are ours, fixed here so the server and its tests agree.
// ---------------------------------------------------------------------------------------------

/** Fixed windows per client address and email: attempts allowed, and the window's length. */
export const serverRateLimits = {
  login: { attempts: 5, windowMs: minute },
  loginPerAddress: { attempts: 30, windowMs: minute },
  forgotPassword: { attempts: 3, windowMs: minute },
  verificationNotification: { attempts: 6, windowMs: minute },
} as const

/** The server-sent events stream (GET events). */
export const serverEventStream = {
  /** A heartbeat event this often keeps proxies from closing an idle stream. */
  heartbeatMs: 15 * second,
  /** A stream ticket opens one stream within this time. */
  ticketTtlMs: minute,
  /** How long an EventSource waits before reconnecting (the stream's `retry:` field). */
  retryMs: 5 * second,
} as const

export const serverLimits = {
  /** Request bodies above this size are refused with 413 before they are read. */
  maxJsonBodyBytes: 1024 * 1024,
} as const

/** Field lengths of teams, invitations, API tokens and the onboarding profile (ours). */
export const teamFields = {
  nameMaxLength: 255,
  tokenNameMaxLength: 255,
  companyMaxLength: 255,
  useCaseMaxLength: 1000,
} as const

/** Custom fields of contacts (ours): a slug key, a label, and for `select` a list of options. */
export const customFieldLimits = {
  keyMaxLength: 64,
  labelMaxLength: 255,
  maxOptions: 100,
  optionMaxLength: 255,
} as const

/** The audience area (ours): contacts, tags, segments, data files and feeds. */
export const audienceLimits = {
  nameMaxLength: 255,
  maxTagsPerContact: 50,
  tagNameMaxLength: 64,
  /** A text custom field's value. */
  customTextMaxLength: 1000,
  /** Ids one bulk call may name; past that, select by filter. */
  maxSelectedIds: 10_000,
  /** A filter value in a list query (`filter[status]=active,blocked`). */
  filterValueMaxLength: 500,
  /** Groups nested inside groups, the root counting as one. */
  segmentMaxDepth: 5,
  /** Conditions in one rule tree, all groups together. */
  segmentMaxConditions: 50,
  /** Contacts a preview shows next to its count. */
  segmentSampleSize: 10,
  /** Contacts a background recount reads per step (one progress update each). */
  segmentRecountChunk: 20_000,
  /** The largest engagement window, in days. */
  engagementMaxDays: 3650,
  /** An uploaded CSV: 100 MB files must work, so the cap leaves room above that. */
  uploadMaxBytes: 256 * 1024 * 1024,
  uploadMaxColumns: 200,
  /** A header or cell longer than this is cut in the sample (never in the import). */
  cellMaxLength: 1000,
  /** Rows the sample of a data file shows. */
  sampleRows: 10,
  /** Rows written per statement by an import. */
  importBatchRows: 1000,
  /**
   * A contact list filtered by more than status, source and country (a tag, a search…) counts
   * its matches up to this many (or a page past the one asked for); past it, `meta.total` is
   * that many and `meta.total_capped` is true: "more than N". Counting every match of a
   * million contacts on every page would take longer than the page.
   */
  contactListCountCap: 1000,
  /** Contacts one feed post may carry. */
  feedBatchMax: 1000,
  /** Rejected rows a feed log keeps the reasons of. */
  feedLogReasonsMax: 100,
  /** Growth points a dashboard answers at most. */
  dashboardMaxPoints: 400,
  /** Groups a report answers per dimension at most (the largest first). */
  reportMaxGroups: 100,
} as const

/** The segment editor (ours): how it waits between keystrokes and between progress polls. */
export const segmentEditor = {
  /** Quiet time after the last rule edit before the preview is asked for. */
  previewDebounceMs: 400,
  /** How often a background count's progress is read while it runs. */
  progressPollMs: 1_000,
} as const

/** SMS campaigns, offers, sender ids and texts (ours). */
export const campaignLimits = {
  nameMaxLength: 255,
  /** An alphanumeric sender id: GSM 03.40 carries at most 11 characters. */
  senderIdAlphanumericMaxLength: 11,
  /** A numeric sender id: the digits of a phone number (E.164 allows 15). */
  senderIdNumericMaxLength: 15,
  /** A text's body; a long one goes out in several parts. */
  textBodyMaxLength: 1600,
  urlMaxLength: 2048,
  /** Segments, tags or feeds a campaign targets, each. */
  maxTargetsPerKind: 50,
  /** Sender ids a campaign rotates through. */
  maxSenderIds: 20,
  /** Text variants a campaign sends. */
  maxTexts: 20,
  maxThrottlePerMinute: 1_000_000,
  /** Send times a day of a recurring schedule. */
  maxRecurringTimes: 24,
  /** Variants texts/generate proposes unless asked for another number. */
  generatedVariants: 3,
  maxGeneratedVariants: 10,
  /** Tries a command makes when another change of the campaign was stored first. */
  commandAttempts: 3,
  /** The engine pushes a campaign's counters at most this often (campaign.stats events). */
  statsPushMs: 250,
  /** Reports (GET sms/campaigns/reports): the period when none is asked for, in days to today. */
  reportDefaultDays: 30,
  /** Buckets a report's time series answers at most (a longer period needs a longer grouping). */
  reportMaxPoints: 400,
  /** Campaigns a report breaks down (the most messages first) and may be filtered to. */
  reportMaxCampaigns: 100,
} as const

/** The campaign screens (ours): how often live counters are drawn and the message log re-read. */
export const campaignScreens = {
  /** Live counters are drawn at most this often, however fast the engine pushes them. */
  liveRenderMs: 500,
  /** While counters move, the message log's page is read again at most this often. */
  messageLogRefreshMs: 2_000,
} as const

/**
 * SMS parts (GSM 03.38 / 03.40): a single message carries 160 GSM-7 septets or 70 UCS-2 code
 * units; a part of a longer message gives 7 septets (6 octets) of each to its concatenation
 * header, leaving 153 or 67.
 */
export const smsLimits = {
  gsm7: { singlePart: 160, perPart: 153 },
  ucs2: { singlePart: 70, perPart: 67 },
} as const

/** Voice agents (minimal), voice campaigns and their calls (ours). */
export const voiceLimits = {
  nameMaxLength: 255,
  voiceNameMaxLength: 64,
  /** The voice a new agent speaks with until one is chosen. */
  defaultVoice: 'alloy',
  /** Caller numbers a campaign rotates through. */
  maxCallerNumbers: 20,
  /** Calls of one campaign in progress at once, at most. */
  maxConcurrentCalls: 100,
  /** Attempts per contact and run, the first call included. */
  maxAttempts: 10,
  /** The longest wait before a retry: a week. */
  maxRetryDelayMinutes: 10_080,
  /** The dialer pushes a campaign's counters at most this often (voice-campaign.stats events). */
  statsPushMs: 250,
  /** A dialer holds a placed call this long without hearing of it; then the call counts failed. */
  callLeaseMs: 30 * 60_000,
} as const

/** The campaign wizard (ours): how it waits between edits and how far it looks ahead. */
export const campaignWizard = {
  /** Quiet time after the last change of the recipients before the audience is counted. */
  audienceDebounceMs: 400,
  /** The send times a schedule's preview lists. */
  previewedRuns: 5,
} as const

/**
 * Tracked offer links (ours): `https://<tracking domain>/l/<code>`, the code naming one message.
 * 10 base62 characters are 59 random bits: a guess finds one of a hundred million links once in
 * several billion tries, and the link stays short enough for one SMS part to keep its text.
 */
export const trackedLinks = {
  pathPrefix: '/l/',
  codeLength: 10,
} as const

/**
 * What the live counter assumes a placeholder fills (ours): the phone (E.164: + and 15 digits)
 * and country are at most this long; names, emails and custom fields have no useful bound, so
 * these are long ones, not the longest; without a tracking domain yet, one this long.
 */
export const placeholderLengths = {
  first_name: 12,
  last_name: 15,
  phone: 16,
  email: 32,
  country: 2,
  custom: 20,
  trackingDomain: 20,
} as const

/** Automations and their graphs (ours; DOMAIN.md "Automation graph"). */
export const automationLimits = {
  nameMaxLength: 255,
  /** Nodes and edges of one graph: far past a flow a person draws (the bench drags 200). */
  maxNodes: 500,
  maxEdges: 1_000,
  /** A node's or an edge's id: letters, digits, `_` and `-`, so `nodes.<id>.<setting>` splits on dots. */
  idMaxLength: 64,
  /** A node's position on the canvas, either axis, in canvas units. */
  maxCoordinate: 1_000_000,
  /** A split's arms; their weights are whole percentages that add up to `splitTotal`. */
  minSplitArms: 2,
  maxSplitArms: 10,
  splitTotal: 100,
  armLabelMaxLength: 64,
  /** The longest wait a wait node holds a contact for: a year. */
  maxWaitMinutes: 366 * 24 * 60,
  /** A date trigger or wait fires up to this many days before or after the date itself. */
  maxDateOffsetDays: 365,
  /** An SMS reply trigger's keyword; a call outcome's label. */
  keywordMaxLength: 50,
  outcomeMaxLength: 100,
  /** Tags and custom fields a made-up test-run contact may carry. */
  testRunMaxTags: 50,
  testRunMaxFields: 50,
} as const

/** How the automation engine runs journeys (ours; issue 16 "The engine"). */
export const automationEngine = {
  /**
   * Nodes one journey passes in one claim before it is stopped (failed): a published graph's
   * loops pass a wait, so only a graph changed under a journey could come near it. A test run
   * stops there too (its waits take no time, so a go-to loop ends here).
   */
  maxHopsPerWalk: 200,
  /** A webhook's tries, and the pause before each retry (the last pause repeats). */
  webhookMaxAttempts: 5,
  webhookBackoffMinutes: [1, 5, 30, 120],
  /** How long a receiver has to answer before the try counts as unreachable. */
  webhookTimeoutMs: 10_000,
  /**
   * How long a deliverer holds a claimed POST before another may try it again (a process that
   * died mid-POST): past the timeout, so a live deliverer always records its answer first.
   */
  webhookLeaseMs: 60_000,
  /** POSTs one process has in flight at once. */
  webhookConcurrency: 20,
} as const

/** Email templates (DOMAIN.md): names, subjects and bodies, bounded. */
export const emailTemplateLimits = {
  nameMaxLength: 255,
  subjectMaxLength: 255,
  /** The MJML or HTML as written: a rich newsletter stays far below. */
  bodyMaxLength: 200_000,
  /** How long a worker holds a mail it is sending before another may try it again. */
  sendLeaseMs: 60_000,
} as const

/**
 * Replies from handsets (ours): one whose first word is one of these, in any of the languages,
 * makes its contact unsubscribed. English: the words carriers and the CTIA guidelines treat as
 * opt-outs; Arabic and Persian: "cancel", "stop", "withdraw". Written here as people type them;
 * a reply is compared after folding case, diacritics and the Arabic/Persian letter variants
 * (server/src/domain/inbound-sms/words.ts): each word is listed in one spelling ("الغاء" is
 * "إلغاء" without its hamza, "STOP" is "stop").
 */
export const inboundSms = {
  optOutWords: {
    en: ['stop', 'stopall', 'unsubscribe', 'cancel', 'end', 'quit'],
    ar: ['إلغاء', 'توقف', 'إيقاف'],
    fa: ['لغو', 'توقف', 'انصراف'],
  },
  /**
   * How long the stored parts of a long reply wait for the rest after the first came
   * (server/src/domain/inbound-sms/parts.ts); then the background work stores what came. A
   * handset sends the parts within seconds; a carrier offers a refused part again within
   * minutes: an hour leaves room for both.
   */
  incompleteSetExpiryMs: 60 * 60_000,
} as const

/**
 * Vendor connections over SMPP 3.4 (ours). The lengths are the C-octet strings of a bind (section
 * 4.1.1, NUL excluded); TPS and window bound what one connection may be set to.
 */
export const smppConnectionLimits = {
  nameMaxLength: 100,
  hostMaxLength: 253,
  systemIdMaxLength: 15,
  passwordMaxLength: 8,
  systemTypeMaxLength: 12,
  defaultPort: 2775,
  defaultTps: 50,
  maxTps: 10_000,
  defaultWindow: 10,
  maxWindow: 1000,
  testBodyMaxLength: 612,
  /** How often the server compares the connections it holds open with the stored ones. */
  reconcileMs: 2_000,
  /** How long the receipt of a test message is kept for the screen to read. */
  testReceiptKeptMs: 15 * 60_000,
} as const

/**
 * MNP/HLR enrichment (issue 17 item 9; ours, the spec names none of these figures). An answer is
 * fresh for its country's lifetime: numbers port more often in some markets, so those answers
 * age sooner. A lookup's price is decimal text at a unit price's scale.
 */
export const enrichment = {
  /** What one successful lookup costs with the local adapter (a failed one costs nothing). */
  lookupCost: '0.0040',
  lifetimeDays: {
    default: 30,
    /** ISO country code → days, where numbers change network more often than the default says. */
    byCountry: { GB: 14, US: 7, DE: 21, IN: 10 } as Readonly<Record<string, number>>,
  },
  /** Numbers a pasted list may hold. */
  listMaxNumbers: 10_000,
  /** Numbers one step of a run looks up and commits together. */
  runStep: 25,
  /** A worker holds a run this long without committing a step; then another takes over. */
  runLeaseMs: 60 * second,
  /** The longest period the analytics cover, in days. */
  analyticsMaxDays: 366,
  /** Share (per mille) of numbers the local adapter answers as ported, and as unreachable. */
  localPortedPerMille: 100,
  localUnreachablePerMille: 30,
} as const

/**
 * Rate-sheet inboxes and the rate parser (ours). A vendor's full deck is some 100,000 rows, a
 * few megabytes as CSV or XLSX; the file is kept whole with its sheet.
 */
export const rateSheetLimits = {
  uploadMaxBytes: 32 * 1024 * 1024,
  vendorNameMaxLength: 120,
  sheetNameMaxLength: 31,
  maxSheetIndex: 255,
  maxHeaderRow: 100,
  maxColumn: 255,
  /** Rows of a sheet the mapping form shows. */
  previewRows: 8,
  /** Change-set rows one parse transaction writes (and one progress event tells). */
  parseBatchRows: 2_000,
  /** A worker holds a parse this long without committing a batch; then another takes over. */
  parseLeaseMs: 60_000,
  /** Reasons a refused apply names, besides the count. */
  applyRefusalReasons: 5,
  /** A change set's rows show their network's share of the team's traffic over this many days. */
  trafficShareDays: 30,
} as const

/** SMS routes and vendor rates (issue 17 items 3 and 4). */
export const smsRouteLimits = {
  nameMaxLength: 100,
  vendorNameMaxLength: 120,
  /** Sender ids a `replace` route picks from. */
  senderPoolMax: 50,
} as const

/** Client rates and their rules (issue 18 item 3; server/src/domain/client-rates/). */
/** The computed client-rate table's "only" filter (a route's search reads it, without zod). */
export const clientRateOnly = ['all', 'changed', 'negative'] as const

export const clientRateLimits = {
  nameMaxLength: 120,
  /**
   * A team's rules: tried in order for every client and network, so the list stays readable;
   * one page of a list (`pagination.maxItemsPerPage`) shows them all.
   */
  rulesMax: 100,
  /** Clients one rule names (a group of clients is a rule naming several). */
  clientsMax: 200,
  /** Decimals a markup percentage may have ('12.5' %). */
  percentScale: 4,
  /** Whole digits of a markup percentage (up to 9999 %). */
  percentWholeDigits: 4,
  /** Decimals a client price is rounded to when neither the rule nor the settings say. */
  defaultDecimals: 4,
  /** Which vendor cost a rule starts from: the plan's first route for the network, or its dearest. */
  costBases: ['first_route', 'highest_route'],
  /** Named roundings of the money module a team may choose. */
  roundings: ['half-even', 'half-up'],
  /** "Only changed": the cost or the rule that made the price started this many days before. */
  changedWithinDays: 7,
  /** Clients a rate change set's row names as put at risk (worst margin first). */
  risksPerRow: 5,
  /** Rows of the computed table priced in one request (clients × networks with a cost). */
  tableRowsMax: 20_000,
} as const
/**
 * Whose traffic a routing plan or a route serves (DOMAIN.md "API paths": hub routing uses the
 * SMS routing paths with `scope=hub`). A route's vendor rates, rate sheets and inbox are its
 * scope's. The first is the default: what the campaigns and every older row use.
 */
export const routingScopes = ['sms', 'hub'] as const
export type RoutingScope = (typeof routingScopes)[number]
export const defaultRoutingScope: RoutingScope = routingScopes[0]
/** The hub's wholesale traffic (issue 18): its plans, vendor routes and their rates. */
export const hubRoutingScope: RoutingScope = routingScopes[1]

/** Routing plans and their rules (issue 17 item 6; DOMAIN.md "Routing and rates"). */
export const routingPlanLimits = {
  nameMaxLength: 120,
  descriptionMaxLength: 500,
  /** A plan's rules: tried in order for every message, so a plan stays readable. */
  rulesMax: 200,
  routesPerRuleMax: 20,
  matchesMax: 500,
  senderPatternMaxLength: 32,
  /** A weighted rule's weights add up to exactly this (percent). */
  weightTotal: 100,
  /**
   * How long the router keeps a plan it has read. Writes through this server forget it at once;
   * the age bounds a change made elsewhere (a route switched off, another server process).
   */
  cacheMs: 5_000,
} as const

/**
 * The ledger (DOMAIN.md "Money and ledgers"; issue 18): every money movement of an account is an
 * entry, never edited; the balance is their sum. Entries keep `money.scales.rate` decimals (a
 * message's usage is priced to 6); a balance people read rounds that exact sum half-even to
 * `money.scales.amount`.
 */
export const ledger = {
  /** Who an account belongs to: a hub company now, the team's own billing account later. */
  holderKinds: ['company', 'team'],
  /**
   * What moved the money. Each kind has a sign: top-ups, refunds and releases add, usage and
   * reservations take, an adjustment may do either (and says why).
   */
  entryKinds: ['top_up', 'usage', 'adjustment', 'refund', 'reservation', 'release'],
  /** Decimals an entry keeps. */
  entryScale: 6,
  /** Decimals a balance is shown at. */
  balanceScale: 2,
  reasonMaxLength: 500,
  /** What an entry may point at: the rate a usage was priced at, the message it was for. */
  referenceKinds: ['rate', 'message', 'call', 'invoice', 'entry', 'balance_sync'],
  referenceIdMaxLength: 200,
} as const

/** Hub companies (issue 18 item 1; DOMAIN.md "Company"). */
export const companyLimits = {
  kinds: ['client', 'vendor'],
  nameMaxLength: 120,
  notesMaxLength: 2000,
  contactsMax: 20,
  contactNameMaxLength: 120,
  contactPhoneMaxLength: 40,
  contactRoleMaxLength: 80,
  /** How many companies the summary lists as nearest their credit limits. */
  summaryNearestLimit: 5,
  /** Entries per page of a company's balance. */
  entriesPerPage: 25,
  /** Points of the balance-over-time series (the latest entries). */
  seriesPoints: 60,
} as const

/**
 * A vendor's balance checker (issue 18 item 1): an HTTP request template the hub sends to the
 * vendor's own system, and where the figure is in the answer. Outgoing requests follow the
 * webhooks' rules (adapters/webhook/outbound.ts): a timeout, a size limit, no private addresses.
 */
export const balanceChecker = {
  methods: ['GET', 'POST'],
  /** What a template may say in `{{name}}`: the stored credentials and the day of the request. */
  placeholders: ['username', 'password', 'api_key', 'date'],
  /** The credentials among the placeholders: written, never read back. */
  credentials: ['username', 'password', 'api_key'],
  readers: ['json_path', 'regex'],
  urlMaxLength: 2000,
  headersMax: 20,
  headerNameMaxLength: 100,
  headerValueMaxLength: 2000,
  bodyMaxLength: 10_000,
  readerMaxLength: 500,
  credentialMaxLength: 500,
  /** A vendor that has not answered by then is given up on. */
  timeoutMs: 10_000,
  /** Bytes of a vendor's answer read at most; a longer answer is cut there. */
  responseMaxBytes: 64 * 1024,
  /** Characters of the raw answer's body a test shows. */
  rawBodyMaxChars: 4000,
  /** How often every company with a checker is synced in the background. */
  syncIntervalMs: 60 * 60 * 1000,
  /** A process's claim on one sync; a process that dies leaves it to another after this. */
  syncLeaseMs: 60 * 1000,
} as const

/**
 * Live phones (issue 18 item 8; ours, the spec names none of these figures): real handsets that
 * receive test messages sent through a route. A test whose receipt said delivered but whose
 * handset reported nothing within `arrivalTimeoutMs` is a fake receipt; a handset that reported
 * within `onlineWithinMs` is online.
 */
/** What a live test's verdict may be (a route's search reads it, so it lives here, without zod). */
export const liveTestVerdicts = [
  'pending',
  'delivered',
  'sender_changed',
  'content_changed',
  'fake_dlr',
  'not_delivered',
] as const

export const livePhoneLimits = {
  nameMaxLength: 100,
  senderMaxLength: 15,
  textMaxLength: 480,
  /** Characters of the code a test message carries, to find it in what the handset reports. */
  codeLength: 6,
  arrivalTimeoutMs: 10 * 60_000,
  onlineWithinMs: 60 * 60_000,
  /** What the handset's app may report: a long message arrives whole. */
  reportTextMaxLength: 1600,
} as const

/**
 * Hub endpoints (issue 18 item 2; ours, the spec names none of these figures): a client's way
 * into the hub, by SMPP (system_id and password, as smppConnectionLimits bounds them) or HTTP
 * (an API key the server makes), with an IP allow-list, a TPS limit and static client prices.
 */
export const hubEndpointLimits = {
  protocols: ['smpp', 'http'],
  statuses: ['active', 'disabled'],
  nameMaxLength: 120,
  allowedIpsMax: 50,
  defaultTps: 50,
  maxTps: 10_000,
  /**
   * The rate-notice period: a price increase takes effect no sooner than this many days after
   * the client is told of it (the wholesale custom; an endpoint may ask for more, or less).
   */
  rateNoticeDays: 7,
  maxRateNoticeDays: 90,
  /** Notices per page of an endpoint's email-updates history. */
  noticesPerPage: 20,
  /** The API key's readable prefix, so a leaked key is recognisable in a log or a scanner. */
  apiKeyPrefix: 'sbk_',
} as const

/** Profit logic (issue 18 item 5; server/src/domain/profit-logic/): rules bounding a margin. */
export const profitLogicLimits = {
  nameMaxLength: 120,
  reasonMaxLength: 500,
  /** A team's sets, and one set's rules: one page of a list shows them all. */
  setsMax: 100,
  rulesMax: 100,
  clientsMax: 200,
  /** What a negative margin gets: refused, or let through (with an override and its reason). */
  negativeMargin: ['block', 'allow'] as const,
  /** Why a route is refused (the simulator says it in the reader's words). */
  refusals: ['loss', 'maxLoss', 'minMargin'] as const,
  /** The traffic an alert names: the client's messages to the network over this many days. */
  trafficDays: 30,
  /** How often the background work looks for scheduled vendor increases that break it. */
  alertEveryMs: 15 * 60_000,
} as const
