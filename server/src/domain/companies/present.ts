import { type SQL, sql } from 'drizzle-orm'
import type { CompanyResource } from '../../../../src/contract/company'
import { ledger } from '../../../../src/contract/constants'
import {
  addMoney,
  compareMoney,
  formatMoney,
  moneyFromText,
  roundMoney,
} from '../../../../src/contract/money'
import type { companies } from '../../db/schema'

export type CompanyRow = typeof companies.$inferSelect

/**
 * A company's balance as the sum of its ledger entries, exact, read beside its row. Written with
 * qualified names: a select of one table drops Drizzle's qualifiers, and both tables have `id`.
 */
export const companyBalanceSql: SQL<string> = sql<string>`coalesce((
  select sum(entry.amount) from ledger_entries entry
  join ledger_accounts account on account.id = entry.account_id
  where account.holder_kind = 'company' and account.holder_id = "companies"."id"
), 0)::text`

/** The ledger holder of a company. */
export const companyHolder = (company: { teamId: string; id: string }) =>
  ({ teamId: company.teamId, kind: 'company', id: company.id }) as const

/** What a company may still spend, and whether it is at its low-balance threshold. */
export function companyStanding(row: CompanyRow, exactBalance: string) {
  const balance = roundMoney(moneyFromText(exactBalance, row.currency), ledger.balanceScale)
  const creditLimit = moneyFromText(row.creditLimit, row.currency)
  const threshold =
    row.lowBalanceThreshold === null ? null : moneyFromText(row.lowBalanceThreshold, row.currency)
  const two = (amount: typeof balance) => formatMoney(roundMoney(amount, ledger.balanceScale))
  return {
    balance: two(balance),
    creditLimit: two(creditLimit),
    available: two(addMoney(balance, creditLimit)),
    lowBalance: threshold !== null && compareMoney(balance, threshold) <= 0,
  }
}

export function presentCompany(row: CompanyRow & { balance?: string }): CompanyResource {
  const standing = companyStanding(row, row.balance ?? '0')
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    currency: row.currency,
    credit_limit: standing.creditLimit,
    low_balance_threshold:
      row.lowBalanceThreshold === null
        ? null
        : formatMoney(
            roundMoney(moneyFromText(row.lowBalanceThreshold, row.currency), ledger.balanceScale),
          ),
    active: row.active,
    // Contacts stored before roles existed have none.
    contacts: row.contacts.map((contact) => ({ ...contact, role: contact.role ?? null })),
    notes: row.notes,
    balance: standing.balance,
    available: standing.available,
    low_balance: standing.lowBalance,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}
