import { createFileRoute } from '@tanstack/react-router'
import { defaultRoutingScope } from '../../../../../../../contract/constants'
import { InboxesPending, InboxesScreen } from '../../../../../../routing/inboxes/InboxesScreen'
import { loadInboxes } from '../../../../../../routing/inboxes/inboxesLoader'
import { validateInboxesSearch } from '../../../../../../routing/inboxes/inboxesSearch'

export const Route = createFileRoute('/_default/_verified/sms/routing/rates/Inboxes')({
  validateSearch: validateInboxesSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, abortController }) =>
    loadInboxes(defaultRoutingScope, deps, abortController.signal),
  pendingComponent: InboxesPending,
  component: InboxesScreen,
})
