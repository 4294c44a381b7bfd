import { describe, expect, it } from 'vitest'
import { icons as iconLimits } from '../../src/contract/constants'
import { iconsPath } from '../../src/contract/routes'
import { useTestServer } from './support/test-server'

const fallbackUrl = 'https://icons.example.test'

/** The public icon service, as the server would reach it: it knows `tabler`, and counts asks. */
const fallback = {
  asked: [] as string[],
  down: false,
  fetch: (async (input) => {
    const url = new URL(String(input))
    fallback.asked.push(`${url.pathname}?${url.searchParams.get('icons')}`)
    if (fallback.down) throw new TypeError('fetch failed')
    if (url.pathname !== '/tabler.json') return Response.json(404, { status: 404 })
    const names = url.searchParams.get('icons')?.split(',') ?? []
    const icons = Object.fromEntries(names.map((name) => [name, { body: `<path d="${name}"/>` }]))
    return Response.json({ prefix: 'tabler', icons, width: 24, height: 24 })
  }) as typeof fetch,
}

describe('GET /api/_nuxt_icon', () => {
  const server = useTestServer('pglite')
  const withFallback = useTestServer('pglite', {
    env: { ICON_FALLBACK_URL: fallbackUrl },
    fetch: fallback.fetch,
  })

  it('answers icons of a collection the server holds, cacheable for 168 hours', async () => {
    const response = await server.request('GET', `${iconsPath}/lucide.json?icons=bell,house`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe(
      `public, max-age=${iconLimits.cacheHours * 3600}`,
    )
    expect(response.body.prefix).toBe('lucide')
    expect(Object.keys(response.body.icons).sort()).toEqual(['bell', 'house'])
    expect(response.body.icons.bell.body).toContain('<path')
    expect(response.body.not_found).toBeUndefined()
  })

  it('names the icons it does not have, and refuses a collection it does not know', async () => {
    const partly = await server.request('GET', `${iconsPath}/lucide.json?icons=bell,no-such-icon`)
    expect(partly.status).toBe(200)
    expect(partly.body.not_found).toEqual(['no-such-icon'])
    expect((await server.request('GET', `${iconsPath}/tabler.json?icons=bell`)).status).toBe(404)
  })

  it('refuses an address over 500 characters and a malformed ask', async () => {
    const names = Array.from({ length: 100 }, (_, index) => `icon-${index}`).join(',')
    expect((await server.request('GET', `${iconsPath}/lucide.json?icons=${names}`)).status).toBe(
      414,
    )
    for (const path of [
      'lucide?icons=bell',
      'lucide.json',
      'lucide.json?icons=Bell<',
      '..%2F.json?icons=a',
    ])
      expect((await server.request('GET', `${iconsPath}/${path}`)).status).toBe(400)
  })

  it('asks the public service for what it lacks, when one is set, and keeps its answers', async () => {
    fallback.asked = []
    const mixed = await withFallback.request(
      'GET',
      `${iconsPath}/lucide.json?icons=bell,tabler-only`,
    )
    expect(mixed.body.not_found).toEqual(['tabler-only'])
    const remote = await withFallback.request('GET', `${iconsPath}/tabler.json?icons=bell`)
    expect(remote.status).toBe(200)
    expect(remote.body.icons.bell.body).toBe('<path d="bell"/>')
    await withFallback.request('GET', `${iconsPath}/tabler.json?icons=bell`)
    expect(fallback.asked).toEqual(['/lucide.json?tabler-only', '/tabler.json?bell'])
  })

  it('keeps the 50 most recent answers, and asks again for one pushed out', async () => {
    fallback.asked = []
    const ask = (name: string) =>
      withFallback.request('GET', `${iconsPath}/tabler.json?icons=${name}`)
    await ask('first')
    for (let index = 0; index < iconLimits.maxCacheEntries - 1; index++) await ask(`icon-${index}`)
    await ask('first')
    expect(fallback.asked.filter((asked) => asked.endsWith('?first'))).toHaveLength(1)
    await ask('one-more')
    await ask('icon-0')
    expect(fallback.asked.filter((asked) => asked.endsWith('?icon-0'))).toHaveLength(2)
  })

  it('answers what it holds when the public service is down', async () => {
    fallback.down = true
    const response = await withFallback.request('GET', `${iconsPath}/lucide.json?icons=house,gone`)
    fallback.down = false
    expect(response.status).toBe(200)
    expect(Object.keys(response.body.icons)).toEqual(['house'])
    expect(response.body.not_found).toEqual(['gone'])
  })
})
