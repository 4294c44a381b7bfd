import { createFileRoute } from '@tanstack/react-router'
import { defaultRoutingScope } from '../../../../../../../contract/constants'
import {
  ChangesPending,
  ChangesScreen,
  loadChanges,
} from '../../../../../../routing/rates/ChangesScreen'
import { validateChangesSearch } from '../../../../../../routing/rates/changesSearch'

export const Route = createFileRoute('/_default/_verified/sms/routing/rates/Changes')({
  validateSearch: validateChangesSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, abortController }) =>
    loadChanges(defaultRoutingScope, deps, abortController.signal),
  pendingComponent: ChangesPending,
  component: ChangesScreen,
})
