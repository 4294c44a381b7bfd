import { createFileRoute } from '@tanstack/react-router'
import { InboxesPending, InboxesScreen } from '../../../../../../../routing/inboxes/InboxesScreen'
import { loadInboxes } from '../../../../../../../routing/inboxes/inboxesLoader'
import { validateInboxesSearch } from '../../../../../../../routing/inboxes/inboxesSearch'

/** /hub/routing/vendor/rates/Inboxes: the rate sheets the hub's vendors send. */
export const Route = createFileRoute('/_default/_verified/hub/routing/vendor/rates/Inboxes')({
  validateSearch: validateInboxesSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, abortController }) =>
    loadInboxes(context.routingScope, deps, abortController.signal),
  pendingComponent: InboxesPending,
  component: InboxesScreen,
})
