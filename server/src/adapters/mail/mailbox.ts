import type { Database } from '../../db/connect'
import { mailMessages } from '../../db/schema'
import type { Mailer } from './mailer'

/** Keeps every mail in the database: staff read it under /management, tests read it directly. */
export function createMailboxMailer(db: Database): Mailer {
  return {
    async send(mail) {
      await db.insert(mailMessages).values({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
      })
    },
    close: () => {},
  }
}
