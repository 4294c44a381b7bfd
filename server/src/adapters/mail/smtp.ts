import { createTransport } from 'nodemailer'
import type { Clock } from '../../domain/clock'
import type { Mailer } from './mailer'
import type { SmtpSettings } from './smtp-settings'

/** Mail over SMTP through nodemailer: STARTTLS, the sign-in method and pooling as configured. */
export function createSmtpMailer(settings: SmtpSettings, from: string, clock: Clock): Mailer {
  const connection = {
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    requireTLS: settings.requireTls,
    name: 'switchboard',
    ...(settings.auth ? { auth: settings.auth } : {}),
    ...(settings.ca ? { tls: { ca: settings.ca } } : {}),
  }
  const transport =
    settings.pool > 0
      ? createTransport({ ...connection, pool: true, maxConnections: settings.pool })
      : createTransport(connection)
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html === undefined ? {} : { html: mail.html }),
        attachments: (mail.attachments ?? []).map((file) => ({
          filename: file.filename,
          contentType: file.content_type,
          content: file.content,
        })),
        ...(mail.key === undefined ? {} : { messageId: `<${mail.key}@switchboard>` }),
        date: clock(),
      })
    },
    close: () => transport.close(),
  }
}
