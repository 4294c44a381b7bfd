import { and, eq } from 'drizzle-orm'
import { companyWriters } from '../../../../src/contract/company'
import { ledger } from '../../../../src/contract/constants'
import {
  compareMoney,
  formatMoney,
  moneyFromText,
  roundMoney,
} from '../../../../src/contract/money'
import { companies } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { said } from '../../http/words'
import { ledgerBalanceOf } from '../ledger'
import { raiseTeamNotification } from '../notifications/raise'
import { findChecker } from './balance-checker/store'
import { type CompanyRow, companyHolder } from './present'

/**
 * The balance the threshold is held against: a vendor's own system's figure once a checker has
 * read one (what the hub can still send through it), else the ledger's.
 */
async function watchedBalance(deps: Pick<AppDeps, 'db'>, company: CompanyRow) {
  if (company.kind === 'vendor') {
    const checker = await findChecker(deps.db, company)
    if (checker?.reportedBalance && checker.currency === company.currency)
      return {
        source: 'vendor',
        amount: moneyFromText(checker.reportedBalance, company.currency),
      } as const
  }
  const { exact } = await ledgerBalanceOf(deps.db, companyHolder(company), company.currency)
  return { source: 'ledger', amount: exact } as const
}

/**
 * Tells the team's owners and admins when a company's balance crosses below its low-balance
 * threshold: once per crossing, not on every charge below it, and again after it went back
 * above. The flag flips in one conditional update, so of two writers that see the crossing at
 * once only one notifies. Call it after any change to the balance or the threshold is committed.
 */
export async function noteCompanyBalance(
  deps: Pick<AppDeps, 'db' | 'events'>,
  teamId: string,
  companyId: string,
): Promise<boolean> {
  const [company] = await deps.db
    .select()
    .from(companies)
    .where(and(eq(companies.teamId, teamId), eq(companies.id, companyId)))
  if (!company) return false
  const balance = await watchedBalance(deps, company)
  const threshold =
    company.lowBalanceThreshold === null
      ? null
      : moneyFromText(company.lowBalanceThreshold, company.currency)
  const below = threshold !== null && compareMoney(balance.amount, threshold) <= 0
  const [flipped] = await deps.db
    .update(companies)
    .set({ lowBalanceAlerted: below })
    .where(
      and(
        eq(companies.id, company.id),
        eq(companies.teamId, teamId),
        eq(companies.lowBalanceAlerted, !below),
      ),
    )
    .returning({ id: companies.id })
  if (!flipped || !below || threshold === null) return false
  const shown = (amount: typeof threshold) => formatMoney(roundMoney(amount, ledger.balanceScale))
  await raiseTeamNotification(deps, {
    teamId,
    roles: companyWriters,
    type: 'billing.low_balance',
    title: said('company.lowBalanceTitle', { name: company.name }),
    body: said('company.lowBalanceBody', {
      source: balance.source,
      balance: shown(balance.amount),
      threshold: shown(threshold),
      currency: company.currency,
    }),
    link: `/hub/companies/${company.id}`,
    data: { company_id: company.id, balance: shown(balance.amount), source: balance.source },
  })
  return true
}
