import { randomUUID } from 'node:crypto'
import type { OutgoingMail } from './mailer'

/** Header values never carry line breaks: a name with CRLF must not add headers. */
const headerValue = (value: string) => value.replace(/[\r\n]+/g, ' ')

/** RFC 2047 encoded word for non-ASCII header text. */
function encodeHeader(value: string): string {
  const clean = headerValue(value)
  return /^[\x20-\x7e]*$/.test(clean)
    ? clean
    : `=?UTF-8?B?${Buffer.from(clean, 'utf8').toString('base64')}?=`
}

/** Base64 body lines of at most 76 characters (RFC 2045). */
function base64Body(text: string): string {
  return (
    Buffer.from(text, 'utf8')
      .toString('base64')
      .match(/.{1,76}/g)
      ?.join('\r\n') ?? ''
  )
}

function part(contentType: string, text: string): string {
  return [
    `Content-Type: ${contentType}; charset=utf-8`,
    'Content-Transfer-Encoding: base64',
    '',
    base64Body(text),
  ].join('\r\n')
}

/** The message as SMTP's DATA carries it: headers, then text and optional HTML alternatives. */
export function formatMessage(mail: OutgoingMail, from: string, date: Date): string {
  const domain = from.match(/@([^>\s]+)/)?.[1] ?? 'localhost'
  const headers = [
    `From: ${headerValue(from)}`,
    `To: ${headerValue(mail.to)}`,
    `Subject: ${encodeHeader(mail.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${randomUUID()}@${domain}>`,
    'MIME-Version: 1.0',
  ]
  if (mail.html === undefined) return [...headers, part('text/plain', mail.text)].join('\r\n')
  const boundary = `switchboard-${randomUUID()}`
  return [
    ...headers,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    part('text/plain', mail.text),
    `--${boundary}`,
    part('text/html', mail.html),
    `--${boundary}--`,
  ].join('\r\n')
}
