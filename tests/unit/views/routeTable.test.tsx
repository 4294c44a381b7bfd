import { createMemoryHistory, isNotFound } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { findPage, type GuardName, pages } from '../../../src/views/frame/pages'
import { createAppRouter } from '../../../src/views/router'

/** A concrete URL for a route path: sample values stand in for `$id` and splats. */
function sampleUrl(path: string): { url: string; params: Record<string, string> } {
  const params: Record<string, string> = {}
  let url = path
  if (url.includes('$id')) {
    params.id = 'cmp_42-A'
    url = url.replace('$id', params.id)
  }
  if (url.endsWith('/$')) {
    params._splat = 'sub/page-1'
    url = url.replace(/\$$/, params._splat)
  }
  return { url, params }
}

async function resolve(url: string) {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }) })
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
    const router = await resolve(url)
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

  it('resolves an empty splat to its area page', async () => {
    const router = await resolve('/audience/contacts')
    expect(findPage(router.state.matches.at(-1)?.fullPath ?? '')?.title).toBe('Contacts')
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
    const router = await resolve(url)
    expect(router.state.matches.some((match) => isNotFound(match.error))).toBe(true)
  })
})
