import { desc, eq } from 'drizzle-orm'
import { ledger } from '../../../../src/contract/constants'
import {
  entryKindSigns,
  kindsNeedingReason,
  type LedgerEntryKind,
  type LedgerReferenceKind,
} from '../../../../src/contract/ledger'
import {
  addMoney,
  compareMoney,
  formatMoney,
  type Money,
  moneyFromText,
  roundMoney,
} from '../../../../src/contract/money'
import type { Database } from '../../db/connect'
import { ledgerEntries } from '../../db/schema'
import { type LedgerHolder, lockLedgerAccount } from './accounts'

export type LedgerEntry = typeof ledgerEntries.$inferSelect

export interface NewLedgerEntry {
  kind: LedgerEntryKind
  /** Signed as the kind wants (entryKindSigns); kept at `ledger.entryScale`. */
  amount: Money
  reason?: string | null
  reference?: { kind: LedgerReferenceKind; id: string } | null
  /** The member who wrote it; null for the product itself (usage, a sync). */
  createdBy?: string | null
  /**
   * The lowest balance this entry may leave (minus a credit limit): an entry that takes the
   * balance below it is refused with LedgerLimitError and nothing is written. Entries that add
   * money never are.
   */
  floor?: Money
  /** When the money moved, if not now (the demo seed's history); the order stays the writing order. */
  at?: Date
}

/** A program's mistake: an entry the ledger's rules refuse (people's input is checked first). */
export class LedgerRuleError extends Error {
  override name = 'LedgerRuleError'
}

/** The entry would take the balance past its floor (a client over its credit limit). */
export class LedgerLimitError extends Error {
  override name = 'LedgerLimitError'
  constructor(
    readonly balance: Money,
    readonly floor: Money,
  ) {
    super('The entry would take the balance past its floor.')
  }
}

function checkEntry(entry: NewLedgerEntry, currency: string) {
  if (entry.amount.currency !== currency)
    throw new LedgerRuleError(
      `The account is in ${currency}, the entry in ${entry.amount.currency}.`,
    )
  const sign = entry.amount.units > 0n ? 1 : entry.amount.units < 0n ? -1 : 0
  const wanted = entryKindSigns[entry.kind]
  if (sign === 0 || (wanted !== 0 && sign !== wanted))
    throw new LedgerRuleError(`A ${entry.kind} entry cannot be ${formatMoney(entry.amount)}.`)
  if (kindsNeedingReason.includes(entry.kind) && !entry.reason?.trim())
    throw new LedgerRuleError(`A ${entry.kind} entry says why.`)
}

/**
 * Writes one entry to the holder's account (opened in the amount's currency if new), in its own
 * transaction or a savepoint of the caller's. The account row is locked first, so concurrent
 * writers of one account queue and each entry's `balance_after` is the sum of the entries up to
 * it, on PGlite and PostgreSQL alike; writers of different accounts do not wait for each other.
 */
export function appendLedgerEntry(
  db: Database,
  holder: LedgerHolder,
  entry: NewLedgerEntry,
): Promise<LedgerEntry> {
  const amount = roundMoney(entry.amount, ledger.entryScale)
  return db.transaction(async (tx) => {
    const account = await lockLedgerAccount(tx, holder, amount.currency)
    checkEntry({ ...entry, amount }, account.currency)
    const [last] = await tx
      .select({ balanceAfter: ledgerEntries.balanceAfter })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, account.id))
      .orderBy(desc(ledgerEntries.sequence))
      .limit(1)
    const before = moneyFromText(last?.balanceAfter ?? '0', account.currency)
    const after = addMoney(before, amount)
    if (entry.floor && amount.units < 0n && compareMoney(after, entry.floor) < 0)
      throw new LedgerLimitError(before, entry.floor)
    const [written] = await tx
      .insert(ledgerEntries)
      .values({
        teamId: holder.teamId,
        accountId: account.id,
        kind: entry.kind,
        amount: formatMoney(amount),
        currency: account.currency,
        balanceAfter: formatMoney(roundMoney(after, ledger.entryScale)),
        reason: entry.reason?.trim() || null,
        referenceKind: entry.reference?.kind ?? null,
        referenceId: entry.reference?.id ?? null,
        createdBy: entry.createdBy ?? null,
        ...(entry.at ? { createdAt: entry.at } : {}),
      })
      .returning()
    if (!written) throw new Error('The ledger entry was not written.')
    return written
  })
}
