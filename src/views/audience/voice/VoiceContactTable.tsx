import type { VoiceContactList, VoiceContactResource } from '../../../contract/voice-contact'
import messages from '../../../messages/audience/catalogue'
import { useMessages } from '../../../messages/useMessages'
import type { ApiResult } from '../../../services/http/client'
import { type ListColumn, ListPage, ListTable } from '../../lists/ListTable'
import { useDateText } from '../../lists/useDateText'
import { statusName } from '../contacts/contactWords'

/** The contacts voice campaigns reached: their calls, how many had each outcome, the last one. */
export function VoiceContactTable({
  result,
  filtered,
}: {
  result: ApiResult<VoiceContactList>
  filtered: boolean
}) {
  const t = useMessages(messages)
  const dateText = useDateText({ dateStyle: 'medium', timeStyle: 'short' })
  const nameOf = (contact: VoiceContactResource) =>
    [contact.first_name, contact.last_name].filter(Boolean).join(' ') || t('voice.noName')
  const columns: ListColumn<VoiceContactResource>[] = [
    { header: t('voice.contact'), namesRow: true, cell: nameOf },
    { header: t('voice.phone'), cell: (contact) => contact.phone },
    { header: t('voice.country'), cell: (contact) => contact.country ?? '—' },
    { header: t('voice.statusColumn'), cell: (contact) => statusName(t, contact.status) },
    { header: t('voice.calls'), cell: (contact) => contact.calls },
    { header: t('voice.answered'), cell: (contact) => contact.outcomes.answered },
    { header: t('voice.lastCall'), cell: (contact) => dateText(contact.last_call_at) },
  ]
  return (
    <ListPage
      result={result}
      problemTitle={t('voice.loadProblem')}
      empty={t(filtered ? 'voice.noMatch' : 'voice.empty')}
      pagerLabel={t('voice.pages')}
    >
      {(contacts) => (
        <ListTable
          rows={contacts}
          columns={columns}
          rowKey={(contact) => contact.id}
          label={t('voice.label')}
        />
      )}
    </ListPage>
  )
}
