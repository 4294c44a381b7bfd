import { asc, eq, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ledgerEntries, users } from '../../server/src/db/schema'
import {
  appendLedgerEntry,
  findLedgerAccount,
  type LedgerHolder,
  LedgerLimitError,
  ledgerBalanceOf,
} from '../../server/src/domain/ledger'
import { ledger } from '../../src/contract/constants'
import { entryKindSigns, type LedgerEntryKind } from '../../src/contract/ledger'
import { type Money, moneyFromText, parseMoney } from '../../src/contract/money'
import { registerVerified } from './support/accounts'
import { backends, type TestServer, useTestServer } from './support/test-server'

const currency = 'EUR'
const at = (units: bigint): Money => ({ units, scale: ledger.entryScale, currency })
const floor = parseMoney('-5', { currency, scale: ledger.entryScale })

interface Write {
  kind: LedgerEntryKind
  units: bigint
  /** Usage that must leave at least `floor` (a client's credit limit). */
  limited: boolean
}

/** Entries of every kind, signed as the kind wants, with up to 6 decimals. */
const write: fc.Arbitrary<Write> = fc
  .record({
    kind: fc.constantFrom(...ledger.entryKinds),
    magnitude: fc.bigInt({ min: 1n, max: 3_000_000n }),
    negative: fc.boolean(),
    limited: fc.boolean(),
  })
  .map(({ kind, magnitude, negative, limited }) => {
    const sign = entryKindSigns[kind]
    const units = sign === 0 ? (negative ? -magnitude : magnitude) : BigInt(sign) * magnitude
    return { kind, units, limited: limited && kind === 'usage' }
  })

async function teamOf(server: TestServer): Promise<string> {
  const account = await registerVerified(server)
  const [user] = await server.db
    .select({ teamId: users.currentTeamId })
    .from(users)
    .where(eq(users.id, account.id))
  if (!user?.teamId) throw new Error('A new account has a team.')
  return user.teamId
}

/** Each writer writes its entries one after another; the writers run at the same time. */
async function writeConcurrently(server: TestServer, holder: LedgerHolder, writers: Write[][]) {
  let refused = 0
  await Promise.all(
    writers.map(async (writes) => {
      for (const entry of writes) {
        try {
          await appendLedgerEntry(server.db, holder, {
            kind: entry.kind,
            amount: at(entry.units),
            reason: entry.kind === 'adjustment' ? 'Property test' : null,
            ...(entry.limited ? { floor, reference: { kind: 'message', id: 'limited' } } : {}),
          })
        } catch (error) {
          if (!(error instanceof LedgerLimitError)) throw error
          refused += 1
        }
      }
    }),
  )
  return refused
}

/**
 * The ledger (issue 18): a balance is the sum of its entries under concurrent writers, each
 * entry's `balance_after` is the sum of the entries up to it, a limited charge never takes the
 * balance below its floor, and an entry is never edited.
 */
describe.each(backends)('the ledger on %s', (backend) => {
  const server = useTestServer(backend)

  it('keeps every balance the sum of its entries under parallel writers', async () => {
    const teamId = await teamOf(server)
    let run = 0
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(write, { maxLength: 6 }), { minLength: 2, maxLength: 4 }),
        async (writers) => {
          run += 1
          const holders: LedgerHolder[] = [
            { teamId, kind: 'company', id: `a-${run}` },
            { teamId, kind: 'company', id: `b-${run}` },
          ]
          const refusals = await Promise.all(
            holders.map((holder) => writeConcurrently(server, holder, writers)),
          )
          const attempted = writers.flat().length
          for (const [index, holder] of holders.entries()) {
            const account = await findLedgerAccount(server.db, holder)
            const entries = account
              ? await server.db
                  .select()
                  .from(ledgerEntries)
                  .where(eq(ledgerEntries.accountId, account.id))
                  .orderBy(asc(ledgerEntries.sequence))
              : []
            expect(entries.length).toBe(attempted - (refusals[index] ?? 0))
            let running = 0n
            for (const entry of entries) {
              running += moneyFromText(entry.amount, currency).units
              expect(moneyFromText(entry.balanceAfter, currency).units).toBe(running)
            }
            for (const entry of entries.filter((written) => written.referenceId === 'limited'))
              expect(moneyFromText(entry.balanceAfter, currency).units >= floor.units).toBe(true)
            const balance = await ledgerBalanceOf(server.db, holder, currency)
            expect(balance.exact.units).toBe(running)
            expect(balance.entryCount).toBe(entries.length)
          }
        },
      ),
      { numRuns: backend === 'postgres' ? 10 : 6 },
    )
  })

  it('never lets limited charges racing each other pass the floor', async () => {
    const teamId = await teamOf(server)
    const holder: LedgerHolder = { teamId, kind: 'company', id: 'racing' }
    await appendLedgerEntry(server.db, holder, { kind: 'top_up', amount: at(10_000_000n) })
    const charge = at(-1_000_000n)
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        appendLedgerEntry(server.db, holder, { kind: 'usage', amount: charge, floor }),
      ),
    )
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(15)
    for (const result of results)
      if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(LedgerLimitError)
    const balance = await ledgerBalanceOf(server.db, holder, currency)
    expect(balance.exact.units).toBe(floor.units)
  })

  it('refuses to edit an entry: a correction is a new one', async () => {
    const teamId = await teamOf(server)
    const holder: LedgerHolder = { teamId, kind: 'team', id: teamId }
    const entry = await appendLedgerEntry(server.db, holder, {
      kind: 'top_up',
      amount: at(1_500_000n),
    })
    await expect(
      server.db.execute(sql`update ledger_entries set amount = 99 where id = ${entry.id}`),
    ).rejects.toThrow()
    const balance = await ledgerBalanceOf(server.db, holder, currency)
    expect(balance.exact.units).toBe(1_500_000n)
  })
})
