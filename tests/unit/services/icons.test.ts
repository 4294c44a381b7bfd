import { describe, expect, it } from 'vitest'
import { iconUrl } from '../../../src/services/icons'

const bell = {
  prefix: 'lucide',
  width: 24,
  height: 24,
  icons: { bell: { body: '<path d="M6 8a6 6 0 0 1 12 0"/>' } },
}

const answering = (answers: Array<Response | Error>) => {
  const asked: string[] = []
  const fetch = (async (input: string) => {
    asked.push(String(input))
    const answer = answers.shift()
    if (answer instanceof Error) throw answer
    return answer
  }) as unknown as typeof globalThis.fetch
  return { asked, fetch }
}

describe('iconUrl', () => {
  it('draws the icon the endpoint answers as an SVG image URL, asking once', async () => {
    const server = answering([Response.json(bell)])
    const url = await iconUrl('lucide:bell', server.fetch)
    expect(url).toMatch(/^url\("data:image\/svg\+xml,/)
    expect(decodeURIComponent(url ?? '')).toContain("viewBox='0 0 24 24'")
    expect(await iconUrl('lucide:bell', server.fetch)).toBe(url)
    expect(server.asked).toEqual(['/api/_nuxt_icon/lucide.json?icons=bell'])
  })

  it('is null for an icon the server does not have', async () => {
    const server = answering([Response.json({ prefix: 'lucide', icons: {}, not_found: ['nope'] })])
    expect(await iconUrl('lucide:nope', server.fetch)).toBeNull()
  })

  it('asks again after a failed request', async () => {
    const server = answering([new TypeError('offline'), Response.json(bell)])
    expect(await iconUrl('lucide:bell-ring', server.fetch)).toBeNull()
    await iconUrl('lucide:bell-ring', server.fetch)
    expect(server.asked).toHaveLength(2)
  })
})
