import { type SQL, sql } from 'drizzle-orm'
import {
  sendingKinds,
  type WorkflowEvent,
  type WorkflowEventKind,
  type WorkflowToday,
} from '../../../../src/contract/automation/today'
import { listMetaOf } from '../../../../src/contract/list'
import type { Database } from '../../db/connect'
import { rowsOf } from '../campaigns/reports/scope'

const dayMs = 24 * 60 * 60 * 1000

interface EventRow {
  id: string
  kind: WorkflowEventKind
  at: string | Date
  automation_id: string
  automation_name: string
  automation_scope: WorkflowEvent['automation']['scope']
  contact_id: string
  phone: string
  first_name: string | null
  last_name: string | null
  node_id: string | null
  node_kind: NonNullable<WorkflowEvent['node']>['kind']
}

const sending = sql.raw(sendingKinds.map((kind) => `'${kind}'`).join(', '))

/**
 * The team's automation events within [from, to): each journey that entered, and each step that
 * sent (a send node left onward) or failed. A step's node kind is read from the version it ran.
 * Only journeys of the team (and automations of the team) are read.
 */
function eventsWithin(teamId: string, from: Date, to: Date): SQL {
  const start = from.toISOString()
  const end = to.toISOString()
  return sql`
    with steps as (
      select s.id, s.outcome, coalesce(s.left_at, s.entered_at) as at, s.node_id,
        s.journey_id, s.automation_id,
        (select n ->> 'kind' from automation_versions v,
            jsonb_array_elements(v.graph -> 'nodes') n
          where v.automation_id = s.automation_id and v.version = s.version
            and n ->> 'id' = s.node_id limit 1) as node_kind
      from automation_journey_steps s
      join automation_journeys j on j.id = s.journey_id and j.team_id = ${teamId}
      where s.outcome in ('completed', 'failed')
        and coalesce(s.left_at, s.entered_at) >= ${start}::timestamptz
        and coalesce(s.left_at, s.entered_at) < ${end}::timestamptz
    ),
    events as (
      select j.id, 'entry' as kind, j.entered_at as at, j.id as journey_id,
        null::text as node_id, null::text as node_kind
      from automation_journeys j
      where j.team_id = ${teamId}
        and j.entered_at >= ${start}::timestamptz and j.entered_at < ${end}::timestamptz
      union all
      select id, case when outcome = 'failed' then 'failure' else 'send' end, at, journey_id,
        node_id, node_kind
      from steps
      where outcome = 'failed' or node_kind in (${sending})
    )
    select e.id, e.kind, e.at, a.id as automation_id, a.name as automation_name,
      a.scope as automation_scope, c.id as contact_id, c.phone, c.first_name, c.last_name,
      e.node_id, e.node_kind
    from events e
    join automation_journeys j on j.id = e.journey_id
    join automations a on a.id = j.automation_id and a.team_id = ${teamId}
    join contacts c on c.id = j.contact_id`
}

const nameOf = (row: EventRow) =>
  [row.first_name, row.last_name].filter((part) => part !== null && part !== '').join(' ') || null

const present = (row: EventRow): WorkflowEvent => ({
  id: row.id,
  kind: row.kind,
  at: new Date(row.at).toISOString(),
  automation: { id: row.automation_id, name: row.automation_name, scope: row.automation_scope },
  contact: { id: row.contact_id, phone: row.phone, name: nameOf(row) },
  node: row.node_id === null ? null : { id: row.node_id, kind: row.node_kind },
})

/**
 * GET workflow/today: the team's automation events of today's UTC day (the home page's day),
 * failures first, then newest first, a page at a time, with each kind's count.
 */
export async function workflowToday(
  db: Database,
  teamId: string,
  now: Date,
  page: { page: number; per_page: number },
): Promise<WorkflowToday> {
  const day = now.toISOString().slice(0, 10)
  const from = new Date(`${day}T00:00:00.000Z`)
  const events = eventsWithin(teamId, from, new Date(from.getTime() + dayMs))
  const [rows, counts] = await Promise.all([
    db.execute(sql`select * from (${events}) listed
      order by (kind = 'failure') desc, at desc, id desc
      limit ${page.per_page} offset ${(page.page - 1) * page.per_page}`),
    db.execute(sql`select kind, count(*)::int as count from (${events}) counted group by kind`),
  ])
  const byKind = new Map(
    rowsOf<{ kind: WorkflowEventKind; count: number }>(counts).map((row) => [
      row.kind,
      Number(row.count),
    ]),
  )
  const failures = byKind.get('failure') ?? 0
  const sends = byKind.get('send') ?? 0
  const entries = byKind.get('entry') ?? 0
  return {
    day,
    time_zone: 'UTC',
    counts: { failures, sends, entries },
    data: rowsOf<EventRow>(rows).map(present),
    meta: listMetaOf(failures + sends + entries, page.page, page.per_page),
  }
}
