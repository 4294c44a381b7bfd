import type { ContactList } from '../../../contract/contact'
import type { ApiResult } from '../../../services/http/client'
import { type ListColumn, ListPage, ListTable } from '../../lists/ListTable'
import * as listStyles from '../../lists/lists.css'
import { optionLabel } from './ruleWords'

type Contact = ContactList['data'][number]

const columns: ListColumn<Contact>[] = [
  {
    header: 'Name',
    namesRow: true,
    cell: (contact) =>
      [contact.first_name, contact.last_name].filter(Boolean).join(' ') || 'No name',
  },
  { header: 'Phone', cell: (contact) => contact.phone },
  { header: 'Status', cell: (contact) => optionLabel(contact.status) },
  { header: 'Tags', cell: (contact) => contact.tags.join(', ') },
]

/** The contacts the saved rules match now, a page at a time (GET segments/{id}/contacts). */
export function SegmentContactsPanel({ result }: { result: ApiResult<ContactList> }) {
  return (
    <section aria-labelledby="segment-contacts-title" className={listStyles.section}>
      <h2 id="segment-contacts-title" className={listStyles.sectionTitle}>
        Contacts in this segment
      </h2>
      <ListPage
        result={result}
        problemTitle="The segment's contacts could not be loaded"
        empty="No contact matches the saved rules now."
        pagerLabel="Pages of the segment's contacts"
      >
        {(contacts, meta) => (
          <>
            <p className={listStyles.muted}>
              {meta.total === 1
                ? '1 contact matches the saved rules.'
                : `${meta.total} contacts match the saved rules.`}
            </p>
            <ListTable rows={contacts} columns={columns} rowKey={(contact) => contact.id} />
          </>
        )}
      </ListPage>
    </section>
  )
}
