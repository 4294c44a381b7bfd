import type { CheckerResource } from '../../../contract/balance-checker'
import type {
  CompanyBalanceResponse,
  CompanyBalanceSummary,
  CompanyList,
  CompanyResource,
} from '../../../contract/company'
import type { ApiResult } from '../../../services/http/client'
import { companiesApi } from './companiesApi'

export type CompaniesData =
  | {
      view: 'list'
      companies: ApiResult<CompanyList>
      summary: ApiResult<CompanyBalanceSummary>
    }
  | {
      view: 'company'
      company: ApiResult<CompanyResource>
      balance: ApiResult<CompanyBalanceResponse>
      checker: ApiResult<CheckerResource>
    }

/**
 * /hub/companies: a page of the team's companies; /hub/companies/<id>: one company with a page
 * of its ledger entries and its balance checker (`page` pages whichever is shown); the list
 * comes with the team's balances by currency and the companies nearest their limits.
 */
export async function loadCompanies(
  splat: string,
  page: number,
  signal: AbortSignal,
): Promise<CompaniesData> {
  if (splat === '') {
    const [companies, summary] = await Promise.all([
      companiesApi.list({ page }, signal),
      companiesApi.summary(signal),
    ])
    return { view: 'list', companies, summary }
  }
  const [company, balance, checker] = await Promise.all([
    companiesApi.show(splat, signal),
    companiesApi.balance(splat, { page }, signal),
    companiesApi.checker(splat, signal),
  ])
  return { view: 'company', company, balance, checker }
}
