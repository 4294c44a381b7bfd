import type {
  ClientRateRuleList,
  ClientRateRuleRequest,
  ClientRateRuleResource,
  ClientRateRuleUpdateRequest,
  ClientRateSettings,
  ClientRateTable,
  ClientRateTableQuery,
} from '../../contract/client-rate'
import type { CompanyList } from '../../contract/company'
import { clientRateLimits, pagination } from '../../contract/constants'
import type { NetworkList } from '../../contract/network'
import { clientRatePaths, companyPaths, resourcePaths } from '../../contract/routes'
import type { HttpClient } from '../http/client'
import { fillPath } from './paths'

const rulePath = `${clientRatePaths.rules}/:id`

/** Client rates (issue 18 item 3): the rules, the computed table and the pricing settings. */
export function createClientRatesApi(api: HttpClient) {
  const { v1 } = api
  return {
    /** Every rule, in the order they are tried. */
    rules: (signal?: AbortSignal) =>
      v1.get<ClientRateRuleList>(clientRatePaths.rules, {
        query: { per_page: clientRateLimits.rulesMax },
        signal,
      }),
    create: (body: ClientRateRuleRequest, signal?: AbortSignal) =>
      v1.post<ClientRateRuleResource>(clientRatePaths.rules, body, { signal }),
    update: (id: string, body: ClientRateRuleUpdateRequest, signal?: AbortSignal) =>
      v1.put<ClientRateRuleResource>(fillPath(rulePath, { id }), body, { signal }),
    remove: (id: string, signal?: AbortSignal) =>
      v1.delete<{ message: string }>(fillPath(rulePath, { id }), { signal }),
    reorder: (ids: string[], signal?: AbortSignal) =>
      v1.post<{ ids: string[] }>(clientRatePaths.rulesReorder, { ids }, { signal }),
    table: (query: ClientRateTableQuery, signal?: AbortSignal) =>
      v1.get<ClientRateTable>(clientRatePaths.table, { query: { ...query }, signal }),
    /** The table's rows under the same filters, every page, as CSV text. */
    exportCsv: (query: ClientRateTableQuery, signal?: AbortSignal) =>
      v1.get<string>(clientRatePaths.tableExport, { query: { ...query }, signal }),
    /** The team's client companies a rule or the table picks from (one page, by name). */
    clients: (signal?: AbortSignal) =>
      v1.get<CompanyList>(companyPaths.companies, {
        query: { 'filter[kind]': 'client', per_page: pagination.maxItemsPerPage },
        signal,
      }),
    /** The team's networks a rule picks from (one page, by country). */
    networks: (signal?: AbortSignal) =>
      v1.get<NetworkList>(resourcePaths.networks, {
        query: { per_page: pagination.maxItemsPerPage },
        signal,
      }),
    settings: (signal?: AbortSignal) =>
      v1.get<ClientRateSettings>(clientRatePaths.settings, { signal }),
    saveSettings: (body: Partial<ClientRateSettings>, signal?: AbortSignal) =>
      v1.put<ClientRateSettings>(clientRatePaths.settings, body, { signal }),
  }
}

export type ClientRatesApi = ReturnType<typeof createClientRatesApi>
