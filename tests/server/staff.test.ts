import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { boot } from '../../server/src/boot'
import { readConfig } from '../../server/src/config'
import { password, uniqueEmail } from './support/accounts'
import { apiBase, appUrl, backends, createPostgresDatabase } from './support/test-server'

/**
 * STAFF_EMAILS is read at every start: a user who registered before their address was listed is
 * made staff by the next start. Each test boots twice over one database.
 */
describe.each(backends)('STAFF_EMAILS at start on %s', (backend) => {
  const cleanups: (() => Promise<void>)[] = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  async function database(): Promise<Record<string, string>> {
    const folder = mkdtempSync(join(tmpdir(), 'switchboard-staff-'))
    cleanups.push(async () => rmSync(folder, { recursive: true, force: true }))
    const env = { DATA_DIR: join(folder, 'data'), APP_URL: appUrl }
    if (backend === 'pglite') {
      cpSync(inject('pgliteTemplate'), env.DATA_DIR, { recursive: true })
      return env
    }
    const adminUrl = inject('postgresUrl')
    if (!adminUrl) throw new Error('No PostgreSQL server was started for this run')
    const created = await createPostgresDatabase(adminUrl, inject('postgresTemplate'))
    cleanups.push(created.drop)
    return { ...env, DATABASE_URL: created.url }
  }

  async function start(env: Record<string, string>) {
    const booted = await boot(readConfig(env), { passwordCost: { N: 1024, r: 8, p: 1 } })
    const request = async (method: string, path: string, body?: unknown, token?: string) => {
      const response = await booted.app.request(`${apiBase}/${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
      return { status: response.status, body: await response.json() }
    }
    return { request, close: () => booted.database.close() }
  }

  it('promotes an existing user whose address is listed, and only them', async () => {
    const env = await database()
    const email = uniqueEmail('later-staff')
    const bystander = uniqueEmail('bystander')
    const first = await start(env)
    for (const address of [email, bystander]) {
      const registered = await first.request('POST', 'register', {
        name: 'Person',
        email: address,
        password,
        password_confirmation: password,
      })
      expect(registered.status).toBe(201)
      expect(registered.body.user.is_staff).toBe(false)
    }
    await first.close()

    const second = await start({ ...env, STAFF_EMAILS: ` ${email.toUpperCase()} , ` })
    try {
      const isStaff = async (address: string) => {
        const login = await second.request('POST', 'token/login', { email: address, password })
        expect(login.status).toBe(200)
        return login.body.user.is_staff
      }
      expect(await isStaff(email)).toBe(true)
      expect(await isStaff(bystander)).toBe(false)
    } finally {
      await second.close()
    }
  })
})
