import { connect as connectTcp, type Socket } from 'node:net'
import { connect as connectTls } from 'node:tls'
import type { Clock } from '../../domain/clock'
import type { Mailer } from './mailer'
import { formatMessage } from './mime'

/**
 * A small SMTP client (RFC 5321): smtp://user:pass@host:port sends in the clear and upgrades
 * with STARTTLS when the server offers it; smtps:// connects over TLS (port 465). AUTH PLAIN when
 * the URL holds credentials. One connection per mail: the server sends few.
 */

interface Reply {
  code: number
  lines: string[]
}

/** Reads SMTP replies (`250-…` continuation lines up to `250 …`) from a socket, in order. */
function replyReader(socket: Socket) {
  let buffer = ''
  let lines: string[] = []
  const replies: Reply[] = []
  const waiting: { resolve: (reply: Reply) => void; reject: (error: Error) => void }[] = []
  let failure: Error | null = null

  const flush = () => {
    while (replies.length > 0 && waiting.length > 0)
      waiting.shift()?.resolve(replies.shift() as Reply)
    if (failure) for (const waiter of waiting.splice(0)) waiter.reject(failure)
  }
  const onData = (chunk: Buffer) => {
    buffer += chunk.toString('utf8')
    let end = buffer.indexOf('\r\n')
    while (end >= 0) {
      const line = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      lines.push(line.slice(4))
      if (line[3] !== '-') {
        replies.push({ code: Number(line.slice(0, 3)), lines })
        lines = []
      }
      end = buffer.indexOf('\r\n')
    }
    flush()
  }
  const onError = (error: Error) => {
    failure = error
    flush()
  }
  const onClose = () => onError(new Error('The SMTP server closed the connection'))
  socket.on('data', onData).on('error', onError).on('close', onClose)

  return {
    next: () =>
      new Promise<Reply>((resolve, reject) => {
        waiting.push({ resolve, reject })
        flush()
      }),
    detach: () => {
      socket.off('data', onData).off('error', onError).off('close', onClose)
    },
  }
}

function openSocket(url: URL): Promise<Socket> {
  const port = Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587)
  return new Promise((resolve, reject) => {
    const socket =
      url.protocol === 'smtps:'
        ? connectTls({ host: url.hostname, port, servername: url.hostname }, () => resolve(socket))
        : connectTcp({ host: url.hostname, port }, () => resolve(socket))
    socket.once('error', reject)
  })
}

async function deliver(url: URL, from: string, to: string, data: string): Promise<void> {
  let socket = await openSocket(url)
  let reader = replyReader(socket)
  const expect = async (accepted: number[], what: string) => {
    const reply = await reader.next()
    if (!accepted.includes(reply.code))
      throw new Error(`SMTP ${what} refused: ${reply.code} ${reply.lines.join(' ')}`)
    return reply
  }
  const command = (line: string, accepted: number[], what = line.split(' ')[0] ?? line) => {
    socket.write(`${line}\r\n`)
    return expect(accepted, what)
  }
  try {
    await expect([220], 'greeting')
    let hello = await command('EHLO switchboard', [250])
    const offersStartTls = hello.lines.some((line) => /^STARTTLS\b/i.test(line))
    if (url.protocol === 'smtp:' && offersStartTls) {
      await command('STARTTLS', [220])
      reader.detach()
      const plain = socket
      socket = await new Promise((resolve, reject) => {
        const secure = connectTls({ socket: plain, servername: url.hostname }, () =>
          resolve(secure),
        )
        secure.once('error', reject)
      })
      reader = replyReader(socket)
      hello = await command('EHLO switchboard', [250])
    }
    if (url.username) {
      const user = decodeURIComponent(url.username)
      const password = decodeURIComponent(url.password)
      const plainAuth = Buffer.from(`\u0000${user}\u0000${password}`).toString('base64')
      await command(`AUTH PLAIN ${plainAuth}`, [235], 'AUTH')
    }
    await command(`MAIL FROM:<${from.match(/<([^>]+)>/)?.[1] ?? from}>`, [250], 'MAIL FROM')
    await command(`RCPT TO:<${to}>`, [250, 251], 'RCPT TO')
    await command('DATA', [354])
    // Dot-stuffing: a line starting with "." gets another, so it cannot end the data early.
    const stuffed = data.replace(/^\./gm, '..')
    await command(`${stuffed}\r\n.`, [250], 'message')
    socket.write('QUIT\r\n')
  } finally {
    reader.detach()
    socket.end()
  }
}

export function createSmtpMailer(smtpUrl: string, from: string, clock: Clock): Mailer {
  const url = new URL(smtpUrl)
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new Error(`SMTP_URL must start with smtp:// or smtps:// (got ${url.protocol})`)
  return {
    send: (mail) => deliver(url, from, mail.to, formatMessage(mail, from, clock())),
  }
}
