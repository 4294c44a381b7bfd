import { createHmac } from 'node:crypto'
import { createServer, type Server, type Socket } from 'node:net'
import { createSecureContext, TLSSocket } from 'node:tls'

export interface ReceivedMail {
  /** The credentials as AUTH PLAIN carries them (`\0user\0password`), whatever the method. */
  auth: string | null
  authMethod: string | null
  /** Whether the mail came over TLS (after STARTTLS). */
  secure: boolean
  /** The connection it came on, numbered from 1. */
  connection: number
  from: string
  to: string
  data: string
}

export interface FakeSmtpOptions {
  /** A key and certificate to offer STARTTLS with; without them the server offers none. */
  tls?: { key: string; cert: string }
}

const cramChallenge = '<1.2@fake.smtp>'
const decode = (text: string) => Buffer.from(text, 'base64').toString('utf8')

/**
 * An SMTP server that accepts everything and keeps what it received: AUTH PLAIN, LOGIN and
 * CRAM-MD5 (any password for CRAM-MD5 whose digest it can check), STARTTLS when given a
 * certificate, and several mails on one connection (RSET between them), as a pooling client sends.
 */
export async function startFakeSmtp(options: FakeSmtpOptions = {}) {
  const received: ReceivedMail[] = []
  let connections = 0
  const open = new Set<Socket>()
  const server: Server = createServer((raw) => {
    connections += 1
    open.add(raw)
    raw.on('close', () => open.delete(raw))
    const connection = connections
    let socket: Socket = raw
    let buffer = ''
    let inData = false
    /** A multi-line AUTH exchange under way: what the next line answers. */
    let authStep: ((line: string) => void) | null = null
    let auth: { method: string; plain: string } | null = null
    let mail = { from: '', to: '' }
    const reply = (line: string) => socket.write(`${line}\r\n`)
    const signedIn = (method: string, user: string, pass: string) => {
      auth = { method, plain: `\u0000${user}\u0000${pass}` }
      reply('235 ok')
    }
    const command = (line: string) => {
      if (authStep) {
        const step = authStep
        authStep = null
        step(line)
        return
      }
      const [verb = '', ...words] = line.split(' ')
      switch (verb.toUpperCase().split(':')[0]) {
        case 'EHLO': {
          const offers = ['AUTH PLAIN LOGIN CRAM-MD5', 'SIZE 1000000']
          if (options.tls && !(socket instanceof TLSSocket)) offers.push('STARTTLS')
          reply(
            ['fake.smtp', ...offers]
              .map((offer, index, all) => `250${index === all.length - 1 ? ' ' : '-'}${offer}`)
              .join('\r\n'),
          )
          return
        }
        case 'STARTTLS': {
          if (!options.tls || socket instanceof TLSSocket) return reply('502 not now')
          reply('220 go ahead')
          raw.removeAllListeners('data')
          socket = new TLSSocket(raw, {
            isServer: true,
            secureContext: createSecureContext(options.tls),
          })
          socket.on('data', onData)
          buffer = ''
          auth = null
          return
        }
        case 'AUTH': {
          const method = words[0]?.toUpperCase() ?? ''
          if (method === 'PLAIN') {
            const [, user = '', pass = ''] = decode(words[1] ?? '').split('\u0000')
            return signedIn('PLAIN', user, pass)
          }
          if (method === 'LOGIN') {
            reply(`334 ${Buffer.from('Username:').toString('base64')}`)
            authStep = (userLine) => {
              reply(`334 ${Buffer.from('Password:').toString('base64')}`)
              authStep = (passLine) => signedIn('LOGIN', decode(userLine), decode(passLine))
            }
            return
          }
          if (method === 'CRAM-MD5') {
            reply(`334 ${Buffer.from(cramChallenge).toString('base64')}`)
            authStep = (answer) => {
              const [user = '', digest = ''] = decode(answer).split(' ')
              signedIn('CRAM-MD5', user, digest)
            }
            return
          }
          return reply('504 unknown method')
        }
        case 'MAIL':
          mail.from = line.match(/<[^>]*>/)?.[0] ?? ''
          return reply('250 ok')
        case 'RCPT':
          mail.to = line.match(/<[^>]*>/)?.[0] ?? ''
          return reply('250 ok')
        case 'DATA':
          inData = true
          return reply('354 go ahead')
        case 'RSET':
          mail = { from: '', to: '' }
          return reply('250 ok')
        case 'NOOP':
          return reply('250 ok')
        case 'QUIT':
          reply('221 bye')
          socket.end()
          return
        default:
          reply('502 unknown')
      }
    }
    function onData(chunk: Buffer) {
      buffer += chunk.toString('utf8')
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end < 0) return
          received.push({
            auth: auth?.plain ?? null,
            authMethod: auth?.method ?? null,
            secure: socket instanceof TLSSocket,
            connection,
            ...mail,
            data: buffer.slice(0, end),
          })
          buffer = buffer.slice(end + 5)
          inData = false
          mail = { from: '', to: '' }
          reply('250 queued')
          continue
        }
        const end = buffer.indexOf('\r\n')
        if (end < 0) return
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        command(line)
      }
    }
    raw.on('data', onData)
    raw.on('error', () => {})
    reply('220 fake.smtp ready')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    port,
    received,
    /** Connections opened so far. */
    connections: () => connections,
    /** The digest a CRAM-MD5 client answers this server's challenge with. */
    cramDigest: (password: string) =>
      createHmac('md5', password).update(cramChallenge).digest('hex'),
    /** Waits until `count` mails have arrived (delivery runs after the call has answered). */
    async waitFor(count: number): Promise<ReceivedMail[]> {
      for (let tries = 0; tries < 200 && received.length < count; tries++)
        await new Promise((resolve) => setTimeout(resolve, 25))
      return received
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        for (const socket of open) socket.destroy()
      }),
  }
}
