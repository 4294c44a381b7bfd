import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { rateSheetLimits } from '../../../../src/contract/constants'
import type { AppDeps } from '../../deps'
import {
  inboxOfAddress,
  type MailedFile,
  receiveMailedSheets,
  senderAllowed,
} from '../../domain/rate-sheets/mail-in'

/**
 * The incoming side of mail: an SMTP listener (`smtp-server`, of the Nodemailer project) for
 * rate sheets mailed to rate inboxes' addresses (domain/rate-sheets/mail-in.ts), the MIME read
 * by `mailparser`. An address that names no inbox is refused at RCPT TO (550); a mail from a
 * sender an inbox's allow-list leaves out is refused at the end of DATA and logged; the CSV and
 * XLSX attachments of the others become received sheets (parsed at once when the vendor has a
 * parser profile). No authentication: the random address and the allow-list gate it, as a
 * vendor's mail server delivers to it directly (port 25 behind the MX, or a relay).
 */

const refused = (code: number, message: string) =>
  Object.assign(new Error(message), { responseCode: code })

export interface MailInListener {
  /** The port it listens on (the one asked for, or the one given for port 0). */
  port: number
  close(): Promise<void>
}

export async function startMailIn(
  deps: Pick<AppDeps, 'db' | 'events' | 'work'>,
  settings: { port: number; host: string; domain: string },
): Promise<MailInListener> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    banner: 'Switchboard rate-sheet mail-in',
    size: rateSheetLimits.uploadMaxBytes,
    logger: false,
    onRcptTo(address, _session, callback) {
      inboxOfAddress(deps.db, address.address, settings.domain).then(
        (inbox) => callback(inbox ? null : refused(550, `No rate inbox at ${address.address}`)),
        (error: Error) => callback(error),
      )
    },
    onData(stream, session, callback) {
      void (async () => {
        const mail = await simpleParser(stream)
        const sender =
          mail.from?.value[0]?.address ??
          (session.envelope.mailFrom ? session.envelope.mailFrom.address : '')
        const files: MailedFile[] = mail.attachments.map((attachment) => ({
          filename: attachment.filename ?? '',
          content: attachment.content,
        }))
        let refusedAll = true
        for (const recipient of session.envelope.rcptTo) {
          const inbox = await inboxOfAddress(deps.db, recipient.address, settings.domain)
          if (!inbox) continue
          if (!senderAllowed(inbox.allowedSenders, sender)) {
            console.warn(
              `Mail-in: refused a mail from ${sender || 'no sender'} (${session.remoteAddress}) to ${recipient.address}: the sender is not on the inbox's allow-list`,
            )
            continue
          }
          refusedAll = false
          const received = await receiveMailedSheets(deps, inbox, files)
          if (received === 0)
            console.warn(`Mail-in: a mail to ${recipient.address} had no CSV or XLSX sheet`)
        }
        callback(refusedAll ? refused(550, 'The sender may not mail to this rate inbox') : null)
      })().catch((error: Error) => callback(error))
    },
  })
  // A port already taken fails the start with its reason, rather than leaving it waiting.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(settings.port, settings.host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  server.on('error', (error) => console.error('Mail-in listener:', error))
  const address = server.server.address()
  return {
    port: typeof address === 'object' && address ? address.port : settings.port,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  }
}
