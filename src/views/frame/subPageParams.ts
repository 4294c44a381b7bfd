import { notFound } from '@tanstack/react-router'
import { findSubPage, type Page } from './pages'
import { isValidSplat } from './params'

/**
 * Route params option for a splat page made of sub-pages (/my-account/{...}): the splat must
 * name one of them, else the 404 page.
 */
export function subPageParams(page: Page) {
  return {
    parse: (raw: { _splat?: string }) => {
      const splat = raw._splat ?? ''
      if (!isValidSplat(splat) || !findSubPage(page, splat)) throw notFound()
      return { _splat: splat.replace(/\/+$/, '') }
    },
    stringify: (params: { _splat?: string }) => ({ _splat: params._splat ?? '' }),
  }
}
