import type {
  CheckerRequest,
  CheckerResource,
  CheckerSyncResult,
  CheckerTemplate,
  CheckerTestResult,
  CheckerValidation,
} from '../../contract/balance-checker'
import type {
  CompanyBalanceResponse,
  CompanyBalanceSummary,
  CompanyEntryResponse,
  CompanyList,
  CompanyRequest,
  CompanyResource,
  CompanyUpdateRequest,
} from '../../contract/company'
import type { ManualEntryRequest } from '../../contract/ledger'
import { companyPaths } from '../../contract/routes'
import type { HttpClient } from '../http/client'
import { fillPath } from './paths'
import type { PageQuery } from './teamSettings'

const companyPath = `${companyPaths.companies}/:id`

/** The hub's companies (issue 18 item 1) and their ledgers. */
export function createCompaniesApi(api: HttpClient) {
  const { v1 } = api
  return {
    list: (query: PageQuery, signal?: AbortSignal) =>
      v1.get<CompanyList>(companyPaths.companies, { query: { ...query }, signal }),
    show: (id: string, signal?: AbortSignal) =>
      v1.get<CompanyResource>(fillPath(companyPath, { id }), { signal }),
    create: (body: CompanyRequest, signal?: AbortSignal) =>
      v1.post<CompanyResource>(companyPaths.companies, body, { signal }),
    update: (id: string, body: CompanyUpdateRequest, signal?: AbortSignal) =>
      v1.put<CompanyResource>(fillPath(companyPath, { id }), body, { signal }),
    toggleActive: (id: string, signal?: AbortSignal) =>
      v1.patch<CompanyResource>(fillPath(companyPaths.toggleActive, { id }), {}, { signal }),
    balance: (id: string, query: PageQuery, signal?: AbortSignal) =>
      v1.get<CompanyBalanceResponse>(fillPath(companyPaths.balance, { id }), {
        query: { ...query },
        signal,
      }),
    addEntry: (id: string, body: ManualEntryRequest, signal?: AbortSignal) =>
      v1.post<CompanyEntryResponse>(fillPath(companyPaths.balance, { id }), body, { signal }),
    summary: (signal?: AbortSignal) =>
      v1.get<CompanyBalanceSummary>(companyPaths.balanceSummary, { signal }),
    checker: (id: string, signal?: AbortSignal) =>
      v1.get<CheckerResource>(fillPath(companyPaths.balanceChecker, { id }), { signal }),
    saveChecker: (id: string, body: CheckerRequest, signal?: AbortSignal) =>
      v1.post<CheckerResource>(fillPath(companyPaths.balanceChecker, { id }), body, { signal }),
    validateChecker: (body: CheckerTemplate, signal?: AbortSignal) =>
      v1.post<CheckerValidation>(companyPaths.validateCustomRequest, body, { signal }),
    testChecker: (id: string, signal?: AbortSignal) =>
      v1.post<CheckerTestResult>(fillPath(companyPaths.balanceCheckerTest, { id }), {}, { signal }),
    syncChecker: (id: string, signal?: AbortSignal) =>
      v1.post<CheckerSyncResult>(fillPath(companyPaths.balanceSync, { id }), {}, { signal }),
  }
}

export type CompaniesApi = ReturnType<typeof createCompaniesApi>
