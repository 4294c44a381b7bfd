import type { ContactResource } from '../../../../contract/contact'
import { dataOrThrow } from '../../../../contract/result'
import { Link } from '../../../../design/Link'
import { Notice } from '../../../../design/Notice'
import messages from '../../../../messages/automation-editor/catalogue'
import { useMessages } from '../../../../messages/useMessages'
import { contactsApi } from '../../../audience/contacts/contactsApi'
import { SidePanel } from '../../../lists/SidePanel'
import { useLiveQuery } from '../../../lists/useLiveQuery'
import * as styles from '../editor.css'
import { type CountChoice, countFilter, type StatsChoice } from './graphStats'

/** The contacts a sheet lists at most; the total says how many more there are. */
const shownContacts = 50

const loadContacts = async (filter: Record<string, string> | null, signal: AbortSignal) =>
  filter === null
    ? null
    : dataOrThrow(
        await contactsApi.list(
          { page: 1, perPage: shownContacts, sort: '-created_at', filter },
          signal,
        ),
      )

const nameOf = (contact: ContactResource) =>
  [contact.first_name, contact.last_name].filter(Boolean).join(' ') || contact.phone

/** The contacts behind a count of the graph (their journeys' steps), each opening in Contacts. */
export function CountContactsSheet({
  choice,
  count,
  onClose,
}: {
  choice: StatsChoice
  count: CountChoice | null
  onClose: () => void
}) {
  const t = useMessages(messages)
  const contacts = useLiveQuery(loadContacts, count === null ? null : countFilter(choice, count))
  const title =
    count === null
      ? ''
      : 'edgeId' in count
        ? t('contacts.edgeTitle', { edge: count.edgeId, count: count.count })
        : t('contacts.nodeTitle', {
            outcome: count.outcome,
            node: count.nodeId,
            count: count.count,
          })
  const list = contacts.data
  return (
    <SidePanel isOpen={count !== null} title={title} width="narrow" onClose={onClose}>
      {contacts.problem && (
        <Notice tone="danger" role="alert" title={t('contacts.problem')}>
          {contacts.problem}
        </Notice>
      )}
      <p className={styles.hint} aria-live="polite">
        {contacts.isUpdating || !list
          ? t('stats.updating')
          : t('contacts.shown', { shown: list.data.length, total: list.meta.total })}
      </p>
      {list && list.data.length > 0 && (
        <ul className={styles.statsCounts}>
          {list.data.map((contact) => (
            <li key={contact.id}>
              <Link href={`/audience/contacts?contact=${encodeURIComponent(contact.id)}`}>
                {nameOf(contact)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </SidePanel>
  )
}
