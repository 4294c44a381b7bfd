import { mailLinkPattern } from '../../contract/mail-links'

/** A stretch of a mail's text: words as they are, or a link to follow. */
export type MailPart = { kind: 'text'; text: string } | { kind: 'link'; href: string }

/** A plain-text mail cut into its words and its links, in order (the HTML part is not shown). */
export function mailParts(text: string): MailPart[] {
  const parts: MailPart[] = []
  let from = 0
  for (const match of text.matchAll(mailLinkPattern())) {
    if (match.index > from) parts.push({ kind: 'text', text: text.slice(from, match.index) })
    parts.push({ kind: 'link', href: match[0] })
    from = match.index + match[0].length
  }
  if (from < text.length) parts.push({ kind: 'text', text: text.slice(from) })
  return parts
}
