import { count, desc, eq, sql } from 'drizzle-orm'
import { ledger } from '../../../../src/contract/constants'
import type { LedgerBalance, LedgerEntryResource } from '../../../../src/contract/ledger'
import { listMetaOf } from '../../../../src/contract/list'
import { formatMoney, type Money, moneyFromText, roundMoney } from '../../../../src/contract/money'
import type { Database } from '../../db/connect'
import { ledgerEntries, users } from '../../db/schema'
import { findLedgerAccount, type LedgerHolder } from './accounts'

/**
 * The balance is the sum of the entries, exact at the entry scale; people read it rounded
 * half-even to the balance scale, once, from that exact sum (never a sum of rounded entries).
 */
export function presentBalance(exact: Money, entryCount: number): LedgerBalance {
  return {
    currency: exact.currency,
    balance: formatMoney(roundMoney(exact, ledger.balanceScale)),
    balance_exact: formatMoney(roundMoney(exact, ledger.entryScale)),
    entry_count: entryCount,
  }
}

/** The holder's balance: the sum of its entries (zero in `currency` before the first). */
export async function ledgerBalanceOf(
  db: Database,
  holder: LedgerHolder,
  currency: string,
): Promise<{ exact: Money; entryCount: number }> {
  const account = await findLedgerAccount(db, holder)
  if (!account) return { exact: moneyFromText('0', currency), entryCount: 0 }
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${ledgerEntries.amount})::text`, entries: count() })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, account.id))
  return {
    exact: moneyFromText(row?.sum ?? '0', account.currency),
    entryCount: row?.entries ?? 0,
  }
}

/** A page of the holder's entries, newest first, and its latest balances oldest first. */
export async function ledgerEntryPage(
  db: Database,
  holder: LedgerHolder,
  page: { page: number; per_page: number; seriesPoints: number },
) {
  const account = await findLedgerAccount(db, holder)
  if (!account) return { data: [], meta: listMetaOf(0, page.page, page.per_page), series: [] }
  const where = eq(ledgerEntries.accountId, account.id)
  const [rows, [total], latest] = await Promise.all([
    db
      .select({ entry: ledgerEntries, writerName: users.name })
      .from(ledgerEntries)
      .leftJoin(users, eq(users.id, ledgerEntries.createdBy))
      .where(where)
      .orderBy(desc(ledgerEntries.sequence))
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page),
    db.select({ total: count() }).from(ledgerEntries).where(where),
    db
      .select({ at: ledgerEntries.createdAt, balance: ledgerEntries.balanceAfter })
      .from(ledgerEntries)
      .where(where)
      .orderBy(desc(ledgerEntries.sequence))
      .limit(page.seriesPoints),
  ])
  return {
    data: rows.map(({ entry, writerName }) => presentEntry(entry, writerName)),
    meta: listMetaOf(total?.total ?? 0, page.page, page.per_page),
    series: latest.reverse().map((point) => ({
      at: point.at.toISOString(),
      balance: formatMoney(
        roundMoney(moneyFromText(point.balance, account.currency), ledger.balanceScale),
      ),
    })),
  }
}

export function presentEntry(
  entry: typeof ledgerEntries.$inferSelect,
  writerName: string | null,
): LedgerEntryResource {
  const exact = (text: string) =>
    formatMoney(roundMoney(moneyFromText(text, entry.currency), ledger.entryScale))
  return {
    id: entry.id,
    sequence: entry.sequence,
    kind: entry.kind,
    amount: exact(entry.amount),
    currency: entry.currency,
    balance_after: exact(entry.balanceAfter),
    reason: entry.reason,
    reference_kind: entry.referenceKind,
    reference_id: entry.referenceId,
    created_by: entry.createdBy ? { id: entry.createdBy, name: writerName ?? '' } : null,
    created_at: entry.createdAt.toISOString(),
  }
}
