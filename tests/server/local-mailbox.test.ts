import { afterEach, describe, expect, it, vi } from 'vitest'
import { describeKeptMail, linksIn } from '../../server/src/adapters/mail/mailbox'
import { serverSettingsPath, serverSettingsResponse } from '../../src/contract/server-settings'
import { register } from './support/accounts'
import { apiBase, backends, useTestServer } from './support/test-server'

describe('a kept mail’s log lines', () => {
  it('name the mail and list every link of its text, one a line', () => {
    const text = 'Verify: https://a.test/verify?x=1&y=2\nOr ignore http://b.test/stop.'
    expect(linksIn(text)).toEqual(['https://a.test/verify?x=1&y=2', 'http://b.test/stop'])
    expect(describeKeptMail({ to: 'p@example.test', subject: 'Hi', text })).toBe(
      'Mail "Hi" to p@example.test kept in the local mailbox (/management/mailbox); its links:\n' +
        '  https://a.test/verify?x=1&y=2\n  http://b.test/stop',
    )
    expect(describeKeptMail({ to: 'p@example.test', subject: 'Hi', text: 'No link' })).toBe(
      'Mail "Hi" to p@example.test kept in the local mailbox (/management/mailbox)',
    )
  })
})

describe.each(backends)('the local mailbox on %s', (backend) => {
  const server = useTestServer(backend, { env: { MAIL_LOG: '1' } })
  afterEach(() => vi.restoreAllMocks())

  it('prints each kept mail’s links to the server’s log', async () => {
    const printed: string[] = []
    vi.spyOn(console, 'info').mockImplementation((line: string) => void printed.push(line))
    const person = await register(server)
    const line = printed.find((entry) => entry.includes(person.email))
    expect(line).toMatch(/^Mail "Verify your email address" to .* kept in the local mailbox/)
    expect(line).toContain(`${apiBase}/verify-email/${person.id}/`)
  })

  it('tells the client that mail is kept locally (GET /api/server-settings, no session needed)', async () => {
    const response = await server.request('GET', serverSettingsPath)
    expect(response.status).toBe(200)
    expect(serverSettingsResponse.parse(response.body)).toEqual({
      mail_delivery: 'mailbox',
      google_sign_in: false,
    })
  })
})

describe.each(backends)('a server that sends mail over SMTP on %s', (backend) => {
  // Nothing listens there: no mail is sent by these tests, the mailer only exists.
  const server = useTestServer(backend, { env: { SMTP_URL: 'smtp://127.0.0.1:9' } })

  it('tells the client that mail leaves the server', async () => {
    const response = await server.request('GET', serverSettingsPath)
    expect(response.body).toEqual({ mail_delivery: 'smtp', google_sign_in: false })
  })
})
