import { and, count, eq, getTableColumns } from 'drizzle-orm'
import type {
  HlrLogListQuery,
  MnpAnswerListQuery,
  MnpRequestListQuery,
} from '../../../../src/contract/enrichment'
import type { Database } from '../../db/connect'
import { orderOf, pageOf, windowOf } from '../../db/list-query'
import { hlrLogs, mnpAnswers, mnpRequests, networks } from '../../db/schema'
import { presentHlrLog, presentMnpAnswer, presentMnpRequest } from './present'

/** The team's cached answers, filtered by ported, network and country, fresh or not at `now`. */
export function mnpAnswerPage(db: Database, teamId: string, query: MnpAnswerListQuery, now: Date) {
  const { ported, network_id: networkId, country } = query.filter
  const where = and(
    eq(mnpAnswers.teamId, teamId),
    ported === undefined ? undefined : eq(mnpAnswers.ported, ported),
    networkId ? eq(mnpAnswers.networkId, networkId) : undefined,
    country ? eq(mnpAnswers.country, country) : undefined,
  )
  const rows = db
    .select({ ...getTableColumns(mnpAnswers), networkName: networks.name })
    .from(mnpAnswers)
    .leftJoin(networks, eq(networks.id, mnpAnswers.networkId))
    .where(where)
    .orderBy(
      ...orderOf(
        query.sort,
        { looked_up_at: mnpAnswers.lookedUpAt, e164: mnpAnswers.e164 },
        mnpAnswers.e164,
      ),
    )
    .limit(windowOf(query).limit)
    .offset(windowOf(query).offset)
  const total = db.select({ value: count() }).from(mnpAnswers).where(where)
  return pageOf(query, rows, total, (row) => presentMnpAnswer(row, now))
}

/** The team's runs, newest first, with their progress. */
export function mnpRequestPage(db: Database, teamId: string, query: MnpRequestListQuery) {
  const where = and(
    eq(mnpRequests.teamId, teamId),
    query.filter.status ? eq(mnpRequests.status, query.filter.status) : undefined,
  )
  const rows = db
    .select()
    .from(mnpRequests)
    .where(where)
    .orderBy(...orderOf(query.sort, { created_at: mnpRequests.createdAt }, mnpRequests.id))
    .limit(windowOf(query).limit)
    .offset(windowOf(query).offset)
  const total = db.select({ value: count() }).from(mnpRequests).where(where)
  return pageOf(query, rows, total, presentMnpRequest)
}

/** The team's lookup log, filtered by status, run, serving network, country and ported. */
export function hlrLogPage(db: Database, teamId: string, query: HlrLogListQuery) {
  const { status, request_id: requestId, network_id: networkId, country, ported } = query.filter
  const where = and(
    eq(hlrLogs.teamId, teamId),
    status ? eq(hlrLogs.status, status) : undefined,
    requestId ? eq(hlrLogs.requestId, requestId) : undefined,
    networkId ? eq(hlrLogs.networkId, networkId) : undefined,
    country ? eq(hlrLogs.country, country) : undefined,
    ported === undefined ? undefined : eq(hlrLogs.ported, ported),
  )
  const rows = db
    .select({ ...getTableColumns(hlrLogs), networkName: networks.name })
    .from(hlrLogs)
    .leftJoin(networks, eq(networks.id, hlrLogs.networkId))
    .where(where)
    .orderBy(...orderOf(query.sort, { looked_up_at: hlrLogs.lookedUpAt }, hlrLogs.id))
    .limit(windowOf(query).limit)
    .offset(windowOf(query).offset)
  const total = db.select({ value: count() }).from(hlrLogs).where(where)
  return pageOf(query, rows, total, presentHlrLog)
}
