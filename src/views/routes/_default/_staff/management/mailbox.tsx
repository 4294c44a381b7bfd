import { createFileRoute } from '@tanstack/react-router'
import { MailboxPending, MailboxScreen } from '../../../../mailbox/MailboxScreen'
import { loadMailbox } from '../../../../mailbox/mailboxLoader'
import { validateMailboxSearch } from '../../../../mailbox/mailboxSearch'

export const Route = createFileRoute('/_default/_staff/management/mailbox')({
  validateSearch: validateMailboxSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, abortController }) => loadMailbox(deps, abortController.signal),
  pendingComponent: MailboxPending,
  component: MailboxScreen,
})
