import { describe, expect, it } from 'vitest'
import { latestMail, linkIn, password, register, uniqueEmail } from './support/accounts'
import { apiBase, backends, useTestServer } from './support/test-server'

const common = ['qwertyuiop', 'Password1', 'ILOVEYOU']
const refusal =
  'This password is one of the most commonly used: choose one that is harder to guess.'

/** The most common passwords are refused wherever a password is chosen. */
describe.each(backends)('common passwords on %s', (backend) => {
  const server = useTestServer(backend)
  const call = (path: string, body: unknown, token?: string, method = 'POST') =>
    server.request(method, `${apiBase}/${path}`, { body, ...(token ? { token } : {}) })
  const choosing = (chosen: string) => ({ password: chosen, password_confirmation: chosen })

  it('at registration', async () => {
    for (const chosen of common) {
      const response = await call('register', {
        name: 'Ada',
        email: uniqueEmail(),
        ...choosing(chosen),
      })
      expect(response.status, chosen).toBe(422)
      expect(response.body.errors.password).toEqual([refusal])
    }
  })

  it('at a password change and a reset', async () => {
    const account = await register(server)
    for (const chosen of common) {
      const change = await call(
        'user',
        { current_password: password, ...choosing(chosen) },
        account.accessToken,
        'PUT',
      )
      expect(change.status, chosen).toBe(422)
      expect(change.body.errors.password).toEqual([refusal])
    }
    await call('forgot-password', { email: account.email })
    const link = new URL(linkIn((await latestMail(server, account.email)).text), 'http://x')
    const token = link.pathname.split('/').at(-1)
    const reset = await call('reset-password', {
      email: account.email,
      token,
      ...choosing(common[0] as string),
    })
    expect(reset.status).toBe(422)
    expect(reset.body.errors.password).toEqual([refusal])
  })
})
