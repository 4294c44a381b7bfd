/**
 * The constants the sign-in pages use on their first load (the session, the locale, the theme,
 * the button, the auth fields), named once here and exported again by constants.ts, which names
 * the rest: the sign-in pages import these from here, so their first load carries none of the
 * app's limits (issue 15). Everything else imports them from constants.ts.
 */

export const second = 1000
export const minute = 60 * second
export const hour = 60 * minute

export const session = {
  /** The refresh marker is set this far ahead; when it has passed, the token is refreshed. */
  refreshMarkerMs: 10 * minute,
  // Not in the spec, which shows a resend but no limit: the server takes 6 a minute
  // (serverRateLimits.verificationNotification), so a resend is offered again after 10 s.
  verificationResendCooldownMs: 10 * second,
  // Not in the spec: a refresh that got no answer (or a 5xx) is tried again after 1 s, then
  // twice as long each time, never more than a minute apart, while the user stays signed in.
  reconnectFirstDelayMs: second,
  reconnectMaxDelayMs: minute,
  /** The statuses of a refresh that end the session (spec §8); any other failure is a lost connection. */
  endingStatuses: [401, 419] as readonly number[],
} as const

/** The lists of the browser's dictionary cache (spec §3), kept per team. */
export const dictionaryNames = [
  'campaigns',
  'networks',
  'countries',
  'segments',
  'domains',
  'offers',
  'routes',
  'routingCompanies',
  'feeds',
] as const

export type DictionaryName = (typeof dictionaryNames)[number]

export const chunkReload = {
  /** At most one reload for a failed lazy chunk inside this window. */
  guardWindowMs: 10 * second,
} as const

export const buttonSizes = ['xs', 's', 'm', 'l', 'xl'] as const

export type ButtonSize = (typeof buttonSizes)[number]

export const button = {
  defaultSize: 'm' satisfies ButtonSize,
  /** Colour themes: every tone in every variant counts as one. */
  minimumThemes: 17,
  /** The spec's "white" default: the neutral tone's outline, a surface-coloured face. */
  defaultTone: 'neutral',
  defaultVariant: 'outline',
} as const

export const themePrimaries = ['green', 'sky'] as const

export type ThemePrimary = (typeof themePrimaries)[number]

/** The colour scheme a person picks; 'system' follows the operating system's. */
export const colorSchemePreferences = ['light', 'dark', 'system'] as const

/** The interface languages (ARCHITECTURE.md, i18n); the ones listed as right to left flip the page. */
export const appLocales = ['en', 'ar', 'fa'] as const

export type AppLocale = (typeof appLocales)[number]

export const rightToLeftLocales: readonly AppLocale[] = ['ar', 'fa']

export const serverTokens = {
  /** An access token lives an hour; the client refreshes it every 10 minutes (refresh marker). */
  accessTtlMs: hour,
  /** A refresh token lives 30 days and is replaced by every refresh. */
  refreshTtlMs: 30 * 24 * hour,
  /** A signed email-verification link is valid this long. */
  verificationLinkTtlMs: hour,
  /** A password-reset token is valid this long and works once. */
  passwordResetTtlMs: hour,
  /** A team invitation can be accepted this long after it was sent. */
  invitationTtlMs: 7 * 24 * hour,
  /** An API token's last use is written at most this often, not on every call. */
  apiTokenLastUsedPrecisionMs: minute,
} as const

/** Field lengths of the auth calls (ours; the spec shows no business validation). */
export const accountFields = {
  nameMaxLength: 255,
  emailMaxLength: 254,
  passwordMinLength: 8,
  passwordMaxLength: 200,
} as const

/**
 * Where the server's mail goes: `mailbox` keeps it in the local mailbox (no SMTP_URL; staff read
 * it at /management/mailbox and its links are printed to the server's log), `smtp` sends it,
 * `upstream` is another backend's business (UPSTREAM_API_URL).
 */
export const mailDeliveries = ['mailbox', 'smtp', 'upstream'] as const

export type MailDelivery = (typeof mailDeliveries)[number]
