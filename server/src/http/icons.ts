import { createRequire } from 'node:module'
import type { IconifyJSON } from '@iconify/types'
import { getIcons } from '@iconify/utils/lib/icon-set/get-icons'
import type { Hono } from 'hono'
import { icons as iconLimits } from '../../../src/contract/constants'
import { iconsPath } from '../../../src/contract/routes'
import type { AppDeps } from '../deps'

/** The collections the server holds itself: Iconify's sets, shipped as npm packages. */
const localCollections: Record<string, string> = { lucide: '@iconify-json/lucide/icons.json' }

const collectionFile = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.json$/
const iconName = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const maxAgeSeconds = iconLimits.cacheHours * 60 * 60

const require = createRequire(import.meta.url)
const loaded = new Map<string, IconifyJSON>()

function localCollection(prefix: string): IconifyJSON | undefined {
  const file = localCollections[prefix]
  if (!file) return undefined
  let collection = loaded.get(prefix)
  if (!collection) {
    collection = require(file) as IconifyJSON
    loaded.set(prefix, collection)
  }
  return collection
}

/** The icons the fallback service has, or none when it is off, slow (5 s) or failing. */
async function fromFallback(
  deps: Pick<AppDeps, 'config' | 'fetch'>,
  prefix: string,
  names: string[],
): Promise<IconifyJSON | null> {
  const base = deps.config.iconFallbackUrl
  if (!base || names.length === 0) return null
  const url = new URL(`${prefix}.json`, base.href.endsWith('/') ? base : `${base.href}/`)
  url.searchParams.set('icons', names.join(','))
  try {
    const response = await deps.fetch(url, { signal: AbortSignal.timeout(iconLimits.timeoutMs) })
    return response.ok ? ((await response.json()) as IconifyJSON) : null
  } catch {
    return null
  }
}

function merged(local: IconifyJSON | null, remote: IconifyJSON | null, prefix: string) {
  const icons = { ...remote?.icons, ...local?.icons }
  const aliases = { ...remote?.aliases, ...local?.aliases }
  const { not_found: _local, ...localRest } = local ?? {}
  const { not_found: _remote, ...remoteRest } = remote ?? {}
  return { ...remoteRest, ...localRest, prefix, icons, aliases }
}

/**
 * GET /api/_nuxt_icon/<collection>.json?icons=a,b (spec §7, §9): the named icons in Iconify's
 * JSON, from the collections the server holds, then from the public fallback service when one is
 * set (ICON_FALLBACK_URL). Answers are kept for 168 hours, the 50 most recent in memory, and may
 * be cached as long by the browser. An address over 500 characters is refused (414).
 */
export function serveIcons(app: Hono, deps: Pick<AppDeps, 'config' | 'fetch' | 'clock'>): void {
  const answers = new Map<string, { body: IconifyJSON; expiresAt: number }>()

  app.get(`${iconsPath}/:collection`, async (c) => {
    if (c.req.url.length > iconLimits.maxUrlLength)
      return c.json({ message: 'The icon address is too long.' }, 414)
    const prefix = collectionFile.exec(c.req.param('collection'))?.[1]
    const names = (c.req.query('icons') ?? '').split(',').filter(Boolean)
    if (!prefix || names.length === 0 || !names.every((name) => iconName.test(name)))
      return c.json(
        { message: 'Name a collection and its icons: /<collection>.json?icons=a,b' },
        400,
      )

    const key = `${prefix}:${names.join(',')}`
    const now = deps.clock().getTime()
    const kept = answers.get(key)
    // Taken out either way and set again below: the Map's order is the order of last use.
    answers.delete(key)
    let answer = kept && kept.expiresAt > now ? kept : undefined
    if (!answer) {
      const collection = localCollection(prefix)
      const local = collection ? getIcons(collection, names, true) : null
      const remote = await fromFallback(deps, prefix, local?.not_found ?? names)
      if (!local && !remote) return c.json({ message: 'No such icon collection.' }, 404)
      const body = merged(local, remote, prefix)
      const notFound = names.filter((name) => !body.icons[name] && !body.aliases[name])
      answer = {
        body: notFound.length > 0 ? { ...body, not_found: notFound } : body,
        expiresAt: now + maxAgeSeconds * 1000,
      }
      if (answers.size >= iconLimits.maxCacheEntries) {
        const leastRecent = answers.keys().next().value
        if (leastRecent !== undefined) answers.delete(leastRecent)
      }
    }
    answers.set(key, answer)
    c.header('Cache-Control', `public, max-age=${maxAgeSeconds}`)
    return c.json(answer.body)
  })
}
