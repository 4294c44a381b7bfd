import type { ContactSource, ContactStatus } from '../../../contract/contact'
import type { Key as AudienceKey } from '../../../messages/audience/catalogue'
import type { Key } from '../../../messages/audience-contacts/catalogue'
import type { Translate } from '../../../messages/catalogue'

export const statusName = (t: Translate<AudienceKey>, status: ContactStatus) =>
  t(`contactStatus.${status}`)

export const sourceName = (t: Translate<AudienceKey>, source: ContactSource) =>
  t(`contactSource.${source}`)

/**
 * "1 contact", "12,345 contacts", in the interface's locale; "more than 1,000 contacts" when
 * the count is a lower bound (the list stopped counting at its cap).
 */
export function contactCount(t: Translate<Key>, count: number, atLeast = false): string {
  return t(atLeast ? 'count.atLeast' : 'count', { count })
}
