import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm'
import {
  type AutomationCounts,
  type AutomationResource,
  insideJourneyStates,
} from '../../../../src/contract/automation/automation'
import { triggerEventOf } from '../../../../src/contract/automation/graph'
import type { Database } from '../../db/connect'
import { countAll, countWhere } from '../../db/counts'
import { automationJourneys, automations } from '../../db/schema'
import { ApiError } from '../../http/errors'
import { said } from '../../http/words'

export const automationNotFound = () =>
  new ApiError(404, said('thing.notFound', { thing: 'automation' }))

const insideStates = sql.raw(insideJourneyStates.map((state) => `'${state}'`).join(', '))

/**
 * A column of the automation being read, named with its table: drizzle writes a column of the
 * selected table bare, which inside a subquery would name the subquery's own column.
 */
const automationColumn = (name: 'id' | 'version' | 'graph') =>
  sql`${sql.identifier('automations')}.${sql.identifier(name)}`

/**
 * The journeys' counts of a group of journeys (`state` their state column): the list's counts
 * over all time, and over a period (POST automations/counts).
 */
export const journeyCounts = (state: SQL) => ({
  inside: countWhere(sql`${state} in (${insideStates})`),
  entered: countAll(),
  completed: countWhere(sql`${state} = 'completed'`),
  failed: countWhere(sql`${state} = 'failed'`),
})

const everJourneyCounts = journeyCounts(sql.raw('j.state'))

/**
 * Values read with each automation: its journeys' counts, and whether the draft differs from the
 * latest version (jsonb equality ignores key order, so a draft saved back unchanged is equal).
 */
export const automationComputed = {
  counts: sql<AutomationCounts>`(
    select jsonb_build_object(
      'inside', ${everJourneyCounts.inside},
      'entered', ${everJourneyCounts.entered},
      'completed', ${everJourneyCounts.completed},
      'failed', ${everJourneyCounts.failed})
    from automation_journeys j where j.automation_id = ${automationColumn('id')})`,
  has_draft_changes: sql<boolean>`(${automationColumn('version')} is null
    or ${automationColumn('graph')} is distinct from (
      select v.graph from automation_versions v
      where v.automation_id = ${automationColumn('id')}
        and v.version = ${automationColumn('version')}))`,
}

export type AutomationRow = typeof automations.$inferSelect & {
  counts: AutomationCounts
  has_draft_changes: boolean
}

export function presentAutomation(row: AutomationRow): AutomationResource {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    scope: row.scope,
    graph: row.graph,
    trigger: triggerEventOf(row.graph),
    version: row.version,
    published_at: row.publishedAt?.toISOString() ?? null,
    published_by:
      row.publishedByName === null ? null : { id: row.publishedById, name: row.publishedByName },
    has_draft_changes: row.has_draft_changes,
    allow_reentry: row.allowReentry,
    counts: row.counts,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

/** An automation of the team with its computed values; 404 for another team's or none. */
export async function readAutomation(
  db: Database,
  teamId: string,
  automationId: string,
): Promise<AutomationRow> {
  const [row] = await db
    .select({ ...getTableColumns(automations), ...automationComputed })
    .from(automations)
    .where(and(eq(automations.teamId, teamId), eq(automations.id, automationId)))
  if (!row) throw automationNotFound()
  return row
}

/** Locks an automation of the team for a command (publish, toggle); 404 when it is not there. */
export async function lockAutomation(db: Database, teamId: string, automationId: string) {
  const [row] = await db
    .select()
    .from(automations)
    .where(and(eq(automations.teamId, teamId), eq(automations.id, automationId)))
    .for('update')
  if (!row) throw automationNotFound()
  return row
}

/** How many contacts are inside an automation now (running a step or waiting). */
export async function contactsInside(db: Database, automationId: string): Promise<number> {
  const [row] = await db
    .select({ value: countAll() })
    .from(automationJourneys)
    .where(
      and(
        eq(automationJourneys.automationId, automationId),
        sql`${automationJourneys.state} in (${insideStates})`,
      ),
    )
  return row?.value ?? 0
}
