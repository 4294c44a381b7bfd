import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailMessages } from '../../server/src/db/schema'
import { register } from './support/accounts'
import { startFakeSmtp } from './support/fake-smtp'
import { backends, startTestServer, type TestServer } from './support/test-server'

const decodeParts = (data: string) =>
  [...data.matchAll(/base64\r\n\r\n([A-Za-z0-9+/=\r\n]+?)(?:\r\n--|$)/g)].map((match) =>
    Buffer.from((match[1] ?? '').replace(/\r\n/g, ''), 'base64').toString('utf8'),
  )

describe.each(backends)('mail over SMTP on %s', (backend) => {
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>
  let server: TestServer
  beforeAll(async () => {
    smtp = await startFakeSmtp()
    server = await startTestServer(backend, {
      env: {
        SMTP_URL: `smtp://mailer%40switchboard.test:p%40ss@127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'Switchboard <no-reply@switchboard.test>',
      },
    })
  })
  afterAll(async () => {
    await server.stop()
    await smtp.stop()
  })

  it('sends the verification mail through the SMTP server instead of the mailbox', async () => {
    const account = await register(server, { name: 'Émilie du Châtelet' })
    const [mail] = await smtp.waitFor(1)
    expect(mail?.auth).toBe('\u0000mailer@switchboard.test\u0000p@ss')
    expect(mail?.from).toBe('<no-reply@switchboard.test>')
    expect(mail?.to).toBe(`<${account.email}>`)
    expect(mail?.data).toContain('Subject: Verify your email address')
    expect(mail?.data).toContain('Content-Type: multipart/alternative')
    const [text, html] = decodeParts(mail?.data ?? '')
    expect(text).toContain('Hello Émilie du Châtelet,')
    expect(text).toMatch(/\/verify-email\/[\w-]+\/[\w-]+\?expires=\d+/)
    expect(html).toContain('<a href="http://switchboard.test/api/proxy/api/v1/verify-email/')
    expect(await server.countRows(mailMessages)).toBe(0)
  })
})
