import { createFileRoute } from '@tanstack/react-router'
import { validatePageSearch } from '../../../../lists/pageSearch'
import {
  CustomFieldsPending,
  CustomFieldsScreen,
} from '../../../../settings/customFields/CustomFieldsScreen'
import { loadCustomFields } from '../../../../settings/customFields/customFieldsLoader'

export const Route = createFileRoute('/_default/_verified/settings/custom-fields')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ deps, abortController }) => loadCustomFields(deps.page, abortController.signal),
  pendingComponent: CustomFieldsPending,
  component: CustomFieldsScreen,
})
