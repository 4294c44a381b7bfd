import { notFound } from '@tanstack/react-router'
import { isValidSplat } from '../../contract/paths'

export { isValidSplat }

/** Resource ids are opaque strings (DOMAIN.md): letters, digits, '-' and '_'. */
const idPattern = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/

export function isValidId(id: string): boolean {
  return idPattern.test(id)
}

/** Route params option for routes with an `$id` segment: a bad id renders the 404 page. */
export const idParams = {
  parse: (raw: { id: string }) => {
    if (!isValidId(raw.id)) throw notFound()
    return { id: raw.id }
  },
  stringify: (params: { id: string }) => ({ id: params.id }),
}

/** Route params option for splat routes such as {contacts...}. */
export const splatParams = {
  parse: (raw: { _splat?: string }) => {
    const splat = raw._splat ?? ''
    if (!isValidSplat(splat)) throw notFound()
    return { _splat: splat }
  },
  stringify: (params: { _splat?: string }) => ({ _splat: params._splat ?? '' }),
}
