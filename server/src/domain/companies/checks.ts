import { and, eq } from 'drizzle-orm'
import { moneyFromText, negateMoney } from '../../../../src/contract/money'
import type { Database } from '../../db/connect'
import { companies } from '../../db/schema'
import { ApiError, ValidationError } from '../../http/errors'
import { said, serverWords } from '../../http/words'
import { findLedgerAccount } from '../ledger'
import { type CompanyRow, companyHolder } from './present'

/**
 * Whether the company may carry traffic now: it is the team's and active. The hub's router asks
 * this for every message, so toggling a company inactive stops its traffic at once.
 */
export async function isCompanyActive(
  db: Database,
  teamId: string,
  companyId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ active: companies.active })
    .from(companies)
    .where(and(eq(companies.teamId, teamId), eq(companies.id, companyId)))
  return row?.active === true
}

/** The lowest balance a company's charges may leave: minus its credit limit. */
export const companyFloor = (company: CompanyRow) =>
  negateMoney(moneyFromText(company.creditLimit, company.currency))

/** A company whose ledger has entries keeps its currency (its entries are in it). */
export async function refuseCurrencyChange(tx: Database, before: CompanyRow, after: CompanyRow) {
  if (before.currency === after.currency) return
  const account = await findLedgerAccount(tx, companyHolder(before))
  if (!account) return
  throw new ValidationError((locale) => {
    const message = serverWords(locale)('company.currencyLocked', { currency: account.currency })
    return { message, errors: { currency: [message] } }
  })
}

/** A company with ledger entries is not deleted: its history stays whole (409). */
export async function refuseDeletingWithLedger(db: Database, company: CompanyRow) {
  if (await findLedgerAccount(db, companyHolder(company)))
    throw new ApiError(409, said('company.hasLedger'))
}
