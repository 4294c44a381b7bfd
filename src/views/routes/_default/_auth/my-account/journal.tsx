import { createFileRoute } from '@tanstack/react-router'
import { MyJournalPage } from '../../../../audit/MyJournalPage'

export const Route = createFileRoute('/_default/_auth/my-account/journal')({
  component: MyJournalPage,
})
