import { createFileRoute } from '@tanstack/react-router'
import { InboxesPending, InboxesScreen } from '../../../../../../routing/inboxes/InboxesScreen'
import { loadInboxes } from '../../../../../../routing/inboxes/inboxesLoader'
import { validateInboxesSearch } from '../../../../../../routing/inboxes/inboxesSearch'

export const Route = createFileRoute('/_default/_verified/sms/routing/rates/Inboxes')({
  validateSearch: validateInboxesSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, abortController }) => loadInboxes(deps, abortController.signal),
  pendingComponent: InboxesPending,
  component: InboxesScreen,
})
