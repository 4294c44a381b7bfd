import type { OutgoingMail } from '../../adapters/mail/mailer'

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? '',
  )

/** A short mail: a greeting, some lines, and one link (as text and as HTML). */
export function mailWithLink(
  to: string,
  subject: string,
  greetingName: string,
  lines: string[],
  link: { label: string; url: string },
): OutgoingMail {
  const text = [`Hello ${greetingName},`, '', ...lines, '', `${link.label}: ${link.url}`].join('\n')
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')
  const html = `<p>Hello ${escapeHtml(greetingName)},</p>${paragraphs}<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`
  return { to, subject, text, html }
}

export function verificationMail(user: { name: string; email: string }, url: string) {
  return mailWithLink(
    user.email,
    'Verify your email address',
    user.name,
    [
      'Please confirm your email address by following the link below.',
      'If you did not create an account, no further action is required.',
    ],
    { label: 'Verify email address', url },
  )
}

export function passwordResetMail(user: { name: string; email: string }, url: string) {
  return mailWithLink(
    user.email,
    'Reset your password',
    user.name,
    [
      'You are receiving this email because we received a password reset request for your account.',
      'The link works once and expires in an hour. If you did not ask for it, ignore this mail.',
    ],
    { label: 'Reset password', url },
  )
}

export function emailChangingMail(
  user: { name: string; email: string },
  newEmail: string,
  resetUrl: string,
) {
  return mailWithLink(
    user.email,
    'Your email address is changing',
    user.name,
    [
      `Someone signed in to your account asked to change its email address to ${newEmail}.`,
      'This address stays the one you sign in with until the new one is verified.',
      'If you did not ask for this, reset your password now: that signs every session out.',
    ],
    { label: 'Reset password', url: resetUrl },
  )
}
