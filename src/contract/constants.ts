/**
 * The specification's constants (§9 and the limits of §5), named once. Client, server and tests
 * import them from here; no other module repeats these numbers.
 */

const second = 1000
const minute = 60 * second
const hour = 60 * minute

export const session = {
  /** The refresh marker is set this far ahead; when it has passed, the token is refreshed. */
  refreshMarkerMs: 10 * minute,
} as const

export const http = {
  /** Requests never time out on the client (spec §9: HTTP timeout 0). */
  timeoutMs: 0,
  apiBase: '/api/proxy/api/',
  apiVersion: 'v1',
  managementPath: 'management',
} as const

export const buildId = {
  pollMs: hour,
} as const

export const chunkReload = {
  /** At most one reload for a failed lazy chunk inside this window. */
  guardWindowMs: 10 * second,
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
} as const

export const modalTypes = ['success', 'info', 'danger', 'warning'] as const
export type ModalType = (typeof modalTypes)[number]

export const modal = {
  /** sm:max-w-lg: 32rem from the sm breakpoint up, full width below it. */
  maxWidth: '32rem',
  destroyDelayMs: 200,
  primaryFocusDelayMs: 200,
} as const

export const pushButtonSizes = ['xs', 's', 'm', 'l', 'xl'] as const
export type PushButtonSize = (typeof pushButtonSizes)[number]

export const pushButton = {
  defaultSize: 'm' satisfies PushButtonSize,
  minimumThemes: 17,
  defaultTheme: 'white',
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

export const themePrimaries = ['green', 'sky'] as const
export type ThemePrimary = (typeof themePrimaries)[number]

export const icons = {
  cacheHours: 168,
  maxCacheEntries: 50,
  maxUrlLength: 500,
  timeoutMs: 5 * second,
} as const
