import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { notifications } from '../../server/src/db/schema'
import { register } from './support/accounts'
import { hostileBody, hostileString } from './support/hostile'
import { raise } from './support/notification-fixtures'
import { type ApiResponse, apiBase, backends, useTestServer } from './support/test-server'

const runs = { numRuns: 40 }

/**
 * Percent-encodes any string for a URL, lone surrogates too (as the bytes of their invalid
 * UTF-8 form), so the server sees what a hostile client could send.
 */
function encodeHostile(value: string): string {
  let encoded = ''
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0
    encoded +=
      code >= 0xd800 && code <= 0xdfff
        ? `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`
        : encodeURIComponent(char)
  }
  return encoded
}

function expectRefusal(response: ApiResponse, allowed: number[]) {
  const detail = JSON.stringify(response.body)?.slice(0, 300)
  expect(allowed, detail).toContain(response.status)
  expect(response.body?.message, detail).toEqual(expect.any(String))
  if (response.status === 422) expect(response.body.errors).toEqual(expect.any(Object))
}

describe.each(backends)('hostile input to notifications and the event stream on %s', (backend) => {
  const server = useTestServer(backend)
  const listParams = ['page', 'per_page', 'sort', 'search', 'filter[type]', 'filter[status]']

  it('lists or answers 422 for any query, never a 5xx', async () => {
    const { id, accessToken } = await register(server)
    await raise(server, id)
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...listParams, 'filter[user_id]', 'unknown'),
        hostileString,
        async (param, value) => {
          const query = `${encodeHostile(param)}=${encodeHostile(value)}`
          const response = await server.request('GET', `${apiBase}/notifications?${query}`, {
            token: accessToken,
          })
          if (response.status === 200) expect(response.body.meta.total).toBeLessThanOrEqual(1)
          else expectRefusal(response, [422])
        },
      ),
      runs,
    )
  })

  it('answers 404 for any id, and changes nothing', async () => {
    const { id, accessToken } = await register(server)
    const mine = await raise(server, id)
    await fc.assert(
      fc.asyncProperty(
        hostileString.filter((value) => value.length > 0 && value.length < 4000),
        fc.constantFrom('read', 'unread'),
        async (value, action) => {
          const response = await server.request(
            'POST',
            `${apiBase}/notifications/${encodeHostile(value)}/${action}`,
            { token: accessToken },
          )
          expectRefusal(response, [404])
        },
      ),
      runs,
    )
    const list = await server.request('GET', `${apiBase}/notifications`, { token: accessToken })
    expect(list.body.data).toEqual([mine])
  })

  it('ignores any body on read-all, read, unread and the ticket (413 past the limit)', async () => {
    const { id, accessToken } = await register(server)
    const mine = await raise(server, id)
    const before = await server.countRows(notifications)
    const paths = [
      'notifications/read-all',
      `notifications/${mine.id}/read`,
      `notifications/${mine.id}/unread`,
      'events/ticket',
    ]
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        hostileBody(['id', 'read_at']),
        async (path, body) => {
          const response = await server.request('POST', `${apiBase}/${path}`, {
            token: accessToken,
            body: typeof body === 'string' ? JSON.stringify(body) : body,
          })
          // The body means nothing to these calls; only one past the size limit is refused.
          if (response.status !== 200) expectRefusal(response, [413])
        },
      ),
      runs,
    )
    expect(await server.countRows(notifications)).toBe(before)
  })

  it('answers 401 or 422 for any ticket, never opening a stream', async () => {
    await fc.assert(
      fc.asyncProperty(
        hostileString.filter((value) => value.length > 0),
        async (ticket) => {
          const response = await server.request(
            'GET',
            `${apiBase}/events?ticket=${encodeHostile(ticket)}`,
          )
          expectRefusal(response, [401, 422])
        },
      ),
      runs,
    )
  })
})
