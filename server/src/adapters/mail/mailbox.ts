import { mailLinkPattern } from '../../../../src/contract/mail-links'
import type { Database } from '../../db/connect'
import { mailMessages } from '../../db/schema'
import type { Mailer, OutgoingMail } from './mailer'

/** Every http(s) address in a mail's text, in order. */
export const linksIn = (text: string): string[] => text.match(mailLinkPattern()) ?? []

/**
 * The log lines of a kept mail: with no mail server, whoever started this one can still follow
 * a verification or reset link from the console.
 */
export function describeKeptMail(mail: OutgoingMail): string {
  const links = linksIn(mail.text).map((link) => `\n  ${link}`)
  return `Mail "${mail.subject}" to ${mail.to} kept in the local mailbox (/management/mailbox)${links.length > 0 ? `; its links:${links.join('')}` : ''}`
}

/**
 * Keeps every mail in the database: staff read it under /management, tests read it directly.
 * `log` (the console unless MAIL_LOG=0) is told each mail and its links.
 */
export function createMailboxMailer(db: Database, log?: (line: string) => void): Mailer {
  return {
    async send(mail) {
      const kept = await db
        .insert(mailMessages)
        .values({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? null,
          attachments: mail.attachments ?? [],
          key: mail.key ?? null,
        })
        .onConflictDoNothing({ target: mailMessages.key })
        .returning({ id: mailMessages.id })
      if (kept.length > 0) log?.(describeKeptMail(mail))
    },
    close: () => {},
  }
}
