import type { ContactList } from '../../../contract/contact'
import audienceMessages from '../../../messages/audience/catalogue'
import messages from '../../../messages/audience-segments/catalogue'
import { useMessages } from '../../../messages/useMessages'
import type { ApiResult } from '../../../services/http/client'
import { type ListColumn, ListPage, ListTable } from '../../lists/ListTable'
import * as listStyles from '../../lists/lists.css'
import { optionLabel } from './ruleWords'

type Contact = ContactList['data'][number]

/** The contacts the saved rules match now, a page at a time (GET segments/{id}/contacts). */
export function SegmentContactsPanel({ result }: { result: ApiResult<ContactList> }) {
  const t = useMessages(messages)
  const words = useMessages(audienceMessages)
  const columns: ListColumn<Contact>[] = [
    {
      header: t('list.name'),
      namesRow: true,
      cell: (contact) =>
        [contact.first_name, contact.last_name].filter(Boolean).join(' ') || t('contacts.noName'),
    },
    { header: t('contacts.phone'), cell: (contact) => contact.phone },
    { header: t('contacts.status'), cell: (contact) => optionLabel(words, contact.status) },
    { header: t('contacts.tags'), cell: (contact) => contact.tags.join(', ') },
  ]
  return (
    <section aria-labelledby="segment-contacts-title" className={listStyles.section}>
      <h2 id="segment-contacts-title" className={listStyles.sectionTitle}>
        {t('contacts.title')}
      </h2>
      <ListPage
        result={result}
        problemTitle={t('contacts.loadProblem')}
        empty={t('contacts.empty')}
        pagerLabel={t('contacts.pages')}
      >
        {(contacts, meta) => (
          <>
            <p className={listStyles.muted}>{t('contacts.total', { count: meta.total })}</p>
            <ListTable rows={contacts} columns={columns} rowKey={(contact) => contact.id} />
          </>
        )}
      </ListPage>
    </section>
  )
}
