import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '../../server/src/db/schema'
import { serverRateLimits, serverTokens } from '../../src/contract/constants'
import { latestMail, linkIn, password, register, verifyEmail } from './support/accounts'
import { apiBase, appUrl, backends, useTestServer } from './support/test-server'

describe.each(backends)('email verification on %s', (backend) => {
  const server = useTestServer(backend)
  const isVerified = async (id: string) => {
    const [user] = await server.db.select().from(users).where(eq(users.id, id))
    return user?.emailVerifiedAt !== null
  }

  describe('GET verify-email/{id}/{hash}', () => {
    it('verifies the address of the mailed link, once', async () => {
      const account = await register(server)
      const mail = await latestMail(server, account.email)
      expect(mail.subject).toBe('Verify your email address')
      const link = linkIn(mail.text)
      expect(link).toMatch(
        new RegExp(`^${apiBase}/verify-email/${account.id}/[\\w-]+\\?expires=\\d+$`),
      )
      const first = await server.request('GET', link)
      expect(first.status).toBe(200)
      expect(first.body).toEqual({ message: 'Your email address is verified.', status: 'verified' })
      expect(await isVerified(account.id)).toBe(true)
      const user = await server.request('GET', `${apiBase}/user`, { token: account.accessToken })
      expect(user.body.email_verified_at).toEqual(expect.any(String))
      const again = await server.request('GET', link)
      expect(again.body.status).toBe('already-verified')
    })

    it('redirects a browser to the client page with the outcome', async () => {
      const account = await register(server)
      const link = linkIn((await latestMail(server, account.email)).text)
      const response = await server.request('GET', link, { headers: { accept: 'text/html' } })
      expect(response.status).toBe(302)
      expect(response.headers.get('location')).toBe(`${appUrl}/verify-email?status=verified`)
    })

    it('refuses a tampered hash, another user’s id, a changed expiry and an unknown id', async () => {
      const account = await register(server)
      const other = await register(server)
      const link = linkIn((await latestMail(server, account.email)).text)
      const expires = Number(link.split('expires=')[1])
      const tampered = [
        link.replace(/\/([\w-]+)\?/, '/AAAA$1?'),
        link.replace(account.id, other.id),
        link.replace(`expires=${expires}`, `expires=${expires + 3600}`),
        link.replace(account.id, 'not-an-id'),
        link.replace(/expires=\d+/, 'expires=soon'),
        link.replace(/\?.*$/, ''),
      ]
      for (const path of tampered) {
        const response = await server.request('GET', path)
        expect(response.status, path).toBe(403)
        expect(response.body).toEqual({
          message: 'This verification link is invalid.',
          status: 'invalid-link',
        })
      }
      expect(await isVerified(account.id)).toBe(false)
      expect(await isVerified(other.id)).toBe(false)
    })

    it('refuses an expired link', async () => {
      const account = await register(server)
      const link = linkIn((await latestMail(server, account.email)).text)
      server.advanceClock(serverTokens.verificationLinkTtlMs)
      const response = await server.request('GET', link)
      expect(response.status).toBe(403)
      expect(response.body.status).toBe('expired-link')
      expect(await isVerified(account.id)).toBe(false)
    })

    it('refuses a link made for an address the user has since changed', async () => {
      const account = await register(server)
      const oldLink = linkIn((await latestMail(server, account.email)).text)
      const changed = await server.request('PUT', `${apiBase}/user`, {
        token: account.accessToken,
        body: { email: `new-${account.email}`, current_password: password },
      })
      expect(changed.status).toBe(200)
      await verifyEmail(server, `new-${account.email}`)
      expect(await isVerified(account.id)).toBe(true)
      expect((await server.request('GET', oldLink)).status).toBe(403)
    })
  })

  describe('POST email/verification-notification', () => {
    const path = `${apiBase}/email/verification-notification`

    it('mails a new link that works', async () => {
      const account = await register(server)
      const before = (await latestMail(server, account.email)).id
      const response = await server.request('POST', path, { token: account.accessToken })
      expect(response.status).toBe(202)
      expect(response.body).toEqual({
        message: 'A new verification link has been sent.',
        status: 'verification-link-sent',
      })
      const mail = await latestMail(server, account.email)
      expect(mail.id).not.toBe(before)
      await verifyEmail(server, account.email)
    })

    it('says so when the address is already verified, and mails nothing', async () => {
      const account = await register(server)
      await verifyEmail(server, account.email)
      const before = (await latestMail(server, account.email)).id
      const response = await server.request('POST', path, { token: account.accessToken })
      expect(response.status).toBe(200)
      expect(response.body.status).toBe('already-verified')
      expect((await latestMail(server, account.email)).id).toBe(before)
    })

    it('answers 401 without a session and 429 when asked too often', async () => {
      expect((await server.request('POST', path)).status).toBe(401)
      const account = await register(server)
      const { attempts } = serverRateLimits.verificationNotification
      for (let sent = 0; sent < attempts; sent++)
        expect((await server.request('POST', path, { token: account.accessToken })).status).toBe(
          202,
        )
      const limited = await server.request('POST', path, { token: account.accessToken })
      expect(limited.status).toBe(429)
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
    })
  })
})
