import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { precompressClient } from '../../scripts/precompress.mjs'
import { caller } from './support/audience'
import { teamWithEveryRole } from './support/teams'
import { apiBase, backends, useTestServer } from './support/test-server'

/** A hashed script of a few KB, as vite names it, with its compressed twins beside it. */
const script = `export const words = ${JSON.stringify(Array.from({ length: 300 }, (_, n) => `word ${n}`))}`
const scriptPath = '/assets/app-B4dC0ffe.js'
const shell =
  '<!doctype html><html><head><script type="module" src="/assets/app-B4dC0ffe.js"></script></head><body></body></html>'

/** Caching and compression: what the client's files and the API's answers say about both. */
describe.each(backends)('caching and compression on %s', (backend) => {
  const server = useTestServer(backend)
  const get = (path: string, headers: Record<string, string> = {}) =>
    server.app.request(path, { headers })
  const buildClient = () => {
    const clientDir = server.deps.config.clientDir
    mkdirSync(join(clientDir, 'assets'), { recursive: true })
    writeFileSync(join(clientDir, `${scriptPath}`), script)
    writeFileSync(join(clientDir, 'index.html'), shell)
    precompressClient(clientDir)
  }

  it('sends a hashed script as Brotli or gzip as the browser accepts, cached for a year', async () => {
    buildClient()
    const brotli = await get(scriptPath, { 'accept-encoding': 'gzip, deflate, br' })
    expect(brotli.status).toBe(200)
    expect(brotli.headers.get('content-encoding')).toBe('br')
    expect(brotli.headers.get('content-type')).toMatch(/javascript/)
    expect(brotli.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const brotliBytes = Buffer.from(await brotli.arrayBuffer())
    expect(brotliBytes.length).toBeLessThan(script.length / 2)
    expect(brotliDecompressSync(brotliBytes).toString()).toBe(script)

    const gzip = await get(scriptPath, { 'accept-encoding': 'gzip' })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script)

    const plain = await get(scriptPath)
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await plain.text()).toBe(script)
  })

  it('revalidates the page on each visit and answers 304 while the build is unchanged', async () => {
    buildClient()
    const first = await get('/campaigns', { 'accept-encoding': 'gzip' })
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('private, no-cache')
    expect(first.headers.get('content-encoding')).toBe('gzip')
    expect(first.headers.get('last-modified')).not.toBeNull()
    const html = gunzipSync(Buffer.from(await first.arrayBuffer())).toString()
    expect(html).toContain(scriptPath)
    const tag = first.headers.get('etag') ?? ''
    expect(tag).toMatch(/^(W\/)?"[^"]+"$/)
    const policy = first.headers.get('content-security-policy')

    const again = await get('/campaigns', { 'if-none-match': tag })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect(again.headers.get('cache-control')).toBe('private, no-cache')
    // The page the browser keeps holds this nonce: the policy sent with the 304 allows it.
    const nonce = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(html)?.[1]
    expect(again.headers.get('content-security-policy')).toBe(policy)
    expect(policy).toContain(`'nonce-${nonce}'`)

    const forged = await get('/campaigns', {
      'if-none-match': tag.replace(/\.[^"]+"/, '.x; script-src *"'),
    })
    expect(forged.status).toBe(200)
    writeFileSync(join(server.deps.config.clientDir, 'index.html'), shell.replace('B4d', 'N3w'))
    const rebuilt = await get('/campaigns', { 'if-none-match': tag })
    expect(rebuilt.status).toBe(200)
    expect(await rebuilt.text()).toContain('app-N3wC0ffe.js')
  })

  it('tags a list answer, answers 304 to its tag, and gzips it when it is over 1 KB', async () => {
    const { members } = await teamWithEveryRole(server)
    const call = caller(server, members.editor.accessToken)
    for (let n = 0; n < 12; n += 1)
      expect(
        (await call('POST', 'tags', { name: `tag ${n}`, description: 'x'.repeat(80) })).status,
      ).toBe(201)
    const auth = { authorization: `Bearer ${members.editor.accessToken}` }
    const list = await get(`${apiBase}/tags`, { ...auth, 'accept-encoding': 'gzip, br' })
    expect(list.status).toBe(200)
    expect(list.headers.get('content-encoding')).toBe('gzip')
    expect(list.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(list.headers.get('cache-control')).toBe('private, no-cache')
    const body = JSON.parse(gunzipSync(Buffer.from(await list.arrayBuffer())).toString())
    expect(body.meta.total).toBe(12)
    const tag = list.headers.get('etag') ?? ''
    expect(tag).toMatch(/"[^"]+"$/)

    const unchanged = await get(`${apiBase}/tags`, { ...auth, 'if-none-match': tag })
    expect(unchanged.status).toBe(304)
    expect(await unchanged.text()).toBe('')
    expect(unchanged.headers.get('etag')).toBe(tag.replace(/^W\//, ''))

    await call('POST', 'tags', { name: 'one more' })
    const changed = await get(`${apiBase}/tags`, { ...auth, 'if-none-match': tag })
    expect(changed.status).toBe(200)
    expect((await changed.json()).meta.total).toBe(13)
  })

  it('leaves a small answer uncompressed and an account answer untagged', async () => {
    const { members } = await teamWithEveryRole(server)
    const auth = { authorization: `Bearer ${members.editor.accessToken}` }
    const small = await get(`${apiBase}/tags`, { ...auth, 'accept-encoding': 'gzip' })
    expect(small.headers.get('content-encoding')).toBeNull()
    expect(small.headers.get('etag')).not.toBeNull()
    const user = await get(`${apiBase}/user`, auth)
    expect(user.headers.get('cache-control')).toBe('no-store')
    expect(user.headers.get('etag')).toBeNull()
  })
})
