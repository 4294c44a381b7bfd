import { createHash } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { password, register } from './support/accounts'
import { apiBase, backends, useTestServer } from './support/test-server'

const themeScript = "document.documentElement.dataset.theme='dark'"
const shell = `<!doctype html><html><head><script>${themeScript}</script><script type="module" src="/assets/app.js"></script></head><body></body></html>`

/** The CSP's directives by name. */
function directives(policy: string | null): Map<string, string> {
  return new Map(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/)
      return [name, values.join(' ')]
    }),
  )
}

describe.each(backends)('security headers on %s', (backend) => {
  const server = useTestServer(backend)
  const page = (path: string) => {
    writeFileSync(join(server.deps.config.clientDir, 'index.html'), shell)
    return server.request('GET', path, { headers: { accept: 'text/html' } })
  }

  it.each(['/', '/login', '/index.html', '/campaigns/sms'])(
    'the page %s allows only its own scripts and the hashed inline one, and no framing',
    async (path) => {
      const response = await page(path)
      expect(response.status).toBe(200)
      const csp = directives(response.headers.get('content-security-policy'))
      const hash = createHash('sha256').update(themeScript).digest('base64')
      expect(csp.get('script-src')).toBe(`'self' 'sha256-${hash}'`)
      // React Aria's one <style> element takes its nonce from the page's csp-nonce meta.
      const nonce = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(response.body)?.[1]
      expect(csp.get('style-src')).toBe(`'self' 'nonce-${nonce}'`)
      expect(csp.get('default-src')).toBe("'self'")
      expect(csp.get('frame-ancestors')).toBe("'none'")
      expect(csp.get('object-src')).toBe("'none'")
      expect(response.headers.get('x-frame-options')).toBe('DENY')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    },
  )

  it("a prerendered page's inline stylesheet is allowed by its hash, beside the nonce", async () => {
    const css = '.form{display:grid}'
    writeFileSync(
      join(server.deps.config.clientDir, 'index.html'),
      shell.replace('</head>', `<style>${css}</style></head>`),
    )
    const response = await server.request('GET', '/', { headers: { accept: 'text/html' } })
    const csp = directives(response.headers.get('content-security-policy'))
    const nonce = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(response.body)?.[1]
    const hash = createHash('sha256').update(css).digest('base64')
    expect(csp.get('style-src')).toBe(`'self' 'nonce-${nonce}' 'sha256-${hash}'`)
  })

  it('each page gets its own style nonce', async () => {
    const policies = new Set<string | null>()
    for (let n = 0; n < 3; n += 1)
      policies.add((await page('/login')).headers.get('content-security-policy'))
    expect(policies.size).toBe(3)
  })

  it('the password-reset page, whose token is in its path, sends no referrer', async () => {
    const response = await page('/password-reset/a-secret-token')
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })

  it('API answers, failures included, are never sniffed', async () => {
    for (const path of ['/api/build-id', `${apiBase}/user`, `${apiBase}/no-such-thing`]) {
      const response = await server.request('GET', path)
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
    }
  })

  it('answers holding tokens or the account are not stored by any cache', async () => {
    const account = await register(server)
    const login = await server.request('POST', `${apiBase}/token/login`, {
      body: { email: account.email, password },
    })
    const refresh = await server.request('POST', `${apiBase}/token/refresh`, {
      body: { refresh_token: login.body.refresh_token },
    })
    const user = await server.request('GET', `${apiBase}/user`, { token: account.accessToken })
    const renamed = await server.request('PUT', `${apiBase}/user`, {
      token: account.accessToken,
      body: { name: 'Ada' },
    })
    const refused = await server.request('POST', `${apiBase}/token/login`, {
      body: { email: account.email, password: 'not the password' },
    })
    for (const [name, response] of Object.entries({ login, refresh, user, renamed, refused })) {
      expect(response.status, name).toBeLessThan(500)
      expect(response.headers.get('cache-control'), name).toBe('no-store')
    }
  })
})
