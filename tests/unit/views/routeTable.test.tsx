import { createMemoryHistory, isNotFound } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { findPage, type GuardName, pages } from '../../../src/views/frame/pages'
import { createAppRouter } from '../../../src/views/router'
import { testSession, testUser } from '../support/session'

/**
 * Splat pages that answer their own address and 404 any other: the SMS routes list, whose
 * networks, connections, MNP and HLR pages have routes of their own beside it.
 */
const ownAddressOnly = new Set(['/sms/routing/routes/$'])

/** A concrete URL for a route path: sample values stand in for `$id` and splats. */
function sampleUrl(path: string): { url: string; params: Record<string, string> } {
  const params: Record<string, string> = {}
  let url = path
  if (url.includes('$id')) {
    params.id = 'cmp_42-A'
    url = url.replace('$id', params.id)
  }
  if (url.endsWith('/$')) {
    // A page made of sub-pages answers only those (less the ones with a route of their own, like
    // /my-account/journal); a list whose splat only keeps its siblings' addresses free answers
    // its own address alone (ownAddressOnly); the others take any path.
    const base = path.slice(0, -'/$'.length)
    const served = findPage(path)?.subPages?.filter((sub) => !findPage(`${base}/${sub.path}`))
    params._splat = served?.at(-1)?.path ?? (ownAddressOnly.has(path) ? '' : 'sub/page-1')
    url = url.replace(/\$$/, params._splat)
  }
  return { url, params }
}

/** A page is reached as its guard wants: signed out for guest pages, verified for the rest. */
async function resolve(url: string, guard?: GuardName) {
  const user =
    guard === 'guest'
      ? null
      : testUser(
          guard === 'unverified'
            ? { email_verified_at: null }
            : guard === 'staff'
              ? { is_staff: true }
              : {},
        )
  const session = testSession(user)
  const router = createAppRouter({
    session,
    history: createMemoryHistory({ initialEntries: [url] }),
  })
  await router.load()
  return router
}

const guardOf = (router: Awaited<ReturnType<typeof resolve>>): GuardName => {
  const guards = router.state.matches
    .map(
      (match) =>
        router.routesById[match.routeId as keyof typeof router.routesById]?.options.staticData
          ?.guard,
    )
    .filter((guard): guard is GuardName => guard !== undefined)
  return guards.at(-1) ?? 'public'
}

describe('the route table of spec §2', () => {
  it.each(Object.keys(pages))('%s resolves to its page with its parameters', async (path) => {
    const { url, params } = sampleUrl(path)
    const router = await resolve(url, findPage(path)?.guard)
    const leaf = router.state.matches.at(-1)
    expect(leaf?.status).toBe('success')
    expect(findPage(leaf?.fullPath ?? '')).toBe(findPage(path))
    expect(leaf?.params).toMatchObject(params)
    const page = findPage(path)
    expect(guardOf(router)).toBe(page?.guard)
    const layoutRoute = path === '/' ? '/_default' : `/_${page?.layout}`
    expect(router.state.matches.map((match) => match.routeId)).toContain(layoutRoute)
  })

  it('prefers the fixed pages over the parameters beside them', async () => {
    for (const url of ['/campaigns/offers', '/audience/contacts/voice', '/integrations/create']) {
      const router = await resolve(url)
      expect(router.state.matches.at(-1)?.params).toEqual({})
      expect(router.state.matches.some((match) => isNotFound(match.error))).toBe(false)
    }
  })

  it.each(['/my-account/nowhere', '/my-account/team-settings/members/extra'])(
    'a sub-page that is not declared (%s) is a 404',
    async (url) => {
      const router = await resolve(url)
      expect(router.state.matches.some((match) => isNotFound(match.error))).toBe(true)
    },
  )

  it('resolves an empty splat to its area page', async () => {
    const router = await resolve('/audience/contacts')
    expect(findPage(router.state.matches.at(-1)?.fullPath ?? '')?.titleKey).toBe(
      'page.audienceContacts.title',
    )
  })

  it.each(['/nope', '/campaigns/1/2/3', '/hub/routing/nowhere'])(
    'an unknown path %s falls to the catch-all 404',
    async (url) => {
      const router = await resolve(url)
      expect(router.state.matches.at(-1)?.routeId).toBe('/$')
    },
  )

  it.each([
    '/campaigns/%3Cscript%3E',
    '/agents/campaigns/-leading-dash',
    `/integrations/${'x'.repeat(65)}/edit`,
    '/audience/contacts/a%20b',
    '/password-reset/to%2Fk..%00',
  ])('a parameter that fails validation (%s) is a 404', async (url) => {
    const router = await resolve(url, url.startsWith('/password-reset') ? 'guest' : 'verified')
    expect(router.state.matches.some((match) => isNotFound(match.error))).toBe(true)
  })
})
