import { describe, expect, it } from 'vitest'
import { register } from './support/accounts'
import { apiBase, backends, useTestServer } from './support/test-server'

const hooks = '/api/testing'

describe.each(backends)('test hooks on %s', (backend) => {
  describe('with TEST_HOOKS=1', () => {
    const server = useTestServer(backend, { env: { TEST_HOOKS: '1' } })

    it('read the local mailbox of anyone, without a session', async () => {
      const person = await register(server)
      const response = await server.request(
        'GET',
        `${hooks}/mailbox?filter[to]=${encodeURIComponent(person.email)}`,
      )
      expect(response.status).toBe(200)
      expect(response.body.data).toHaveLength(1)
      expect(response.body.data[0].subject).toBe('Verify your email address')
    })

    it("count each user's successful token refreshes, and nobody else's", async () => {
      const counted = await register(server)
      const other = await register(server)
      const refreshes = async (email: string) =>
        (await server.request('GET', `${hooks}/refreshes?email=${encodeURIComponent(email)}`)).body
          .refreshes
      expect(await refreshes(counted.email)).toBe(0)

      const first = await server.request('POST', `${apiBase}/token/refresh`, {
        body: { refresh_token: counted.refreshToken },
      })
      expect(first.status).toBe(200)
      await server.request('POST', `${apiBase}/token/refresh`, {
        body: { refresh_token: first.body.refresh_token },
      })
      // A refused refresh (the token was rotated) is not counted.
      const refused = await server.request('POST', `${apiBase}/token/refresh`, {
        body: { refresh_token: counted.refreshToken },
      })
      expect(refused.status).toBe(401)

      expect(await refreshes(counted.email)).toBe(2)
      expect(await refreshes(other.email)).toBe(0)
      expect(await refreshes('nobody@example.test')).toBe(0)
      const invalid = await server.request('GET', `${hooks}/refreshes?email=not-an-address`)
      expect(invalid.status).toBe(422)
    })
  })

  describe('without it', () => {
    const server = useTestServer(backend)

    it('do not exist', async () => {
      expect((await server.request('GET', `${hooks}/mailbox`)).status).toBe(404)
      expect((await server.request('GET', `${hooks}/refreshes?email=a@b.test`)).status).toBe(404)
    })
  })
})
