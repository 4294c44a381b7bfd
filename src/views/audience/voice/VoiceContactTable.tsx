import type { VoiceContactList, VoiceContactResource } from '../../../contract/voice-contact'
import type { ApiResult } from '../../../services/http/client'
import { type ListColumn, ListPage, ListTable } from '../../lists/ListTable'
import { useDateText } from '../../lists/useDateText'

const nameOf = (contact: VoiceContactResource) =>
  [contact.first_name, contact.last_name].filter(Boolean).join(' ') || 'No name'

/** The contacts voice campaigns reached: their calls, how many had each outcome, the last one. */
export function VoiceContactTable({
  result,
  filtered,
}: {
  result: ApiResult<VoiceContactList>
  filtered: boolean
}) {
  const dateText = useDateText({ dateStyle: 'medium', timeStyle: 'short' })
  const columns: ListColumn<VoiceContactResource>[] = [
    { header: 'Contact', namesRow: true, cell: nameOf },
    { header: 'Phone', cell: (contact) => contact.phone },
    { header: 'Country', cell: (contact) => contact.country ?? '—' },
    { header: 'Status', cell: (contact) => contact.status },
    { header: 'Calls', cell: (contact) => contact.calls },
    { header: 'Answered', cell: (contact) => contact.outcomes.answered },
    { header: 'Last call', cell: (contact) => dateText(contact.last_call_at) },
  ]
  return (
    <ListPage
      result={result}
      problemTitle="The voice contacts could not be loaded"
      empty={
        filtered
          ? 'No voice contact matches these filters.'
          : 'No voice contacts yet. Contacts appear here once voice campaigns call them, with each call’s outcome.'
      }
      pagerLabel="Voice contact pages"
    >
      {(contacts) => (
        <ListTable
          rows={contacts}
          columns={columns}
          rowKey={(contact) => contact.id}
          label="Voice contacts"
        />
      )}
    </ListPage>
  )
}
