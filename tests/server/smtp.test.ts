import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSmtpMailer } from '../../server/src/adapters/mail/smtp'
import { readSmtpSettings } from '../../server/src/adapters/mail/smtp-settings'
import { mailMessages } from '../../server/src/db/schema'
import { register } from './support/accounts'
import { startFakeSmtp } from './support/fake-smtp'
import { textParts } from './support/mime-parts'
import { backends, startTestServer, type TestServer } from './support/test-server'

const from = 'Switchboard <no-reply@switchboard.test>'
const clock = () => new Date()
const mail = (n: number) => ({
  to: `person${n}@example.test`,
  subject: `Mail ${n}`,
  text: `Hi ${n}`,
})

describe.each(backends)('mail over SMTP on %s', (backend) => {
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>
  let server: TestServer
  beforeAll(async () => {
    smtp = await startFakeSmtp()
    server = await startTestServer(backend, {
      env: {
        SMTP_URL: `smtp://mailer%40switchboard.test:p%40ss@127.0.0.1:${smtp.port}`,
        MAIL_FROM: from,
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
    const [text, html] = textParts(mail?.data ?? '')
    expect(text).toContain('Hello Émilie du Châtelet,')
    expect(text).toMatch(/\/verify-email\/[\w-]+\/[\w-]+\?expires=\d+/)
    expect(html).toContain('<a href="http://switchboard.test/api/proxy/api/v1/verify-email/')
    expect(await server.countRows(mailMessages)).toBe(0)
  })
})

describe('the SMTP mailer as the environment sets it up', () => {
  let folder: string
  let tls: { key: string; cert: string; certFile: string }
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'switchboard-smtp-'))
    const [keyFile, certFile] = [join(folder, 'key.pem'), join(folder, 'cert.pem')]
    // A certificate of its own for the fake server, trusted through SMTP_TLS_CA.
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        keyFile,
        '-out',
        certFile,
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    )
    tls = { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), certFile }
  })
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  async function sendThrough(
    env: Record<string, string>,
    mails: number,
    options: Parameters<typeof startFakeSmtp>[0] = {},
  ) {
    const smtp = await startFakeSmtp(options)
    const settings = readSmtpSettings({
      SMTP_URL: `smtp://mailer:secret@127.0.0.1:${smtp.port}`,
      ...env,
    })
    if (!settings) throw new Error('SMTP_URL was not read')
    const mailer = createSmtpMailer(settings, from, clock)
    try {
      for (let n = 1; n <= mails; n++) await mailer.send(mail(n))
      return { received: smtp.received, connections: smtp.connections(), smtp }
    } finally {
      mailer.close()
      await smtp.stop()
    }
  }

  it('opens one connection per mail by default, and reuses one with SMTP_POOL', async () => {
    const single = await sendThrough({}, 3)
    expect(single.received.map((each) => each.to)).toEqual([
      '<person1@example.test>',
      '<person2@example.test>',
      '<person3@example.test>',
    ])
    expect(single.connections).toBe(3)
    const pooled = await sendThrough({ SMTP_POOL: '1' }, 3)
    expect(pooled.received.map((each) => [each.to, each.connection])).toEqual([
      ['<person1@example.test>', 1],
      ['<person2@example.test>', 1],
      ['<person3@example.test>', 1],
    ])
    expect(pooled.connections).toBe(1)
  })

  it('signs in with the method SMTP_AUTH_METHOD names', async () => {
    const plain = await sendThrough({}, 1)
    expect(plain.received[0]).toMatchObject({
      authMethod: 'PLAIN',
      auth: '\u0000mailer\u0000secret',
    })
    const login = await sendThrough({ SMTP_AUTH_METHOD: 'login' }, 1)
    expect(login.received[0]).toMatchObject({
      authMethod: 'LOGIN',
      auth: '\u0000mailer\u0000secret',
    })
    const cram = await sendThrough({ SMTP_AUTH_METHOD: 'CRAM-MD5' }, 1)
    expect(cram.received[0]).toMatchObject({
      authMethod: 'CRAM-MD5',
      auth: `\u0000mailer\u0000${cram.smtp.cramDigest('secret')}`,
    })
  })

  it('upgrades to TLS with STARTTLS when the server offers it, and signs in only then', async () => {
    const sent = await sendThrough({ SMTP_TLS_CA: tls.certFile }, 1, { tls })
    expect(sent.received[0]).toMatchObject({
      secure: true,
      authMethod: 'PLAIN',
      to: '<person1@example.test>',
    })
    expect(sent.received[0]?.data).toContain('Subject: Mail 1')
  })

  it('sends nothing in the clear when SMTP_REQUIRE_TLS is set and STARTTLS is not offered', async () => {
    const smtp = await startFakeSmtp()
    const settings = readSmtpSettings({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      SMTP_REQUIRE_TLS: 'true',
    })
    const mailer = createSmtpMailer(settings as NonNullable<typeof settings>, from, clock)
    await expect(mailer.send(mail(1))).rejects.toThrow(/STARTTLS/)
    mailer.close()
    await smtp.stop()
    expect(smtp.received).toEqual([])
  })

  it('reads its settings once at start and refuses mistakes with their reason', () => {
    expect(readSmtpSettings({})).toBeUndefined()
    expect(readSmtpSettings({ SMTP_URL: 'smtps://a%40b.test:p%3Aw@mail.example.test' })).toEqual({
      host: 'mail.example.test',
      port: 465,
      secure: true,
      requireTls: false,
      auth: { user: 'a@b.test', pass: 'p:w', method: undefined },
      pool: 0,
      ca: undefined,
    })
    expect(readSmtpSettings({ SMTP_URL: 'smtp://relay.test' })).toMatchObject({
      port: 587,
      secure: false,
      auth: undefined,
    })
    writeFileSync(join(folder, 'ca.pem'), tls.cert)
    expect(
      readSmtpSettings({ SMTP_URL: 'smtp://relay.test', SMTP_TLS_CA: join(folder, 'ca.pem') })?.ca,
    ).toBe(tls.cert)
    const refusals: [Record<string, string>, string][] = [
      [{ SMTP_URL: 'mail.example.test' }, 'SMTP_URL is not a URL: "mail.example.test"'],
      [
        { SMTP_URL: 'http://relay.test' },
        'SMTP_URL must start with smtp:// or smtps:// (got http:)',
      ],
      [
        { SMTP_URL: 'smtp://u:p@relay.test', SMTP_AUTH_METHOD: 'XOAUTH2' },
        'SMTP_AUTH_METHOD must be one of PLAIN, LOGIN, CRAM-MD5 (got "XOAUTH2")',
      ],
      [
        { SMTP_URL: 'smtp://relay.test', SMTP_AUTH_METHOD: 'LOGIN' },
        'SMTP_AUTH_METHOD is set but SMTP_URL holds no user to sign in',
      ],
      [
        { SMTP_URL: 'smtp://relay.test', SMTP_POOL: '2.5' },
        'SMTP_POOL must be a whole number from 0 to 50 (got "2.5")',
      ],
    ]
    for (const [env, message] of refusals) expect(() => readSmtpSettings(env)).toThrow(message)
  })
})
