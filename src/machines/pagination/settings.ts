import {
  type PaginationLocale,
  pagination as paginationConstants,
  paginationDirections,
  paginationLocaleAliases,
  paginationLocales,
  paginationPagePlaceholder,
  paginationTypes,
} from '../../contract/constants'

export type PaginationDirection = (typeof paginationDirections)[number]
export type PaginationType = (typeof paginationTypes)[number]

/** What a developer passes to a pagination (spec §5); unset fields take the defaults. */
export interface PaginationSettings {
  totalItems: number
  currentPage: number
  /** @default 10 */
  itemsPerPage?: number
  /** @default 5 */
  maxPagesShown?: number
  /** @default 'ltr' ('rtl' for ar and fa) */
  dir?: string
  /** @default 'button' */
  type?: string
  /** en, ar or fa ('ir' is accepted for fa). @default 'en' */
  locale?: string
  /** Required for the link type: a URL containing `[page]`, e.g. `/campaigns?page=[page]`. */
  linkUrl?: string
}

export interface ResolvedPaginationSettings {
  totalItems: number
  currentPage: number
  itemsPerPage: number
  maxPagesShown: number
  dir: PaginationDirection
  type: PaginationType
  locale: PaginationLocale
  linkUrl: string | undefined
}

/** A developer's mistake in a pagination's settings, named with the setting and the value. */
export class PaginationSettingsError extends Error {
  override readonly name = 'PaginationSettingsError'
  constructor(
    readonly setting: keyof PaginationSettings,
    message: string,
  ) {
    super(`Pagination: ${message}`)
  }
}

const isWholeNumber = (value: number) => Number.isInteger(value)
const quoted = (value: unknown) =>
  typeof value === 'string' ? JSON.stringify(value) : String(value)
const oneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value)

function requireCount(setting: keyof PaginationSettings, value: number, minimum: 0 | 1) {
  if (typeof value !== 'number' || !isWholeNumber(value) || value < minimum) {
    const bound = minimum === 0 ? 'a whole number of 0 or more' : 'a whole number above 0'
    throw new PaginationSettingsError(setting, `${setting} must be ${bound}, got ${quoted(value)}.`)
  }
}

export function resolveLocale(locale: string): PaginationLocale {
  const aliased = (paginationLocaleAliases as Record<string, PaginationLocale>)[locale] ?? locale
  if (!oneOf(paginationLocales, aliased)) {
    throw new PaginationSettingsError(
      'locale',
      `locale must be one of ${paginationLocales.join(', ')} (or ir for fa), got ${quoted(locale)}.`,
    )
  }
  return aliased
}

/**
 * Checks a pagination's settings and fills the defaults. Throws `PaginationSettingsError` with
 * a message naming the setting, so a mistake fails loudly instead of rendering wrong pages.
 */
export function resolvePaginationSettings(
  settings: PaginationSettings,
): ResolvedPaginationSettings {
  const itemsPerPage = settings.itemsPerPage ?? paginationConstants.defaultItemsPerPage
  const maxPagesShown = settings.maxPagesShown ?? paginationConstants.defaultMaxPagesShown
  requireCount('totalItems', settings.totalItems, 0)
  requireCount('itemsPerPage', itemsPerPage, 1)
  requireCount('currentPage', settings.currentPage, 1)
  requireCount('maxPagesShown', maxPagesShown, 1)

  const locale = resolveLocale(settings.locale ?? 'en')
  const dir = settings.dir ?? (locale === 'en' ? 'ltr' : 'rtl')
  if (!oneOf(paginationDirections, dir)) {
    throw new PaginationSettingsError(
      'dir',
      `dir must be ${paginationDirections.join(' or ')}, got ${quoted(dir)}.`,
    )
  }
  const type = settings.type ?? 'button'
  if (!oneOf(paginationTypes, type)) {
    throw new PaginationSettingsError(
      'type',
      `type must be ${paginationTypes.join(' or ')}, got ${quoted(type)}.`,
    )
  }
  if (type === 'link' && !settings.linkUrl?.includes(paginationPagePlaceholder)) {
    throw new PaginationSettingsError(
      'linkUrl',
      `the link type needs a linkUrl containing ${paginationPagePlaceholder}, got ${quoted(settings.linkUrl)}.`,
    )
  }
  return {
    totalItems: settings.totalItems,
    currentPage: settings.currentPage,
    itemsPerPage,
    maxPagesShown,
    dir,
    type,
    locale,
    linkUrl: settings.linkUrl,
  }
}

export const pageCountOf = (totalItems: number, itemsPerPage: number) =>
  Math.max(1, Math.ceil(totalItems / itemsPerPage))

/** The URL of a page for the link type. */
export const pageHref = (linkUrl: string, page: number) =>
  linkUrl.replaceAll(paginationPagePlaceholder, String(page))
