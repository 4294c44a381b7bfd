import type { ServerConfig } from '../../config'
import type { Database } from '../../db/connect'
import type { Clock } from '../../domain/clock'
import { createMailboxMailer } from './mailbox'
import type { Mailer } from './mailer'
import { createSmtpMailer } from './smtp'

/**
 * SMTP when SMTP_URL is set; otherwise the local mailbox, which needs nothing installed (and
 * prints each mail's links to the log unless MAIL_LOG=0). SMTP
 * delivery runs after the call has answered: a slow or failing mail server must neither hold up
 * nor undo a registration. Failures are reported on stderr; the person can ask for the mail again.
 */
export function createMailer(config: ServerConfig, db: Database, clock: Clock): Mailer {
  if (!config.smtp)
    return createMailboxMailer(db, config.logMail ? (line) => console.info(line) : undefined)
  const smtp = createSmtpMailer(config.smtp, config.mailFrom, clock)
  return {
    send: async (mail) => {
      smtp.send(mail).catch((error: Error) => {
        console.error(`Mail "${mail.subject}" to ${mail.to} was not sent: ${error.message}`)
      })
    },
    close: () => smtp.close(),
  }
}
