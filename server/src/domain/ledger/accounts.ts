import { and, eq } from 'drizzle-orm'
import type { LedgerHolderKind } from '../../../../src/contract/ledger'
import type { Database } from '../../db/connect'
import { ledgerAccounts } from '../../db/schema'

/** Whose money: a hub company, or (issue 21) the team's own billing account. */
export interface LedgerHolder {
  teamId: string
  kind: LedgerHolderKind
  id: string
}

export type LedgerAccount = typeof ledgerAccounts.$inferSelect

/** The holder's account, in its team only. */
const holderIs = (holder: LedgerHolder) =>
  and(
    eq(ledgerAccounts.teamId, holder.teamId),
    eq(ledgerAccounts.holderKind, holder.kind),
    eq(ledgerAccounts.holderId, holder.id),
  )

/** The holder's account, or undefined when nothing was ever written to it. */
export async function findLedgerAccount(
  db: Database,
  holder: LedgerHolder,
): Promise<LedgerAccount | undefined> {
  const [account] = await db.select().from(ledgerAccounts).where(holderIs(holder))
  return account
}

/**
 * The holder's account, opened in `currency` if it has none, and locked for the rest of the
 * transaction: writers of one account queue here, so each entry's balance follows the last.
 */
export async function lockLedgerAccount(
  tx: Database,
  holder: LedgerHolder,
  currency: string,
): Promise<LedgerAccount> {
  await tx
    .insert(ledgerAccounts)
    .values({ teamId: holder.teamId, holderKind: holder.kind, holderId: holder.id, currency })
    .onConflictDoNothing({ target: [ledgerAccounts.holderKind, ledgerAccounts.holderId] })
  const [account] = await tx.select().from(ledgerAccounts).where(holderIs(holder)).for('update')
  if (!account)
    throw new Error(`The ledger account of ${holder.kind} ${holder.id} is another team's.`)
  return account
}
