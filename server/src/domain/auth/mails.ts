import { type AppLocale, rightToLeftLocales } from '../../../../src/contract/constants'
import type { UserPreferences } from '../../../../src/contract/user'
import { escapeHtml } from '../../adapters/mail/escape-html'
import type { OutgoingMail } from '../../adapters/mail/mailer'
import { said, serverWords, type Words } from '../../http/words'

/**
 * The language of a mail to a known user: the one they chose (their preferences), else the one
 * of the request that caused it, which is the language they are using now.
 */
export const recipientLocale = (
  user: { preferences?: UserPreferences | null },
  requestLocale: AppLocale,
): AppLocale => user.preferences?.locale ?? requestLocale

/** A short mail's words, said in the recipient's language when it is written. */
export interface MailWords {
  subject: Words
  lines: Words[]
  /** The link's label. */
  action: Words
}

/** A short mail in `locale`: a greeting, some lines, and one link (as text and as HTML). */
export function mailWithLink(
  to: string,
  locale: AppLocale,
  greetingName: string,
  words: MailWords,
  url: string,
): OutgoingMail {
  const greeting = serverWords(locale)('mail.greeting', { name: greetingName })
  const lines = words.lines.map((line) => line(locale))
  const label = words.action(locale)
  const text = [greeting, '', ...lines, '', `${label}: ${url}`].join('\n')
  const direction = rightToLeftLocales.includes(locale) ? 'rtl' : 'ltr'
  const paragraphs = [greeting, ...lines].map((line) => `<p>${escapeHtml(line)}</p>`).join('')
  const html = `<div lang="${locale}" dir="${direction}">${paragraphs}<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p></div>`
  return { to, subject: words.subject(locale), text, html }
}

type Recipient = { name: string; email: string }

export function verificationMail(user: Recipient, url: string, locale: AppLocale) {
  return mailWithLink(
    user.email,
    locale,
    user.name,
    {
      subject: said('mail.verify.subject'),
      lines: [said('mail.verify.confirm'), said('mail.verify.notYou')],
      action: said('mail.verify.action'),
    },
    url,
  )
}

export function passwordResetMail(user: Recipient, url: string, locale: AppLocale) {
  return mailWithLink(
    user.email,
    locale,
    user.name,
    {
      subject: said('mail.reset.subject'),
      lines: [said('mail.reset.why'), said('mail.reset.once')],
      action: said('mail.reset.action'),
    },
    url,
  )
}

export function emailChangingMail(
  user: Recipient,
  newEmail: string,
  resetUrl: string,
  locale: AppLocale,
) {
  return mailWithLink(
    user.email,
    locale,
    user.name,
    {
      subject: said('mail.emailChanging.subject'),
      lines: [
        said('mail.emailChanging.asked', { email: newEmail }),
        said('mail.emailChanging.stays'),
        said('mail.emailChanging.notYou'),
      ],
      action: said('mail.reset.action'),
    },
    resetUrl,
  )
}
