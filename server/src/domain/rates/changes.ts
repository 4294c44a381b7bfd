import { and, type SQL, sql } from 'drizzle-orm'
import type { RoutingScope } from '../../../../src/contract/constants'
import { listMetaOf } from '../../../../src/contract/list'
import type {
  RateChangeKind,
  RateChangeList,
  RateChangeListQuery,
} from '../../../../src/contract/vendor-rate'
import type { Database } from '../../db/connect'
import { windowOf } from '../../db/list-query'
import { rowsOf } from '../campaigns/reports/scope'
import { routesOfScope } from '../routes/scope'
import { networkShown } from './network-shown'

interface ChangeRow {
  rate_id: string
  kind: RateChangeKind
  route_id: string
  route_name: string
  network_id: string | null
  network_name: string | null
  mcc: string | null
  mnc: string | null
  country: string
  old_price: string | null
  new_price: string | null
  currency: string
  effective_at: Date | string
  plans: { id: string; name: string }[] | null
  total: number | string
}

/**
 * The team's rate changes: each rate row against the row before it in the same history (route
 * and network, or route and country default), by effective_from. No row before: `new`; a price
 * in another currency is `new` too (prices of two currencies are not compared); else `increase`,
 * `decrease` or `unchanged`, compared as numeric (never a float). A row that ends with no row
 * starting where it ends adds a `closed` change at its end. Each names the plans whose rules send
 * over its route. Only the routes of `scope`. One query, filtered, newest first, paged.
 */
export async function rateChanges(
  db: Database,
  teamId: string,
  scope: RoutingScope,
  query: RateChangeListQuery,
): Promise<RateChangeList> {
  const { limit, offset } = windowOf(query)
  const { kind, route_id: routeId, country, from, to } = query.filter
  const rowFilters = and(
    sql`r.team_id = ${teamId}`,
    sql`r.route_id in ${routesOfScope(scope)}`,
    routeId ? sql`r.route_id = ${routeId}` : undefined,
    country ? sql`r.country = ${country}` : undefined,
  )
  const changeFilters = and(
    sql`true`,
    kind ? sql`c.kind = ${kind}` : undefined,
    from ? sql`c.effective_at >= ${from}` : undefined,
    to ? sql`c.effective_at < ${to}` : undefined,
  ) as SQL
  const direction = query.sort[0]?.direction === 'asc' ? sql`asc` : sql`desc`
  const page = (limit: number, offset: number) =>
    db.execute(sql`
    with ordered as (
      select r.id, r.route_id, r.network_id, r.country, r.price, r.currency,
        r.effective_from, r.effective_till,
        lag(r.price) over history as previous_price,
        lag(r.currency) over history as previous_currency,
        lead(r.effective_from) over history as next_from
      from vendor_rates r
      where ${rowFilters}
      window history as (partition by r.route_id, r.network_id, r.country order by r.effective_from)
    ),
    changes as (
      select id as rate_id, route_id, network_id, country, currency,
        effective_from as effective_at,
        case
          when previous_price is null or previous_currency <> currency then 'new'
          when price > previous_price then 'increase'
          when price < previous_price then 'decrease'
          else 'unchanged'
        end as kind,
        case when previous_currency = currency then previous_price::text end as old_price,
        price::text as new_price
      from ordered
      union all
      select id, route_id, network_id, country, currency, effective_till, 'closed',
        price::text, null
      from ordered
      where effective_till is not null and (next_from is null or next_from <> effective_till)
    )
    select c.rate_id, c.kind, c.route_id, s.name as route_name, c.network_id,
      n.name as network_name, n.mcc, n.mnc, c.country, c.old_price, c.new_price, c.currency,
      c.effective_at,
      (select json_agg(json_build_object('id', p.id, 'name', p.name) order by p.name)
        from routing_plans p
        where exists (
          select 1 from routing_rules rr
          join routing_rule_routes rrr on rrr.rule_id = rr.id
          where rr.plan_id = p.id and rrr.route_id = c.route_id
        )) as plans,
      count(*) over () as total
    from changes c
    join sms_routes s on s.id = c.route_id
    left join networks n on n.id = c.network_id
    where ${changeFilters}
    order by c.effective_at ${direction}, c.rate_id ${direction}, c.kind
    limit ${limit} offset ${offset}
  `)
  const rows = rowsOf<ChangeRow>(await page(limit, offset))
  // A page past the last has no row to carry the total: the first row of all carries it.
  const counted = rows[0] ?? (offset > 0 ? rowsOf<ChangeRow>(await page(1, 0))[0] : undefined)
  const total = Number(counted?.total ?? 0)
  return {
    data: rows.map((row) => ({
      rate_id: row.rate_id,
      kind: row.kind,
      route_id: row.route_id,
      route_name: row.route_name,
      network_id: row.network_id,
      network: networkShown(row.network_name, row.mcc, row.mnc),
      country: row.country,
      old_price: row.old_price,
      new_price: row.new_price,
      currency: row.currency,
      effective_at: new Date(row.effective_at).toISOString(),
      plans: row.plans ?? [],
    })),
    meta: listMetaOf(total, query.page, query.per_page),
  }
}
