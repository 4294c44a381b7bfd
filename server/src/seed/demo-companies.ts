import { ledger } from '../../../src/contract/constants'
import type { LedgerEntryKind } from '../../../src/contract/ledger'
import { parseMoney } from '../../../src/contract/money'
import { companies } from '../db/schema'
import { companyHolder } from '../domain/companies/present'
import { appendLedgerEntry } from '../domain/ledger'
import { daysAgo, type SeedStep } from './context'

type DemoEntry = [daysAgo: number, kind: LedgerEntryKind, amount: string, reason?: string]

const demo: {
  name: string
  kind: 'client' | 'vendor'
  currency: string
  creditLimit: string
  threshold: string | null
  contact: { name: string; email: string; phone: string; role: string }
  entries: DemoEntry[]
}[] = [
  {
    name: 'Globex Messaging',
    kind: 'client',
    currency: 'EUR',
    creditLimit: '500.00',
    threshold: '100.00',
    contact: {
      name: 'Hank Scorpio',
      email: 'billing@globex.example',
      phone: '+442079460011',
      role: 'Billing',
    },
    entries: [
      [30, 'top_up', '1000.00'],
      [21, 'usage', '-312.482150'],
      [12, 'usage', '-455.109800'],
      [5, 'adjustment', '25.00', 'Delivery failures credited back'],
    ],
  },
  {
    name: 'Initech Alerts',
    kind: 'client',
    currency: 'USD',
    creditLimit: '0.00',
    threshold: '50.00',
    contact: {
      name: 'Bill Lumbergh',
      email: 'finance@initech.example',
      phone: '+12125550144',
      role: 'Finance',
    },
    entries: [
      [25, 'top_up', '300.00'],
      [9, 'usage', '-268.334000'],
    ],
  },
  {
    name: 'Northwind SMS',
    kind: 'vendor',
    currency: 'EUR',
    creditLimit: '0.00',
    threshold: '200.00',
    contact: {
      name: 'Nancy Davolio',
      email: 'accounts@northwind.example',
      phone: '+49301234567',
      role: 'Accounts',
    },
    entries: [
      [28, 'top_up', '2000.00'],
      [14, 'usage', '-640.250000'],
    ],
  },
  {
    name: 'Contoso Wholesale',
    kind: 'vendor',
    currency: 'EUR',
    creditLimit: '0.00',
    threshold: null,
    contact: {
      name: 'Mona Kane',
      email: 'noc@contoso.example',
      phone: '+33123456789',
      role: 'NOC',
    },
    entries: [[18, 'top_up', '750.00']],
  },
]

/**
 * Two clients and two vendors with a few ledger entries each, so the companies screen, a
 * company's balance chart and its entries show something on first start.
 */
export const demoCompaniesStep: SeedStep = {
  name: 'demo hub companies',
  async run(context) {
    const { db, teamId } = context
    for (const company of demo) {
      const [row] = await db
        .insert(companies)
        .values({
          teamId,
          name: company.name,
          kind: company.kind,
          currency: company.currency,
          creditLimit: company.creditLimit,
          lowBalanceThreshold: company.threshold,
          contacts: [company.contact],
          createdAt: daysAgo(context, 35),
          updatedAt: daysAgo(context, 35),
        })
        .returning()
      if (!row) continue
      for (const [days, kind, amount, reason] of company.entries)
        await appendLedgerEntry(db, companyHolder(row), {
          kind,
          amount: parseMoney(amount, { currency: company.currency, scale: ledger.entryScale }),
          reason: reason ?? null,
          createdBy: kind === 'usage' ? null : context.owner.id,
          at: daysAgo(context, days),
        })
    }
  },
}
