import { eq } from 'drizzle-orm'
import {
  companyListQuery,
  companyRequest,
  companyUpdateRequest,
  companyWriters,
} from '../../../src/contract/company'
import { companyPaths } from '../../../src/contract/routes'
import { companies } from '../db/schema'
import { refuseCurrencyChange, refuseDeletingWithLedger } from '../domain/companies/checks'
import { companyBalanceSql, presentCompany } from '../domain/companies/present'
import { defineResource } from './define'

/**
 * Hub companies (issue 18 item 1): clients and vendors with their currency, credit limit,
 * low-balance threshold, contacts and notes; the balance is read from the ledger beside each
 * row. Owners and admins write; every member reads. A company whose ledger has entries keeps
 * its currency.
 */
export const companiesResource = defineResource({
  path: companyPaths.companies,
  subjectType: 'company',
  thing: 'company',
  table: companies,
  schemas: { create: companyRequest, update: companyUpdateRequest, query: companyListQuery },
  sortColumns: {
    name: companies.name,
    kind: companies.kind,
    currency: companies.currency,
    created_at: companies.createdAt,
  },
  filters: {
    kind: (kind) => eq(companies.kind, kind),
    active: (active) => eq(companies.active, active),
  },
  searchColumns: [companies.name, companies.notes],
  rules: { create: companyWriters, update: companyWriters, delete: companyWriters },
  unique: { companies_team_name_idx: { field: 'name', message: 'company.taken' } },
  computed: { balance: companyBalanceSql },
  toValues: (input) => ({
    name: input.name,
    kind: input.kind,
    currency: input.currency,
    creditLimit: input.credit_limit,
    lowBalanceThreshold: input.low_balance_threshold,
    active: input.active,
    contacts: input.contacts,
    notes: input.notes,
  }),
  toRequest: (row) => ({
    name: row.name,
    kind: row.kind,
    currency: row.currency,
    credit_limit: row.creditLimit,
    low_balance_threshold: row.lowBalanceThreshold,
    active: row.active,
    contacts: row.contacts,
    notes: row.notes,
  }),
  present: (row) => presentCompany(row),
  async guardChange(db, _teamId, row, action) {
    if (action === 'delete') await refuseDeletingWithLedger(db, row)
  },
  async afterUpdate(tx, _teamId, before, after) {
    await refuseCurrencyChange(tx, before, after)
    return undefined
  },
  label: (row) => row.name,
})
