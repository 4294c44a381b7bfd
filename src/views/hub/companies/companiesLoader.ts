import type {
  CompanyBalanceResponse,
  CompanyList,
  CompanyResource,
} from '../../../contract/company'
import type { ApiResult } from '../../../services/http/client'
import { companiesApi } from './companiesApi'

export type CompaniesData =
  | { view: 'list'; companies: ApiResult<CompanyList> }
  | {
      view: 'company'
      company: ApiResult<CompanyResource>
      balance: ApiResult<CompanyBalanceResponse>
    }

/**
 * /hub/companies: a page of the team's companies; /hub/companies/<id>: one company with a page
 * of its ledger entries (`page` pages whichever is shown).
 */
export async function loadCompanies(
  splat: string,
  page: number,
  signal: AbortSignal,
): Promise<CompaniesData> {
  if (splat === '') return { view: 'list', companies: await companiesApi.list({ page }, signal) }
  const [company, balance] = await Promise.all([
    companiesApi.show(splat, signal),
    companiesApi.balance(splat, { page }, signal),
  ])
  return { view: 'company', company, balance }
}
