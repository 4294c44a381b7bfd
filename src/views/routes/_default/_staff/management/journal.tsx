import { createFileRoute } from '@tanstack/react-router'
import { StaffJournalPage } from '../../../../audit/StaffJournalPage'

export const Route = createFileRoute('/_default/_staff/management/journal')({
  component: StaffJournalPage,
})
