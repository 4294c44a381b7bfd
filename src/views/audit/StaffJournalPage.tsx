import { PageFrame } from '../frame/PageFrame'
import { JournalAuditScreen } from './JournalAuditScreen'

/**
 * /management/journal: staff read the journal a user exported and sent them. Journals stay in
 * the user's browser until they choose to share one; the server keeps none.
 */
export function StaffJournalPage() {
  return (
    <PageFrame>
      <JournalAuditScreen own={null} />
    </PageFrame>
  )
}
