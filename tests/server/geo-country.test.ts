import { describe, expect, it } from 'vitest'
import { geoPaths } from '../../src/contract/routes'
import { apiBase, useTestServer } from './support/test-server'

describe('GET geo/country', () => {
  const server = useTestServer('pglite')
  const countryOf = async (ip: string) => {
    const response = await server.request('GET', `${apiBase}/${geoPaths.country}`, { ip })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, max-age=3600')
    // The helper reads JSON where it can, and '0' is JSON too.
    return String(response.body)
  }

  it("answers '1' and the two-letter code of the caller's country (spec §5), without signing in", async () => {
    expect(await countryOf('81.2.69.142')).toBe('1GB')
    expect(await countryOf('8.8.8.8')).toBe('1US')
    expect(await countryOf('5.160.0.1')).toBe('1IR')
    expect(await countryOf('2001:4860:4860::8888')).toBe('1US')
  })

  it("answers '0' for an address no country owns", async () => {
    for (const ip of ['10.0.0.1', '127.0.0.1', '::1', 'unknown'])
      expect(await countryOf(ip)).toBe('0')
  })
})
