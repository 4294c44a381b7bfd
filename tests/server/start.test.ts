import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { password, uniqueEmail } from './support/accounts'
import { startServerProcess } from './support/server-process'
import { readEvents } from './support/sse'
import { apiBase, backends, createPostgresDatabase } from './support/test-server'

/** A data folder (PGlite) or a fresh database (PostgreSQL) for one test, and its removal. */
async function storage(backend: string) {
  const folder = mkdtempSync(join(tmpdir(), 'switchboard-start-'))
  const postgres =
    backend === 'postgres' ? await createPostgresDatabase(inject('postgresUrl') ?? '') : null
  return {
    env: { DATA_DIR: join(folder, 'data'), ...(postgres ? { DATABASE_URL: postgres.url } : {}) },
    async remove() {
      await postgres?.drop()
      rmSync(folder, { recursive: true, force: true })
    },
  }
}

describe.each(backends)('the server process on %s', (backend) => {
  it('seeds an empty database on first start, prints how to sign in, and never again', async () => {
    const store = await storage(backend)
    try {
      const first = await startServerProcess(store.env)
      const printed = first.output()
      expect(printed).toContain('Demo data added (first start with an empty database)')
      expect(printed).toContain(`${first.url.replace('127.0.0.1', 'localhost')}/login`)
      const email = /email: +(\S+)/.exec(printed)?.[1]
      const password = /password: +(\S+)/.exec(printed)?.[1]
      expect(email).toBe('demo@switchboard.local')
      const login = await fetch(`${first.url}${apiBase}/token/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      })
      expect(login.status).toBe(200)
      expect((await first.terminate()).code).toBe(0)

      const second = await startServerProcess(store.env)
      expect(second.output()).not.toContain('Demo data added')
      expect((await second.terminate()).code).toBe(0)
    } finally {
      await store.remove()
    }
    // Two whole starts, the first migrating an empty database and seeding every demo area: on
    // two loaded cores that took past the server tests' 60 s (an upper bound, not a wait).
  }, 180_000)

  it('ends open event streams with server-shutdown on SIGTERM and exits 0', async () => {
    const store = await storage(backend)
    try {
      const running = await startServerProcess({ ...store.env, SEED: '0' })
      const registered = await fetch(`${running.url}${apiBase}/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Stream Test',
          email: uniqueEmail('stream'),
          password,
          password_confirmation: password,
        }),
      })
      const { access_token: accessToken } = await registered.json()
      const response = await fetch(`${running.url}${apiBase}/events`, {
        headers: { authorization: `Bearer ${accessToken}` },
      })
      const events = readEvents(response)
      expect((await events.next()).event).toBe('ready')
      const exit = running.terminate()
      expect(await events.next()).toMatchObject({
        event: 'closing',
        data: { reason: 'server-shutdown' },
      })
      expect(await events.ended()).toEqual([])
      expect((await exit).code).toBe(0)
    } finally {
      await store.remove()
    }
  })
})

describe('the server process with UPSTREAM_API_URL', () => {
  it('forwards the API to the upstream and opens no database', async () => {
    const upstream = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ upstream: true, url: req.url }))
    })
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
    const port = (upstream.address() as AddressInfo).port
    const folder = mkdtempSync(join(tmpdir(), 'switchboard-start-'))
    try {
      const running = await startServerProcess({
        UPSTREAM_API_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: join(folder, 'data'),
      })
      expect(running.output()).toContain(`(API forwarded to http://127.0.0.1:${port})`)
      const response = await fetch(`${running.url}${apiBase}/user`)
      expect(await response.json()).toEqual({ upstream: true, url: '/api/v1/user' })
      expect((await running.terminate()).code).toBe(0)
      expect(existsSync(join(folder, 'data'))).toBe(false)
    } finally {
      upstream.close()
      rmSync(folder, { recursive: true, force: true })
    }
  })
})
