import type { ContactSource, ContactStatus } from '../../../contract/contact'

export const statusNames: Record<ContactStatus, string> = {
  active: 'Active',
  unsubscribed: 'Unsubscribed',
  invalid: 'Invalid',
  blocked: 'Blocked',
}

export const sourceNames: Record<ContactSource, string> = {
  upload: 'Upload',
  feed: 'Feed',
  api: 'API',
  manual: 'Manual',
}

/**
 * "1 contact", "12,345 contacts", in the interface's locale; "more than 1,000 contacts" when
 * the count is a lower bound (the list stopped counting at its cap).
 */
export function contactCount(count: number, locale?: string, atLeast = false): string {
  const number = new Intl.NumberFormat(locale).format(count)
  if (atLeast) return `more than ${number} contacts`
  return `${number} ${count === 1 ? 'contact' : 'contacts'}`
}
