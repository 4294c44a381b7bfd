import { z } from 'zod'
import { ledger, money } from './constants'
import { text, timestamp } from './fields'
import { says } from './messages'
import { moneyText } from './money-text'

/**
 * The ledger's shapes (DOMAIN.md "Money and ledgers"): an account's entries, never edited, and
 * the balance that is their sum. Amounts are decimal text: an entry's signed amount at
 * `ledger.entryScale`, the balance exact at that scale and rounded half-even to
 * `ledger.balanceScale` for people.
 */
export type LedgerHolderKind = (typeof ledger.holderKinds)[number]
export type LedgerEntryKind = (typeof ledger.entryKinds)[number]
export type LedgerReferenceKind = (typeof ledger.referenceKinds)[number]

/** The sign each kind's amount must have: +1 adds, -1 takes, 0 either (never zero). */
export const entryKindSigns: Record<LedgerEntryKind, 1 | -1 | 0> = {
  top_up: 1,
  usage: -1,
  adjustment: 0,
  refund: 1,
  reservation: -1,
  release: 1,
}

/** Kinds that must say why. */
export const kindsNeedingReason: readonly LedgerEntryKind[] = ['adjustment']

export const ledgerEntryResource = z.object({
  id: z.string(),
  /** Position in the account's history: later entries have larger ones. */
  sequence: z.number().int(),
  kind: z.enum(ledger.entryKinds),
  /** Signed, at the entry scale ('-0.004500'). */
  amount: z.string(),
  currency: z.string(),
  /** The account's exact balance once this entry was written. */
  balance_after: z.string(),
  reason: z.string().nullable(),
  reference_kind: z.enum(ledger.referenceKinds).nullable(),
  reference_id: z.string().nullable(),
  /** Who wrote it: a member's id and name, or null for the system (a sync, the hub). */
  created_by: z.object({ id: z.string(), name: z.string() }).nullable(),
  created_at: timestamp,
})
export type LedgerEntryResource = z.infer<typeof ledgerEntryResource>

export const ledgerBalance = z.object({
  currency: z.string(),
  /** Rounded half-even to the balance scale. */
  balance: z.string(),
  /** The exact sum of the entries, at the entry scale. */
  balance_exact: z.string(),
  entry_count: z.number().int(),
})
export type LedgerBalance = z.infer<typeof ledgerBalance>

/**
 * What a person writes into an account by hand: a top-up (above zero) or an adjustment (either
 * sign, with a reason). Usage, reservations and refunds are written by the product, not typed.
 */
export const manualEntryKinds = ['top_up', 'adjustment'] as const
export type ManualEntryKind = (typeof manualEntryKinds)[number]

export const manualEntryRequest = z
  .object({
    kind: z.enum(manualEntryKinds),
    amount: moneyText({ scale: money.scales.amount, signed: true }),
    reason: text(ledger.reasonMaxLength).optional(),
  })
  .superRefine((entry, ctx) => {
    const negative = entry.amount.startsWith('-')
    const zero = /^-?[0.]+$/.test(entry.amount)
    if (zero || (entry.kind === 'top_up' && negative))
      ctx.addIssue({ code: 'custom', path: ['amount'], ...says('ledger.amountSign') })
    if (kindsNeedingReason.includes(entry.kind) && !entry.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], ...says('validation.required') })
  })
export type ManualEntryRequest = z.input<typeof manualEntryRequest>
