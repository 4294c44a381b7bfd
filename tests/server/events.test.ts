import { afterEach, describe, expect, it, vi } from 'vitest'
import { serverEventStream, serverTokens } from '../../src/contract/constants'
import { controlEvents, domainEvents, streamTicketResponse } from '../../src/contract/events'
import { register } from './support/accounts'
import { makeTeam, raise, workIn } from './support/notification-fixtures'
import { readEvents } from './support/sse'
import { apiBase, backends, useTestServer } from './support/test-server'

describe.each(backends)('the event stream on %s', (backend) => {
  const server = useTestServer(backend)

  afterEach(() => {
    vi.useRealTimers()
  })

  async function ticketFor(token: string): Promise<string> {
    const response = await server.request('POST', `${apiBase}/events/ticket`, { token })
    expect(response.status).toBe(200)
    return streamTicketResponse.parse(response.body).ticket
  }

  const open = (options: { ticket?: string; token?: string } = {}) =>
    server.app.request(
      `${apiBase}/events${options.ticket ? `?ticket=${encodeURIComponent(options.ticket)}` : ''}`,
      { headers: options.token ? { authorization: `Bearer ${options.token}` } : {} },
    )

  /** A stream opened with a fresh ticket, its `ready` message already read. */
  async function stream(token: string) {
    const response = await open({ ticket: await ticketFor(token) })
    expect(response.status).toBe(200)
    const events = readEvents(response)
    const ready = await events.next()
    expect(ready.event).toBe('ready')
    return { events, ready }
  }

  it('gives a one-minute ticket for the bearer token, and 401 without one', async () => {
    const { accessToken } = await register(server)
    const response = await server.request('POST', `${apiBase}/events/ticket`, {
      token: accessToken,
    })
    expect(response.status).toBe(200)
    expect(response.body.expires_in).toBe(serverEventStream.ticketTtlMs / 1000)
    expect((await server.request('POST', `${apiBase}/events/ticket`)).status).toBe(401)
    const unknown = await server.request('POST', `${apiBase}/events/ticket`, { token: 'nope' })
    expect(unknown.status).toBe(401)
  })

  it('opens with a ready message naming the viewer and the reconnect delay', async () => {
    const user = await register(server)
    const response = await open({ ticket: await ticketFor(user.accessToken) })
    expect(response.headers.get('content-type')).toBe('text/event-stream')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    const events = readEvents(response)
    const ready = await events.next()
    expect(ready.retry).toBe(serverEventStream.retryMs)
    const team = (await server.request('GET', `${apiBase}/user`, { token: user.accessToken })).body
      .current_team_id
    expect(controlEvents.ready.parse(ready.data)).toEqual({
      user_id: user.id,
      team_id: team,
      heartbeat_ms: serverEventStream.heartbeatMs,
    })
    await events.close()
  })

  it('delivers a raised notification live, then its read state changes', async () => {
    const user = await register(server)
    const { events } = await stream(user.accessToken)
    const raised = await raise(server, user.id, { title: 'Live one' })
    const created = await events.next()
    expect(created.event).toBe('notification.created')
    expect(created.id).toBe('1')
    expect(domainEvents['notification.created'].parse(created.data)).toEqual(raised)

    await server.request('POST', `${apiBase}/notifications/${raised.id}/read`, {
      token: user.accessToken,
    })
    const updated = await events.next()
    expect(updated.event).toBe('notification.updated')
    expect(updated.data).toMatchObject({ id: raised.id, read_at: expect.any(String) })

    await raise(server, user.id)
    await events.next()
    await server.request('POST', `${apiBase}/notifications/read-all`, { token: user.accessToken })
    const all = await events.next()
    expect(all.event).toBe('notifications.read_all')
    expect(domainEvents['notifications.read_all'].parse(all.data).updated).toBe(1)
    await events.close()
  })

  it('delivers nothing meant for another user or for another team of the viewer', async () => {
    const viewer = await register(server)
    const stranger = await register(server)
    const otherTeam = await makeTeam(server, viewer.id)
    const { events } = await stream(viewer.accessToken)
    await raise(server, stranger.id, { title: 'for the stranger' })
    await raise(server, viewer.id, { teamId: otherTeam, title: 'for the other team' })
    await raise(server, viewer.id, { title: 'for the viewer' })
    const first = await events.next()
    expect(first.data).toMatchObject({ title: 'for the viewer' })
    await events.close()
  })

  it('delivers a team notification to the streams of that team’s members only', async () => {
    const owner = await register(server)
    const member = await register(server)
    const team = await makeTeam(server, owner.id, [{ userId: member.id, role: 'editor' }])
    await workIn(server, owner.id, team)
    const { events } = await stream(owner.accessToken)
    await raise(server, member.id, { teamId: team, title: 'for the member' })
    await raise(server, owner.id, { teamId: team, title: 'for the owner in the team' })
    expect((await events.next()).data).toMatchObject({ title: 'for the owner in the team' })
    await events.close()
  })

  it('accepts the bearer header instead of a ticket (clients that can send headers)', async () => {
    const user = await register(server)
    const response = await open({ token: user.accessToken })
    expect(response.status).toBe(200)
    const events = readEvents(response)
    expect((await events.next()).event).toBe('ready')
    await events.close()
    expect((await open()).status).toBe(401)
    expect((await open({ token: 'not-a-token' })).status).toBe(401)
    server.advanceClock(serverTokens.accessTtlMs + 1000)
    try {
      const expired = await open({ token: user.accessToken })
      expect(expired.status).toBe(401)
    } finally {
      server.advanceClock(-(serverTokens.accessTtlMs + 1000))
    }
  })

  it('opens one stream per ticket, within its minute, for its session and team', async () => {
    const user = await register(server)
    const answer = async (response: Response) => ({
      status: response.status,
      body: await response.json(),
    })
    const refused = {
      status: 401,
      body: { message: 'The stream ticket is invalid, expired or spent. Ask for a new one.' },
    }

    const ticket = await ticketFor(user.accessToken)
    const first = await open({ ticket })
    expect(first.status).toBe(200)
    await first.body?.cancel()
    expect(await answer(await open({ ticket }))).toEqual(refused)

    const [payload, signature] = (await ticketFor(user.accessToken)).split('.')
    const forged = `${Buffer.from('{"userId":"x","exp":9999999999999}').toString('base64url')}.${signature}`
    expect(await answer(await open({ ticket: forged }))).toEqual(refused)
    expect(await answer(await open({ ticket: `${payload}.AAAA` }))).toEqual(refused)
    expect(await answer(await open({ ticket: 'garbage' }))).toEqual(refused)
    const huge = await open({ ticket: 'x'.repeat(5000) })
    expect(huge.status).toBe(422)

    const late = await ticketFor(user.accessToken)
    server.advanceClock(serverEventStream.ticketTtlMs + 1000)
    try {
      expect(await answer(await open({ ticket: late }))).toEqual(refused)
    } finally {
      server.advanceClock(-(serverEventStream.ticketTtlMs + 1000))
    }

    const beforeSwitch = await ticketFor(user.accessToken)
    await workIn(server, user.id, await makeTeam(server, user.id))
    expect(await answer(await open({ ticket: beforeSwitch }))).toEqual(refused)

    const beforeLogout = await ticketFor(user.accessToken)
    await server.request('POST', `${apiBase}/token/logout`, { token: user.accessToken })
    expect((await open({ ticket: beforeLogout })).status).toBe(401)
  })

  it('beats every heartbeatMs and ends with a reason once the session ends', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const user = await register(server)
    const { events } = await stream(user.accessToken)
    vi.advanceTimersByTime(serverEventStream.heartbeatMs)
    const heartbeat = await events.next()
    expect(heartbeat.event).toBe('heartbeat')
    expect(controlEvents.heartbeat.parse(heartbeat.data).at).toEqual(expect.any(String))

    await server.request('POST', `${apiBase}/token/logout`, { token: user.accessToken })
    vi.advanceTimersByTime(serverEventStream.heartbeatMs)
    const closing = await events.next()
    expect(closing).toMatchObject({ event: 'closing', data: { reason: 'session-ended' } })
    expect(await events.ended()).toEqual([])
  })

  it('ends with team-changed when the viewer switches team', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const user = await register(server)
    const { events } = await stream(user.accessToken)
    await workIn(server, user.id, await makeTeam(server, user.id))
    vi.advanceTimersByTime(serverEventStream.heartbeatMs)
    expect(await events.next()).toMatchObject({
      event: 'closing',
      data: { reason: 'team-changed' },
    })
    expect(await events.ended()).toEqual([])
  })

  it('stops listening to the bus when the client leaves', async () => {
    const user = await register(server)
    const before = server.deps.events.listeners
    const { events } = await stream(user.accessToken)
    expect(server.deps.events.listeners).toBe(before + 1)
    await events.close()
    await vi.waitFor(() => expect(server.deps.events.listeners).toBe(before))
    await raise(server, user.id)
  })

  // Last: closing the bus (what SIGTERM does) ends every stream of this server.
  it('says server-shutdown and ends every open stream when the bus closes', async () => {
    const first = await stream((await register(server)).accessToken)
    const second = await stream((await register(server)).accessToken)
    server.deps.events.close()
    for (const { events } of [first, second]) {
      expect(await events.next()).toMatchObject({
        event: 'closing',
        data: { reason: 'server-shutdown' },
      })
      expect(await events.ended()).toEqual([])
    }
    expect(server.deps.events.listeners).toBe(0)
  })
})
