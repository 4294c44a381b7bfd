import { createServer, type Server } from 'node:net'

export interface ReceivedMail {
  auth: string | null
  from: string
  to: string
  data: string
}

/** An SMTP server that accepts everything (no TLS) and keeps what it received. */
export async function startFakeSmtp() {
  const received: ReceivedMail[] = []
  const server: Server = createServer((socket) => {
    let buffer = ''
    let inData = false
    let mail: ReceivedMail = { auth: null, from: '', to: '', data: '' }
    const reply = (line: string) => socket.write(`${line}\r\n`)
    reply('220 fake.smtp ready')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n')
        if (end < 0) return
        mail.data = buffer.slice(0, end)
        buffer = buffer.slice(end + 5)
        inData = false
        received.push(mail)
        mail = { auth: mail.auth, from: '', to: '', data: '' }
        reply('250 queued')
      }
      let end = buffer.indexOf('\r\n')
      while (!inData && end >= 0) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const verb = line.split(/[ :]/)[0]?.toUpperCase()
        if (verb === 'EHLO') reply('250-fake.smtp\r\n250-AUTH PLAIN\r\n250 SIZE 1000000')
        else if (verb === 'AUTH') {
          mail.auth = Buffer.from(line.split(' ')[2] ?? '', 'base64').toString('utf8')
          reply('235 ok')
        } else if (verb === 'MAIL') {
          mail.from = line.slice(10)
          reply('250 ok')
        } else if (verb === 'RCPT') {
          mail.to = line.slice(8)
          reply('250 ok')
        } else if (verb === 'DATA') {
          inData = true
          reply('354 go ahead')
        } else if (verb === 'QUIT') {
          reply('221 bye')
          socket.end()
        } else reply('502 unknown')
        end = buffer.indexOf('\r\n')
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    port,
    received,
    /** Waits until `count` mails have arrived (delivery runs after the call has answered). */
    async waitFor(count: number): Promise<ReceivedMail[]> {
      for (let tries = 0; tries < 200 && received.length < count; tries++)
        await new Promise((resolve) => setTimeout(resolve, 25))
      return received
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
