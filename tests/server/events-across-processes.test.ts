import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { streamTicketResponse } from '../../src/contract/events'
import { notificationResource } from '../../src/contract/notifications'
import { password, uniqueEmail } from './support/accounts'
import { callApi, type ServerProcess, startServerProcess } from './support/server-process'
import { readEvents } from './support/sse'
import { apiBase, createPostgresDatabase } from './support/test-server'

const postgresUrl = inject('postgresUrl')

describe.skipIf(!postgresUrl)('live events across server processes on one PostgreSQL', () => {
  it('streams on process B an event raised on process A', { timeout: 180_000 }, async () => {
    const folder = mkdtempSync(join(tmpdir(), 'switchboard-two-processes-'))
    const database = await createPostgresDatabase(postgresUrl ?? '')
    // One DATA_DIR for both, as the docs advise (uploads): with DATABASE_URL it is not locked.
    const env = { DATABASE_URL: database.url, DATA_DIR: join(folder, 'data'), SEED: '0' }
    const servers: ServerProcess[] = []
    try {
      servers.push(await startServerProcess(env))
      servers.push(await startServerProcess(env))
      const [a, b] = servers as [ServerProcess, ServerProcess]

      const registered = await callApi(a.url, 'POST', 'register', {
        body: {
          name: 'Two Processes',
          email: uniqueEmail('two-processes'),
          password,
          password_confirmation: password,
        },
      })
      expect(registered.status).toBe(201)
      const token: string = registered.body.access_token

      const ticket = await callApi(b.url, 'POST', 'events/ticket', { token })
      expect(ticket.status).toBe(200)
      const stream = await fetch(
        `${b.url}${apiBase}/events?ticket=${encodeURIComponent(streamTicketResponse.parse(ticket.body).ticket)}`,
      )
      expect(stream.status).toBe(200)
      const events = readEvents(stream)
      expect((await events.next()).event).toBe('ready')

      const chosen = 'a passphrase changed on A'
      const changed = await callApi(a.url, 'PUT', 'user', {
        body: { current_password: password, password: chosen, password_confirmation: chosen },
        token,
      })
      expect(changed.status).toBe(200)

      // A slow machine may pass a heartbeat first.
      let arrived = await events.next(30_000)
      while (arrived.event === 'heartbeat') arrived = await events.next(30_000)
      expect(arrived.event).toBe('notification.created')
      expect(notificationResource.parse(arrived.data)).toMatchObject({
        type: 'account.password_changed',
        title: 'Your password was changed',
      })
      await events.close()
    } finally {
      for (const server of servers) await server.terminate()
      await database.drop()
      rmSync(folder, { recursive: true, force: true })
    }
  })
})
