import { selectUser } from '../../machines/session'
import { useJournal } from '../../services/journal/JournalProvider'
import { PageFrame } from '../frame/PageFrame'
import { pages } from '../frame/pages'
import { SubPageNav } from '../frame/SubPageNav'
import { useSessionSelector } from '../session/useSession'
import { JournalAuditScreen } from './JournalAuditScreen'

/** /my-account/journal: the user's own journal, among the account's tabs. */
export function MyJournalPage() {
  const journal = useJournal()
  const role = useSessionSelector(selectUser)?.current_team?.role ?? null
  return (
    <PageFrame subject={null}>
      <SubPageNav page={pages['/my-account/$']} pagePath="/my-account/$" role={role} />
      <JournalAuditScreen own={journal} />
    </PageFrame>
  )
}
