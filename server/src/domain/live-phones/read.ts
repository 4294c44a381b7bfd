import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import {
  type LiveTestListQuery,
  type LiveTestSummary,
  type liveLogListQuery,
  liveTestVerdicts,
} from '../../../../src/contract/live-phone'
import type { Database } from '../../db/connect'
import { pageOf, windowOf } from '../../db/list-query'
import { livePhones, liveReceivedSms, liveStatusLogs, liveTests } from '../../db/schema'
import { presentLog, presentReceived, presentTest } from './present'

type LogQuery = z.output<typeof liveLogListQuery>

function testConditions(teamId: string, query: LiveTestListQuery): SQL | undefined {
  const { route_id, vendor_name, verdict, phone_id } = query.filter
  return and(
    eq(liveTests.teamId, teamId),
    route_id ? eq(liveTests.routeId, route_id) : undefined,
    vendor_name ? eq(liveTests.vendorName, vendor_name) : undefined,
    verdict ? eq(liveTests.verdict, verdict) : undefined,
    phone_id ? eq(liveTests.phoneId, phone_id) : undefined,
  )
}

/** The team's tests, newest first, with their phones' names. */
export function listTests(db: Database, teamId: string, query: LiveTestListQuery) {
  const where = testConditions(teamId, query)
  const newestFirst = query.sort[0]?.direction !== 'asc'
  return pageOf(
    query,
    db
      .select({ test: liveTests, phoneName: livePhones.name })
      .from(liveTests)
      .innerJoin(livePhones, eq(livePhones.id, liveTests.phoneId))
      .where(where)
      .orderBy(
        newestFirst ? desc(liveTests.createdAt) : asc(liveTests.createdAt),
        newestFirst ? desc(liveTests.id) : asc(liveTests.id),
      )
      .limit(windowOf(query).limit)
      .offset(windowOf(query).offset),
    db.select({ value: count() }).from(liveTests).where(where),
    ({ test, phoneName }) => presentTest(test, phoneName),
  )
}

/** Per route, how the team's tests ended (the same filters as the list, but the verdict). */
export async function summariseTests(
  db: Database,
  teamId: string,
  query: LiveTestListQuery,
): Promise<LiveTestSummary> {
  const rows = await db
    .select({
      routeId: liveTests.routeId,
      routeName: liveTests.routeName,
      vendorName: liveTests.vendorName,
      verdict: liveTests.verdict,
      tests: count(),
    })
    .from(liveTests)
    .where(testConditions(teamId, { ...query, filter: { ...query.filter, verdict: undefined } }))
    .groupBy(liveTests.routeId, liveTests.routeName, liveTests.vendorName, liveTests.verdict)
    .orderBy(asc(liveTests.vendorName), asc(liveTests.routeName))
  const routes = new Map<string, LiveTestSummary['routes'][number]>()
  for (const row of rows) {
    const key = `${row.routeId ?? ''} ${row.routeName}`
    let route = routes.get(key)
    if (!route) {
      route = {
        route_id: row.routeId,
        route_name: row.routeName,
        vendor_name: row.vendorName,
        counts: Object.fromEntries(liveTestVerdicts.map((verdict) => [verdict, 0])) as Record<
          (typeof liveTestVerdicts)[number],
          number
        >,
        total: 0,
      }
      routes.set(key, route)
    }
    route.counts[row.verdict] += row.tests
    route.total += row.tests
  }
  return { routes: [...routes.values()] }
}

/** A phone's status log, in the order its steps were written (or the reverse). */
export function listStatusLogs(db: Database, phoneId: string, query: LogQuery) {
  const where = and(
    eq(liveStatusLogs.phoneId, phoneId),
    query.filter.test_id ? eq(liveStatusLogs.testId, query.filter.test_id) : undefined,
  )
  const order = query.sort[0]?.direction === 'asc' ? asc : desc
  return pageOf(
    query,
    db
      .select()
      .from(liveStatusLogs)
      .where(where)
      .orderBy(order(liveStatusLogs.position))
      .limit(windowOf(query).limit)
      .offset(windowOf(query).offset),
    db.select({ value: count() }).from(liveStatusLogs).where(where),
    presentLog,
  )
}

/** What a phone's app reported, newest first. */
export function listReceived(db: Database, phoneId: string, query: LogQuery) {
  const where = and(
    eq(liveReceivedSms.phoneId, phoneId),
    query.filter.test_id ? eq(liveReceivedSms.testId, query.filter.test_id) : undefined,
  )
  const order = query.sort[0]?.direction === 'asc' ? asc : desc
  return pageOf(
    query,
    db
      .select()
      .from(liveReceivedSms)
      .where(where)
      .orderBy(order(liveReceivedSms.reportedAt), order(liveReceivedSms.id))
      .limit(windowOf(query).limit)
      .offset(windowOf(query).offset),
    db.select({ value: count() }).from(liveReceivedSms).where(where),
    presentReceived,
  )
}
