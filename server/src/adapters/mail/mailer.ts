/** A mail to one recipient, as plain text with an optional HTML part. */
export interface OutgoingMail {
  to: string
  subject: string
  text: string
  html?: string
}

/** Where mail goes: the local mailbox by default, an SMTP server when one is configured. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>
  /** Lets go of open connections (SMTP_POOL) when the server stops. */
  close(): void
}
