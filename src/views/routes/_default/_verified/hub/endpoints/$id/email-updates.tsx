import { createFileRoute } from '@tanstack/react-router'
import { idParams } from '../../../../../../frame/params'
import {
  EmailUpdatesScreen,
  EndpointPagePending,
} from '../../../../../../hub/endpoints/EndpointPageScreens'
import { loadEmailUpdates } from '../../../../../../hub/endpoints/endpointPagesLoader'
import { validatePageSearch } from '../../../../../../lists/pageSearch'

/** /hub/endpoints/<id>/email-updates: the rate notice to send, and the notices sent. */
export const Route = createFileRoute('/_default/_verified/hub/endpoints/$id/email-updates')({
  params: idParams,
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps, abortController }) =>
    loadEmailUpdates(params.id, deps.page ?? 1, abortController.signal),
  pendingComponent: EndpointPagePending,
  component: EmailUpdatesScreen,
})
