import { notFound } from '@tanstack/react-router'
import type { SubPage } from './pages'
import { isValidSplat } from './params'
import { findSubPageIn } from './subPages'

/**
 * Route params option for a splat page made of sub-pages (/my-account/{...}): the splat must
 * name one of them, else the 404 page.
 */
export function subPageParams(subPages: readonly SubPage[]) {
  return {
    parse: (raw: { _splat?: string }) => {
      const splat = raw._splat ?? ''
      if (!isValidSplat(splat) || !findSubPageIn(subPages, splat)) throw notFound()
      return { _splat: splat.replace(/\/+$/, '') }
    },
    stringify: (params: { _splat?: string }) => ({ _splat: params._splat ?? '' }),
  }
}
