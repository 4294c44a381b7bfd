import { and, asc, eq, sql } from 'drizzle-orm'
import type { CompanyBalanceSummary } from '../../../../src/contract/company'
import { companyLimits, ledger } from '../../../../src/contract/constants'
import {
  addMoney,
  formatMoney,
  type Money,
  moneyFromText,
  roundMoney,
  zeroMoney,
} from '../../../../src/contract/money'
import type { Database } from '../../db/connect'
import { companies } from '../../db/schema'
import { companyBalanceSql, companyStanding } from './present'

const atBalanceScale = (amount: Money) => formatMoney(roundMoney(amount, ledger.balanceScale))

/**
 * The team's balances by currency (each company's balance rounded once, then added: what the
 * list shows adds up to the total), and the active companies with the least left to spend.
 */
export async function companyBalanceSummary(
  db: Database,
  teamId: string,
): Promise<CompanyBalanceSummary> {
  const rows = await db
    .select({ company: companies, balance: companyBalanceSql })
    .from(companies)
    .where(eq(companies.teamId, teamId))
    .orderBy(asc(companies.currency), asc(companies.name))
  const totals = new Map<
    string,
    { companies: number; all: Money; clients: Money; vendors: Money }
  >()
  for (const { company, balance } of rows) {
    const shape = { currency: company.currency, scale: ledger.balanceScale }
    const total = totals.get(company.currency) ?? {
      companies: 0,
      all: zeroMoney(shape),
      clients: zeroMoney(shape),
      vendors: zeroMoney(shape),
    }
    const amount = roundMoney(moneyFromText(balance, company.currency), ledger.balanceScale)
    total.companies += 1
    total.all = addMoney(total.all, amount)
    if (company.kind === 'client') total.clients = addMoney(total.clients, amount)
    else total.vendors = addMoney(total.vendors, amount)
    totals.set(company.currency, total)
  }
  const nearest = await nearestLimit(db, teamId)
  return {
    totals: [...totals].map(([currency, total]) => ({
      currency,
      companies: total.companies,
      balance: atBalanceScale(total.all),
      clients_balance: atBalanceScale(total.clients),
      vendors_balance: atBalanceScale(total.vendors),
    })),
    nearest_limit: nearest,
  }
}

/** Active companies by what they may still spend (balance + credit limit), least first. */
async function nearestLimit(db: Database, teamId: string) {
  const available = sql`(${companyBalanceSql})::numeric + ${companies.creditLimit}`
  const rows = await db
    .select({ company: companies, balance: companyBalanceSql })
    .from(companies)
    .where(and(eq(companies.teamId, teamId), eq(companies.active, true)))
    .orderBy(available, asc(companies.name))
    .limit(companyLimits.summaryNearestLimit)
  return rows.map(({ company, balance }) => {
    const standing = companyStanding(company, balance)
    return {
      id: company.id,
      name: company.name,
      kind: company.kind,
      currency: company.currency,
      balance: standing.balance,
      credit_limit: standing.creditLimit,
      available: standing.available,
    }
  })
}
