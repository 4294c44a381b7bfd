import { useLoaderData, useSearch } from '@tanstack/react-router'
import { PageFrame } from '../../frame/PageFrame'
import * as listStyles from '../../lists/lists.css'
import { PendingList } from '../../lists/PendingList'
import { VoiceContactFilters } from './VoiceContactFilters'
import { VoiceContactTable } from './VoiceContactTable'
import { isFiltered } from './voiceSearch'

const from = '/_default/_verified/audience/contacts/voice'

/** /audience/contacts/voice: the contacts voice campaigns reached, with their calls and outcomes. */
export function VoiceContactsScreen() {
  const result = useLoaderData({ from })
  const search = useSearch({ from })
  return (
    <PageFrame>
      <div className={listStyles.section}>
        <VoiceContactFilters search={search} />
        <VoiceContactTable result={result} filtered={isFiltered(search)} />
      </div>
    </PageFrame>
  )
}

export function VoiceContactsPending() {
  return (
    <PageFrame>
      <PendingList />
    </PageFrame>
  )
}
