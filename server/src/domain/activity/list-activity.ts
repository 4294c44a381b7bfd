import { and, count, eq, gte, lt, type SQL } from 'drizzle-orm'
import type {
  ActivityEntry,
  ActivityList,
  ActivityListQuery,
} from '../../../../src/contract/activity'
import type { AppLocale } from '../../../../src/contract/constants'
import type { Database } from '../../db/connect'
import { orderOf, pageOf, windowOf } from '../../db/list-query'
import { activityLog, activityLogCounts } from '../../db/schema'
import { readWords } from '../../http/stored-words'

type ActivityRow = typeof activityLog.$inferSelect

function present(row: ActivityRow, locale: AppLocale): ActivityEntry {
  return {
    id: row.id,
    action: row.action,
    subject_type: row.subjectType,
    subject_id: row.subjectId,
    subject_label: readWords(row.subjectLabelWords, row.subjectLabel, locale),
    actor: { id: row.actorId, name: row.actorName },
    api_token:
      row.apiTokenId && row.apiTokenName !== null
        ? { id: row.apiTokenId, name: row.apiTokenName }
        : null,
    properties: row.properties,
    created_at: row.createdAt.toISOString(),
  }
}

const dayMs = 24 * 60 * 60 * 1000
const isDay = (value: string) => value.length === 10

/** `from` is inclusive; `to` is inclusive too, and a day as `to` takes in the whole day. */
function dateRange(from: string | undefined, to: string | undefined): SQL | undefined {
  const end = to ? new Date(new Date(to).getTime() + (isDay(to) ? dayMs : 1)) : undefined
  return and(
    from ? gte(activityLog.createdAt, new Date(from)) : undefined,
    end ? lt(activityLog.createdAt, end) : undefined,
  )
}

/** No filter: the total is the team's kept count rather than a count of its whole history. */
const unfiltered = (filter: ActivityListQuery['filter']) =>
  Object.values(filter).every((value) => value === undefined)

/** GET teams/activity: one page of the team's log (the indexes lead with team_id). */
export async function listActivity(
  db: Database,
  teamId: string,
  query: ActivityListQuery,
  locale: AppLocale,
): Promise<ActivityList> {
  const { filter } = query
  const where = and(
    eq(activityLog.teamId, teamId),
    filter.actor_id ? eq(activityLog.actorId, filter.actor_id) : undefined,
    filter.action ? eq(activityLog.action, filter.action) : undefined,
    filter.subject_type ? eq(activityLog.subjectType, filter.subject_type) : undefined,
    filter.subject_id ? eq(activityLog.subjectId, filter.subject_id) : undefined,
    dateRange(filter.from, filter.to),
  )
  const { limit, offset } = windowOf(query)
  return pageOf(
    query,
    db
      .select()
      .from(activityLog)
      .where(where)
      .orderBy(...orderOf(query.sort, { created_at: activityLog.createdAt }, activityLog.sequence))
      .limit(limit)
      .offset(offset),
    unfiltered(filter)
      ? db
          .select({ value: activityLogCounts.total })
          .from(activityLogCounts)
          .where(eq(activityLogCounts.teamId, teamId))
      : db.select({ value: count() }).from(activityLog).where(where),
    (row) => present(row, locale),
  )
}
