import { and, eq } from 'drizzle-orm'
import { formatMoney } from '../../../src/contract/money'
import { createLocalHlr } from '../adapters/hlr/local'
import { hlrLogs, mnpAnswers, mnpRequestNumbers, mnpRequests, networks } from '../db/schema'
import { lookupShape, lookupsCost, unitLookupCost } from '../domain/enrichment/cost'
import { daysAgo, type SeedStep } from './context'

/** Demo numbers in UK mobile ranges of the reference (O2 and Vodafone), looked up once. */
const demoNumbers = Array.from({ length: 16 }, (_, n) =>
  n % 2 === 0 ? `+4471061${String(n).padStart(5, '0')}` : `+4477700${String(n).padStart(5, '0')}`,
)

/**
 * One finished lookup run over a few UK numbers, spread over the last days, with its cached
 * answers and log: the enrichment screens show a run, answers and analytics on first start.
 * The answers are the local adapter's, so they agree with what a new run would say.
 */
export const demoEnrichmentStep: SeedStep = {
  name: 'enrichment',
  async run(context) {
    const { db, teamId } = context
    const hlr = createLocalHlr()
    const teamNetworks = await db
      .select({ id: networks.id, mcc: networks.mcc, mnc: networks.mnc })
      .from(networks)
      .where(and(eq(networks.teamId, teamId), eq(networks.mcc, '234')))
    const networkOf = new Map(teamNetworks.map((row) => [`${row.mcc}-${row.mnc}`, row.id]))
    const looked = await Promise.all(
      demoNumbers.map(async (e164, index) => {
        const result = await hlr.lookup(e164)
        const networkId = result.ok
          ? (networkOf.get(`${result.answer.mcc}-${result.answer.mnc}`) ?? null)
          : null
        return { e164, at: daysAgo(context, 6 - (index % 6) + 0.5), result, networkId }
      }),
    )
    const answered = looked.flatMap(({ e164, at, result, networkId }) =>
      result.ok ? [{ e164, at, ...result.answer, networkId }] : [],
    )
    const [run] = await db
      .insert(mnpRequests)
      .values({
        teamId,
        kind: 'list',
        status: 'done',
        total: demoNumbers.length,
        processed: demoNumbers.length,
        lookedUp: answered.length,
        failed: demoNumbers.length - answered.length,
        ported: answered.filter((answer) => answer.ported).length,
        cost: lookupsCost(answered.length),
        createdBy: context.owner.id,
        createdAt: daysAgo(context, 7),
        startedAt: daysAgo(context, 7),
        finishedAt: daysAgo(context, 0.5),
      })
      .returning({ id: mnpRequests.id })
    if (!run) return
    await db
      .insert(mnpRequestNumbers)
      .values(demoNumbers.map((e164) => ({ requestId: run.id, e164, country: 'GB', done: true })))
    const source = hlr.source
    await db.insert(mnpAnswers).values(
      answered.map(({ e164, at, ported, mcc, mnc, reachable, networkId }) => ({
        teamId,
        e164,
        country: 'GB',
        ported,
        mcc,
        mnc,
        reachable,
        networkId,
        lookedUpAt: at,
        source,
      })),
    )
    await db.insert(hlrLogs).values(
      looked.map(({ e164, at, result, networkId }) => ({
        teamId,
        requestId: run.id,
        e164,
        country: 'GB',
        currency: lookupShape.currency,
        source,
        lookedUpAt: at,
        ...(result.ok
          ? {
              status: 'ok' as const,
              ...result.answer,
              networkId,
              cost: formatMoney(unitLookupCost),
            }
          : { status: 'failed' as const, error: result.error }),
      })),
    )
  },
}
