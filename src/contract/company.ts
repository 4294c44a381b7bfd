import { z } from 'zod'
import { companyLimits as limits, money } from './constants'
import { email, requiredText, text, timestamp } from './fields'
import { ledgerBalance, ledgerEntryResource } from './ledger'
import { listMeta, listQuery, listResponse } from './list'
import { currencyCode, moneyText } from './money-text'
import { e164Phone } from './onboarding'
import type { TeamRole } from './team'

/**
 * Hub companies (DOMAIN.md "Company"; issue 18 item 1): the clients that send traffic into the
 * hub and the vendors it goes out to. A company's balance is its ledger account's (ledger.ts);
 * a client may go below zero down to its credit limit. An inactive company carries no traffic.
 */
export const companyKinds = limits.kinds
export type CompanyKind = (typeof companyKinds)[number]

/** Who sets companies up and moves their money: owners and admins; every member reads them. */
export const companyWriters = ['owner', 'admin'] as const satisfies readonly TeamRole[]

const amount = moneyText({ scale: money.scales.amount })

/** One of a company's contacts: the phone in E.164 (what the phone input yields). */
export const companyContact = z.object({
  name: requiredText(limits.contactNameMaxLength),
  email: email.nullable().default(null),
  phone: e164Phone.nullable().default(null),
  /** What they do for the company (billing, NOC, account manager), free text. */
  role: text(limits.contactRoleMaxLength).nullable().default(null),
})
export type CompanyContact = z.output<typeof companyContact>

const fields = {
  name: requiredText(limits.nameMaxLength),
  kind: z.enum(companyKinds),
  currency: currencyCode,
  credit_limit: amount,
  low_balance_threshold: amount.nullable(),
  active: z.boolean(),
  contacts: z.array(companyContact).max(limits.contactsMax),
  notes: text(limits.notesMaxLength),
}

export const companyRequest = z.object({
  ...fields,
  currency: fields.currency.default(money.defaultCurrency),
  credit_limit: fields.credit_limit.default('0'),
  low_balance_threshold: fields.low_balance_threshold.default(null),
  active: fields.active.default(true),
  contacts: fields.contacts.default([]),
  notes: fields.notes.default(''),
})
export type CompanyRequest = z.input<typeof companyRequest>

export const companyUpdateRequest = z.object({
  name: fields.name.optional(),
  kind: fields.kind.optional(),
  currency: fields.currency.optional(),
  credit_limit: fields.credit_limit.optional(),
  low_balance_threshold: fields.low_balance_threshold.optional(),
  active: fields.active.optional(),
  contacts: fields.contacts.optional(),
  notes: fields.notes.optional(),
})
export type CompanyUpdateRequest = z.input<typeof companyUpdateRequest>

export const companyResource = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(companyKinds),
  currency: z.string(),
  /** Decimal text at the balance scale. */
  credit_limit: z.string(),
  low_balance_threshold: z.string().nullable(),
  active: z.boolean(),
  contacts: z.array(
    z.object({
      name: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      role: z.string().nullable().default(null),
    }),
  ),
  notes: z.string(),
  /** The ledger's balance rounded half-even to the balance scale. */
  balance: z.string(),
  /** What the company may still spend: balance + credit limit. */
  available: z.string(),
  /** Whether the balance is at or below the low-balance threshold. */
  low_balance: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
})
export type CompanyResource = z.infer<typeof companyResource>

const flag = z.enum(['true', 'false']).transform((value) => value === 'true')

export const companyListQuery = listQuery({
  sortable: ['name', 'kind', 'currency', 'created_at'],
  defaultSort: 'name',
  filters: { kind: z.enum(companyKinds).optional(), active: flag.optional() },
})
export type CompanyListQuery = z.infer<typeof companyListQuery>
export const companyList = listResponse(companyResource)
export type CompanyList = z.infer<typeof companyList>

/** A company's balance and a page of its entries, newest first, with the balance over time. */
export const companyBalanceQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(limits.entriesPerPage),
})
export type CompanyBalanceQuery = z.infer<typeof companyBalanceQuery>

export const companyBalanceResponse = z.object({
  company_id: z.string(),
  credit_limit: z.string(),
  balance: ledgerBalance,
  /** The balance after each of the latest entries, oldest first (the chart). */
  series: z.array(z.object({ at: timestamp, balance: z.string() })),
  data: z.array(ledgerEntryResource),
  meta: listMeta,
})
export type CompanyBalanceResponse = z.infer<typeof companyBalanceResponse>

export const companyBalanceSummary = z.object({
  totals: z.array(
    z.object({
      currency: z.string(),
      companies: z.number().int(),
      /** Sum of the companies' balances, at the balance scale. */
      balance: z.string(),
      clients_balance: z.string(),
      vendors_balance: z.string(),
    }),
  ),
  /** Active companies with the least left to spend (balance + credit limit), least first. */
  nearest_limit: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      kind: z.enum(companyKinds),
      currency: z.string(),
      balance: z.string(),
      credit_limit: z.string(),
      available: z.string(),
    }),
  ),
})
export type CompanyBalanceSummary = z.infer<typeof companyBalanceSummary>

/** What a manual top-up or adjustment answers: the entry written and the balance it left. */
export const companyEntryResponse = z.object({
  entry: ledgerEntryResource,
  balance: ledgerBalance,
})
export type CompanyEntryResponse = z.infer<typeof companyEntryResponse>
