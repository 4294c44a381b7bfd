import { describe, expect, it } from 'vitest'
import { userResource } from '../../src/contract/user'
import { latestMail, password, register, registerVerified } from './support/accounts'
import { apiBase, backends, useTestServer } from './support/test-server'

describe.each(backends)('PUT user on %s', (backend) => {
  const server = useTestServer(backend)
  const put = (token: string | undefined, body: unknown) =>
    server.request('PUT', `${apiBase}/user`, { body, ...(token ? { token } : {}) })

  it('renames the user and answers the updated user', async () => {
    const account = await register(server)
    const response = await put(account.accessToken, { name: '  Ada King  ' })
    expect(response.status).toBe(200)
    expect(userResource.parse(response.body).name).toBe('Ada King')
  })

  it('makes a changed address unverified again and mails it a link', async () => {
    const account = await registerVerified(server)
    const email = `changed-${account.email}`
    const response = await put(account.accessToken, { email: email.toUpperCase() })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ email, email_verified_at: null })
    expect((await latestMail(server, email)).subject).toBe('Verify your email address')
  })

  it('keeps the verification when the address is sent unchanged', async () => {
    const account = await registerVerified(server)
    const response = await put(account.accessToken, { email: account.email, name: 'Same' })
    expect(response.body.email_verified_at).toEqual(expect.any(String))
  })

  it('refuses an address another user has', async () => {
    const account = await register(server)
    const other = await register(server)
    const response = await put(account.accessToken, { email: other.email })
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
