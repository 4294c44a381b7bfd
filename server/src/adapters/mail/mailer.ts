import type { MailAttachment } from '../../../../src/contract/mailbox'

/** A mail to one recipient, as plain text with an optional HTML part. */
export interface OutgoingMail {
  to: string
  subject: string
  text: string
  html?: string
  attachments?: MailAttachment[]
  /**
   * The sender's idempotency key: the mailbox keeps one mail per key, SMTP sends it as the
   * Message-ID, so a mail handed over again after a restart is recognisably the same.
   */
  key?: string
}

/** Where mail goes: the local mailbox by default, an SMTP server when one is configured. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>
  /** Lets go of open connections (SMTP_POOL) when the server stops. */
  close(): void
}
