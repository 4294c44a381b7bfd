import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import type {
  StaticClientRateListQuery,
  StaticClientRateRequest,
  StaticClientRateResource,
} from '../../../../src/contract/hub-endpoint'
import type { RateState } from '../../../../src/contract/vendor-rate'
import type { Database } from '../../db/connect'
import { pageOf, windowOf } from '../../db/list-query'
import { type hubEndpoints, networks, staticClientRates } from '../../db/schema'
import { ApiError } from '../../http/errors'
import { said } from '../../http/words'
import { networkShown } from '../rates/network-shown'
import { staticRateCountryOf } from './checks'

export type StaticRateRow = typeof staticClientRates.$inferSelect
type EndpointRow = typeof hubEndpoints.$inferSelect
type Shown = StaticRateRow & { networkName: string | null; mcc: string | null; mnc: string | null }

const shownColumns = {
  row: staticClientRates,
  networkName: networks.name,
  mcc: networks.mcc,
  mnc: networks.mnc,
}

function stateOf(row: StaticRateRow, now: Date): RateState | null {
  if (row.stage !== 'applied') return null
  if (row.effectiveFrom > now) return 'scheduled'
  return row.effectiveTill && row.effectiveTill <= now ? 'ended' : 'in_force'
}

export function presentStaticRate(row: Shown, now = new Date()): StaticClientRateResource {
  return {
    id: row.id,
    endpoint_id: row.endpointId,
    network_id: row.networkId,
    network: networkShown(row.networkName, row.mcc, row.mnc),
    country: row.country,
    price: row.price,
    currency: row.currency,
    effective_from: row.effectiveFrom.toISOString(),
    effective_till: row.effectiveTill?.toISOString() ?? null,
    stage: row.stage,
    state: stateOf(row, now),
    notice_id: row.noticeId,
    created_at: row.createdAt.toISOString(),
  }
}

const flatten = ({ row, ...network }: { row: StaticRateRow } & Omit<Shown, keyof StaticRateRow>) =>
  ({ ...row, ...network }) as Shown

const sortColumns = {
  effective_from: staticClientRates.effectiveFrom,
  country: staticClientRates.country,
  created_at: staticClientRates.createdAt,
}

/** A page of the endpoint's static prices, filtered by stage or country. */
export function staticRatePage(
  db: Database,
  endpoint: EndpointRow,
  query: StaticClientRateListQuery,
) {
  const where = and(
    eq(staticClientRates.endpointId, endpoint.id),
    query.filter.stage ? eq(staticClientRates.stage, query.filter.stage) : undefined,
    query.filter.country ? eq(staticClientRates.country, query.filter.country) : undefined,
  ) as SQL
  const { limit, offset } = windowOf(query)
  const order = query.sort.map(({ field, direction }) =>
    (direction === 'asc' ? asc : desc)(sortColumns[field]),
  )
  return pageOf(
    query,
    db
      .select(shownColumns)
      .from(staticClientRates)
      .leftJoin(networks, eq(networks.id, staticClientRates.networkId))
      .where(where)
      .orderBy(...order, asc(staticClientRates.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(staticClientRates).where(where),
    (found) => presentStaticRate(flatten(found)),
  )
}

/** One static price of the endpoint, as shown; another endpoint's or team's is a 404. */
export async function findStaticRate(
  db: Database,
  endpoint: EndpointRow,
  rateId: string,
): Promise<Shown> {
  const [found] = await db
    .select(shownColumns)
    .from(staticClientRates)
    .leftJoin(networks, eq(networks.id, staticClientRates.networkId))
    .where(
      and(
        eq(staticClientRates.teamId, endpoint.teamId),
        eq(staticClientRates.endpointId, endpoint.id),
        eq(staticClientRates.id, rateId),
      ),
    )
  if (!found) throw new ApiError(404, said('thing.notFound', { thing: 'staticClientRate' }))
  return flatten(found)
}

/** Only a draft changes: a notified or applied price was told to the client (409). */
export function refuseToldPrice(row: StaticRateRow) {
  if (row.stage !== 'draft')
    throw new ApiError(409, said('staticRate.notDraft', { stage: row.stage }))
}

/** The stored values of a valid price, in the client company's currency. */
async function valuesOf(
  tx: Database,
  endpoint: EndpointRow,
  currency: string,
  input: {
    network_id: string | null
    country: string | null
    price: string
    effective_from: string
  },
) {
  return {
    networkId: input.network_id,
    country: await staticRateCountryOf(tx, endpoint.teamId, input),
    price: input.price,
    currency,
    effectiveFrom: new Date(input.effective_from),
  }
}

/** Writes a new draft price of the endpoint. */
export async function createStaticRate(
  tx: Database,
  endpoint: EndpointRow,
  currency: string,
  input: Required<Omit<StaticClientRateRequest, 'network_id' | 'country'>> & {
    network_id: string | null
    country: string | null
  },
): Promise<StaticRateRow> {
  const [row] = await tx
    .insert(staticClientRates)
    .values({
      teamId: endpoint.teamId,
      endpointId: endpoint.id,
      ...(await valuesOf(tx, endpoint, currency, input)),
    })
    .returning()
  if (!row) throw new Error('The static price was not stored')
  return row
}

/** Rewrites a draft price whole (the patch merged over it and checked). */
export async function updateStaticRate(
  tx: Database,
  endpoint: EndpointRow,
  row: StaticRateRow,
  input: Parameters<typeof createStaticRate>[3],
): Promise<void> {
  await tx
    .update(staticClientRates)
    .set(await valuesOf(tx, endpoint, row.currency, input))
    .where(and(eq(staticClientRates.id, row.id), sql`${staticClientRates.stage} = 'draft'`))
}

/** A stored price as a store body, for a patch to be merged over. */
export const staticRateRequestOf = (row: StaticRateRow) => ({
  network_id: row.networkId,
  country: row.country,
  price: row.price,
  effective_from: row.effectiveFrom.toISOString(),
})
