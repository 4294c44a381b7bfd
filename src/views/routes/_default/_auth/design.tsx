import { createFileRoute } from '@tanstack/react-router'
import type { ColorScheme } from '../../../../services/theme'
import { Gallery } from '../../../design/Gallery'
import { type GalleryLocale, galleryLocales } from '../../../design/galleryLocales'

export interface DesignSearch {
  scheme?: ColorScheme
  locale?: GalleryLocale
  /** The page of the gallery's link-type pagination. */
  page?: number
}

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  list.some((item) => item === value)

/** Unknown values are dropped rather than refused: the gallery is a tool, not a screen. */
function validateDesignSearch(search: Record<string, unknown>): DesignSearch {
  const page = Number(search.page)
  return {
    ...(isOneOf(['light', 'dark'] as const, search.scheme) ? { scheme: search.scheme } : {}),
    ...(isOneOf(galleryLocales, search.locale) ? { locale: search.locale } : {}),
    ...(Number.isInteger(page) && page >= 1 ? { page } : {}),
  }
}

export const Route = createFileRoute('/_default/_auth/design')({
  validateSearch: validateDesignSearch,
  component: DesignRoute,
})

function DesignRoute() {
  const { scheme, locale } = Route.useSearch()
  return <Gallery {...(scheme ? { scheme } : {})} {...(locale ? { locale } : {})} />
}
