import { type Column, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import { smsRoutingPaths } from '../../../src/contract/routes'
import { routingWriters } from '../../../src/contract/sms-route'
import {
  noNetwork,
  type RateState,
  type VendorRateResource,
  vendorRateListQuery,
  vendorRateRequest,
  vendorRateUpdateRequest,
} from '../../../src/contract/vendor-rate'
import { networks, smsRoutes, vendorRates } from '../db/schema'
import { inForceAt } from '../domain/rates/in-force'
import { networkShown } from '../domain/rates/network-shown'
import { rateCountryOf } from '../domain/rates/target'
import { claimRateWindow, releaseRateWindow } from '../domain/rates/windows'
import { routesOfScope } from '../domain/routes/scope'
import { ApiError } from '../http/errors'
import { said } from '../http/words'
import { defineResource } from './define'

const networkColumn = (column: Column) =>
  sql<
    string | null
  >`(select ${column} from ${networks} where ${networks.id} = ${vendorRates.networkId})`
const computed: Record<string, SQL> = {
  routeName: sql<string>`(select ${smsRoutes.name} from ${smsRoutes} where ${smsRoutes.id} = ${vendorRates.routeId})`,
  networkName: networkColumn(networks.name),
  networkMcc: networkColumn(networks.mcc),
  networkMnc: networkColumn(networks.mnc),
}
type Shown = typeof vendorRates.$inferSelect & {
  routeName?: string
  networkName?: string | null
  networkMcc?: string | null
  networkMnc?: string | null
}

function stateOf(row: { effectiveFrom: Date; effectiveTill: Date | null }, now: Date): RateState {
  if (row.effectiveFrom > now) return 'scheduled'
  return row.effectiveTill && row.effectiveTill <= now ? 'ended' : 'in_force'
}

/** A rate in force or past is history: refused (409) before any change or delete. */
function refuseHistory(row: { effectiveFrom: Date }) {
  if (row.effectiveFrom <= new Date())
    throw new ApiError(409, said('rate.inForce', { from: row.effectiveFrom.toISOString() }))
}

/**
 * Vendor rates (issue 17 item 4) over vendor_rates: per route and network, or a country default;
 * a rate is in its route's scope (`scope=hub`: the hub's routes' rates).
 * A new rate closes the one in force at its start (domain/rates/windows.ts); a rate already in
 * force is never edited or deleted, a scheduled one may be. Owners and admins write. Not in the
 * registry: a rate needs a route of the team, so its routes are mounted by routes/sms/rates.ts.
 */
export const vendorRatesResource = defineResource({
  path: smsRoutingPaths.rates,
  subjectType: 'vendor_rate',
  thing: 'vendorRate',
  table: vendorRates,
  schemas: {
    create: vendorRateRequest,
    update: vendorRateUpdateRequest,
    query: vendorRateListQuery,
  },
  sortColumns: {
    effective_from: vendorRates.effectiveFrom,
    country: vendorRates.country,
    price: vendorRates.price,
    created_at: vendorRates.createdAt,
  },
  filters: {
    route_id: (routeId) => eq(vendorRates.routeId, routeId),
    country: (country) => eq(vendorRates.country, country),
    network_id: (networkId) =>
      networkId === noNetwork
        ? isNull(vendorRates.networkId)
        : eq(vendorRates.networkId, networkId),
    in_force_at: (at) => inForceAt(new Date(at)),
  },
  searchColumns: [],
  rules: { create: routingWriters, update: routingWriters, delete: routingWriters },
  computed,
  scope: {
    rows: (scope) => inArray(vendorRates.routeId, routesOfScope(scope)),
    refusal: { field: 'route_id', message: said('thing.notFound', { thing: 'route' }) },
  },
  prepare: async (tx, teamId, input) => ({
    ...input,
    country: await rateCountryOf(tx, teamId, input),
  }),
  toValues: (input) => ({
    routeId: input.route_id,
    networkId: input.network_id,
    country: input.country ?? '',
    price: input.price,
    currency: input.currency,
    effectiveFrom: new Date(input.effective_from),
    effectiveTill: input.effective_till ? new Date(input.effective_till) : null,
  }),
  toRequest: (row) => ({
    route_id: row.routeId,
    network_id: row.networkId,
    country: row.country,
    price: row.price,
    currency: row.currency,
    effective_from: row.effectiveFrom.toISOString(),
    effective_till: row.effectiveTill?.toISOString() ?? null,
  }),
  present: (row): VendorRateResource => {
    const shown = row as Shown
    return {
      id: row.id,
      route_id: row.routeId,
      route_name: shown.routeName ?? '',
      network_id: row.networkId,
      network: networkShown(shown.networkName, shown.networkMcc, shown.networkMnc),
      country: row.country,
      price: row.price,
      currency: row.currency,
      effective_from: row.effectiveFrom.toISOString(),
      effective_till: row.effectiveTill?.toISOString() ?? null,
      state: stateOf(row, new Date()),
      sheet_id: row.sheetId,
      created_at: row.createdAt.toISOString(),
    }
  },
  afterCreate: (tx, _teamId, row) => claimRateWindow(tx, row, new Date()),
  async afterUpdate(tx, _teamId, before, after) {
    await releaseRateWindow(tx, before)
    return claimRateWindow(tx, after, new Date())
  },
  afterDelete: (tx, _teamId, row) => releaseRateWindow(tx, row),
  async guardChange(_db, _teamId, row) {
    refuseHistory(row)
  },
  label: (row) => `${row.country} ${row.price} ${row.currency}`,
})
