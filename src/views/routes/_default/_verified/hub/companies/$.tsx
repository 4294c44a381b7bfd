import { createFileRoute } from '@tanstack/react-router'
import { splatParams } from '../../../../../frame/params'
import { CompaniesPending, CompaniesScreen } from '../../../../../hub/companies/CompaniesScreen'
import { loadCompanies } from '../../../../../hub/companies/companiesLoader'
import { validatePageSearch } from '../../../../../lists/pageSearch'

/** /hub/companies: the hub's clients and vendors; /hub/companies/<id>: one company's ledger. */
export const Route = createFileRoute('/_default/_verified/hub/companies/$')({
  params: splatParams,
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps, abortController }) =>
    loadCompanies(params._splat, deps.page ?? 1, abortController.signal),
  pendingComponent: CompaniesPending,
  component: CompaniesScreen,
})
