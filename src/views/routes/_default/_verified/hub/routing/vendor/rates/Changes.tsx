import { createFileRoute } from '@tanstack/react-router'
import {
  ChangesPending,
  ChangesScreen,
  loadChanges,
} from '../../../../../../../routing/rates/ChangesScreen'
import { validateChangesSearch } from '../../../../../../../routing/rates/changesSearch'

/** /hub/routing/vendor/rates/Changes: the hub's vendor rate changes. */
export const Route = createFileRoute('/_default/_verified/hub/routing/vendor/rates/Changes')({
  validateSearch: validateChangesSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, abortController }) =>
    loadChanges(context.routingScope, deps, abortController.signal),
  pendingComponent: ChangesPending,
  component: ChangesScreen,
})
