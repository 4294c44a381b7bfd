import { sql } from 'drizzle-orm'
import { bigint, check, index, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type {
  LedgerEntryKind,
  LedgerHolderKind,
  LedgerReferenceKind,
} from '../../../src/contract/ledger'
import { createdAtColumn, idColumn } from './columns'
import { teams } from './schema'

/**
 * Ledger accounts (DOMAIN.md "Money and ledgers"): one per holder (a hub company now, the team's
 * own billing account later), in one currency. Its row is what a writer locks, so entries of one
 * account are written one after another and each knows the balance it leaves.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: idColumn(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    holderKind: text('holder_kind').$type<LedgerHolderKind>().notNull(),
    holderId: text('holder_id').notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [uniqueIndex('ledger_accounts_holder_idx').on(table.holderKind, table.holderId)],
)

/**
 * Ledger entries: append-only (no UPDATE, no DELETE; a correction is a new entry). `amount` is
 * signed numeric(20, 6) in the account's currency; `balance_after` is the account's exact sum
 * once the entry was written (checked by the tests: it always equals the sum of the entries up
 * to it). `sequence` orders an account's history.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: idColumn(),
    sequence: bigint('sequence', { mode: 'number' }).generatedAlwaysAsIdentity(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LedgerEntryKind>().notNull(),
    amount: numeric('amount', { precision: 20, scale: 6 }).notNull(),
    currency: text('currency').notNull(),
    balanceAfter: numeric('balance_after', { precision: 20, scale: 6 }).notNull(),
    reason: text('reason'),
    referenceKind: text('reference_kind').$type<LedgerReferenceKind>(),
    referenceId: text('reference_id'),
    /** The member who wrote it (no foreign key: an entry outlives its writer unchanged); null: the system. */
    createdBy: text('created_by'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('ledger_entries_account_idx').on(table.accountId, table.sequence),
    index('ledger_entries_reference_idx').on(table.referenceKind, table.referenceId),
    check('ledger_entries_amount_nonzero', sql`${table.amount} <> 0`),
    check(
      'ledger_entries_reason_for_adjustment',
      sql`${table.kind} <> 'adjustment' or coalesce(${table.reason}, '') <> ''`,
    ),
  ],
)
