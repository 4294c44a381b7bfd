import { createFileRoute } from '@tanstack/react-router'
import {
  ContactReportPending,
  ContactReportScreen,
} from '../../../../../audience/report/ContactReportScreen'
import { loadContactReport } from '../../../../../audience/report/reportLoader'
import { validateReportSearch } from '../../../../../audience/report/reportSearch'

export const Route = createFileRoute('/_default/_verified/audience/contacts/report')({
  validateSearch: validateReportSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, abortController }) => loadContactReport(deps, abortController.signal),
  pendingComponent: ContactReportPending,
  component: ContactReportScreen,
})
