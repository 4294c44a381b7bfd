import { describe, expect, it } from 'vitest'
import { mailMessages } from '../../server/src/db/schema'
import { serverRateLimits, serverTokens } from '../../src/contract/constants'
import { latestMail, linkIn, password, register, uniqueEmail } from './support/accounts'
import { apiBase, backends, useTestServer } from './support/test-server'

const newPassword = 'a brand new passphrase'

describe.each(backends)('password reset on %s', (backend) => {
  const server = useTestServer(backend)
  const call = (path: string, body: unknown, ip?: string) =>
    server.request('POST', `${apiBase}/${path}`, { body, ...(ip ? { ip } : {}) })

  /** Asks for a reset and reads the token from the mailed link /password-reset/{token}?email=… */
  const resetTokenFor = async (email: string) => {
    const response = await call('forgot-password', { email })
    expect(response.status).toBe(200)
    const mail = await latestMail(server, email)
    expect(mail.subject).toBe('Reset your password')
    const link = new URL(linkIn(mail.text), 'http://x')
    expect(link.pathname).toMatch(/^\/password-reset\/[\w-]+$/)
    expect(link.searchParams.get('email')).toBe(email)
    return link.pathname.split('/').at(-1) as string
  }

  const reset = (email: string, token: string, chosen = newPassword) =>
    call('reset-password', { email, token, password: chosen, password_confirmation: chosen })

  it('resets the password with the mailed token and signs every session out', async () => {
    const account = await register(server)
    const token = await resetTokenFor(account.email)
    const response = await reset(account.email, token)
    expect(response.status).toBe(200)
    expect(response.body.message).toBe('Your password has been reset. Please sign in.')
    expect(
      (await server.request('GET', `${apiBase}/user`, { token: account.accessToken })).status,
    ).toBe(401)
    expect((await call('token/login', { email: account.email, password })).status).toBe(422)
    expect(
      (await call('token/login', { email: account.email, password: newPassword })).status,
    ).toBe(200)
  })

  it('accepts a token once', async () => {
    const account = await register(server)
    const token = await resetTokenFor(account.email)
    expect((await reset(account.email, token)).status).toBe(200)
    const again = await reset(account.email, token, 'yet another passphrase')
    expect(again.status).toBe(422)
    expect(again.body.errors.email).toEqual([
      'This password reset token is invalid or has expired.',
    ])
  })

  it('refuses an expired token, another address’s token and a made-up one', async () => {
    const account = await register(server)
    const other = await register(server)
    const otherToken = await resetTokenFor(other.email)
    expect((await reset(account.email, otherToken)).status).toBe(422)
    expect((await reset(account.email, 'made-up-token')).status).toBe(422)
    const token = await resetTokenFor(account.email)
    server.advanceClock(serverTokens.passwordResetTtlMs)
    expect((await reset(account.email, token)).status).toBe(422)
    expect((await call('token/login', { email: account.email, password })).status).toBe(200)
  })

  it('spends older tokens when one is used', async () => {
    const account = await register(server)
    const older = await resetTokenFor(account.email)
    const newer = await resetTokenFor(account.email)
    expect((await reset(account.email, newer)).status).toBe(200)
    expect((await reset(account.email, older)).status).toBe(422)
  })

  it('answers the same for an unknown address, and mails nothing', async () => {
    const before = await server.countRows(mailMessages)
    const response = await call('forgot-password', { email: uniqueEmail('stranger') })
    expect(response.status).toBe(200)
    expect(response.body.message).toBe(
      'If that address is registered, a password reset link is on its way.',
    )
    expect(await server.countRows(mailMessages)).toBe(before)
  })

  it('limits forgot-password per address and email', async () => {
    const account = await register(server)
    const ip = '198.51.100.7'
    for (let asked = 0; asked < serverRateLimits.forgotPassword.attempts; asked++)
      expect((await call('forgot-password', { email: account.email }, ip)).status).toBe(200)
    const limited = await call('forgot-password', { email: account.email }, ip)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
  })

  it('validates both calls', async () => {
    const forgot = await call('forgot-password', {})
    expect(forgot.status).toBe(422)
    expect(forgot.body.errors).toEqual({ email: ['The email field is required.'] })
    const resetting = await call('reset-password', {
      email: 'x@example.test',
      token: 'has spaces',
      password: 'short',
      password_confirmation: 'short',
    })
    expect(resetting.status).toBe(422)
    expect(Object.keys(resetting.body.errors).sort()).toEqual(['password', 'token'])
  })
})
