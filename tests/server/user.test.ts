import { describe, expect, it } from 'vitest'
import { serverRateLimits } from '../../src/contract/constants'
import { userResource } from '../../src/contract/user'
import {
  latestMail,
  linkIn,
  mailsTo,
  password,
  register,
  registerVerified,
  verifyEmail,
} from './support/accounts'
import { apiBase, backends, useTestServer } from './support/test-server'

describe.each(backends)('PUT user on %s', (backend) => {
  const server = useTestServer(backend)
  const put = (token: string | undefined, body: unknown) =>
    server.request('PUT', `${apiBase}/user`, { body, ...(token ? { token } : {}) })
  const login = (email: string) =>
    server.request('POST', `${apiBase}/token/login`, { body: { email, password } })

  it('renames the user and answers the updated user', async () => {
    const account = await register(server)
    const response = await put(account.accessToken, { name: '  Ada King  ' })
    expect(response.status).toBe(200)
    expect(userResource.parse(response.body).name).toBe('Ada King')
  })

  it('changes the address only with the current password, after the new one is verified', async () => {
    const account = await registerVerified(server)
    const email = `changed-${account.email}`
    const missing = await put(account.accessToken, { email })
    expect(missing.status).toBe(422)
    expect(missing.body.errors).toEqual({
      current_password: ['The current password is required to change the email address.'],
    })
    const wrong = await put(account.accessToken, { email, current_password: 'not it at all' })
    expect(wrong.body.errors).toEqual({ current_password: ['The password is incorrect.'] })
    expect(await mailsTo(server, email)).toBe(0)

    const response = await put(account.accessToken, {
      email: email.toUpperCase(),
      current_password: password,
    })
    expect(response.status).toBe(200)
    // The old address still signs in, verified, until the new one's link is followed.
    expect(userResource.parse(response.body)).toMatchObject({
      email: account.email,
      pending_email: email,
      email_verified_at: expect.any(String),
    })
    expect((await latestMail(server, email)).subject).toBe('Verify your email address')
    const told = await latestMail(server, account.email)
    expect(told.subject).toBe('Your email address is changing')
    expect(told.text).toContain(email)
    expect((await login(account.email)).status).toBe(200)
    expect((await login(email)).status).toBe(422)

    await verifyEmail(server, email)
    const after = await server.request('GET', `${apiBase}/user`, { token: account.accessToken })
    expect(after.body).toMatchObject({ email, pending_email: null })
    expect(after.body.email_verified_at).toEqual(expect.any(String))
    expect((await login(email)).status).toBe(200)
    expect((await login(account.email)).status).toBe(422)
  })

  it('drops a pending address when the current one is sent again; its link then fails', async () => {
    const account = await registerVerified(server)
    const email = `dropped-${account.email}`
    await put(account.accessToken, { email, current_password: password })
    const link = linkIn((await latestMail(server, email)).text)
    const kept = await put(account.accessToken, { email: account.email })
    expect(kept.body).toMatchObject({ email: account.email, pending_email: null })
    expect((await server.request('GET', link)).status).toBe(403)
  })

  it('does not move an address another user took before the link was followed', async () => {
    const account = await registerVerified(server)
    const email = `contested-${account.email}`
    await put(account.accessToken, { email, current_password: password })
    const link = linkIn((await latestMail(server, email)).text)
    await register(server, { email })
    expect((await server.request('GET', link)).status).toBe(403)
    const after = await server.request('GET', `${apiBase}/user`, { token: account.accessToken })
    expect(after.body.email).toBe(account.email)
  })

  it('limits verification mails caused by new addresses like those asked for again', async () => {
    const account = await registerVerified(server)
    const answers: number[] = []
    for (let n = 0; n <= serverRateLimits.verificationNotification.attempts; n += 1) {
      const response = await put(account.accessToken, {
        email: `flood-${n}-${account.email}`,
        current_password: password,
      })
      answers.push(response.status)
    }
    expect(answers.at(-1)).toBe(429)
    expect(answers.slice(0, -1).every((status) => status === 200)).toBe(true)
    const resend = await server.request('POST', `${apiBase}/email/verification-notification`, {
      token: account.accessToken,
    })
    expect(resend.status).toBe(429)
  })

  it('keeps the verification when the address is sent unchanged', async () => {
    const account = await registerVerified(server)
    const response = await put(account.accessToken, { email: account.email, name: 'Same' })
    expect(response.body.email_verified_at).toEqual(expect.any(String))
  })

  it('refuses an address another user has', async () => {
    const account = await register(server)
    const other = await register(server)
    const response = await put(account.accessToken, {
      email: other.email,
      current_password: password,
    })
    expect(response.status).toBe(422)
    expect(response.body.errors.email).toEqual(['The email has already been taken.'])
  })

  it('changes the password only with the current one and a matching confirmation', async () => {
    const account = await register(server)
    const chosen = 'another long passphrase'
    const missing = await put(account.accessToken, {
      password: chosen,
      password_confirmation: chosen,
    })
    expect(missing.status).toBe(422)
    expect(Object.keys(missing.body.errors)).toEqual(['current_password'])
    const wrong = await put(account.accessToken, {
      current_password: 'not the password',
      password: chosen,
      password_confirmation: chosen,
    })
    expect(wrong.body.errors).toEqual({ current_password: ['The password is incorrect.'] })
    const mismatch = await put(account.accessToken, {
      current_password: password,
      password: chosen,
      password_confirmation: 'something else',
    })
    expect(Object.keys(mismatch.body.errors)).toEqual(['password'])
    const changed = await put(account.accessToken, {
      current_password: password,
      password: chosen,
      password_confirmation: chosen,
    })
    expect(changed.status).toBe(200)
    const login = await server.request('POST', `${apiBase}/token/login`, {
      body: { email: account.email, password: chosen },
    })
    expect(login.status).toBe(200)
  })

  it('answers 401 without a session and 422 for a blank name', async () => {
    expect((await put(undefined, { name: 'x' })).status).toBe(401)
    const account = await register(server)
    const blank = await put(account.accessToken, { name: '   ' })
    expect(blank.status).toBe(422)
    expect(blank.body.errors).toEqual({ name: ['The name field is required.'] })
  })
})
