import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Context } from 'hono'
import type { ActivityAction, ActivitySubjectType } from '../../../../src/contract/activity'
import { id as idSchema } from '../../../../src/contract/fields'
import { defaultResourceRules, type ResourceAction } from '../../../../src/contract/permissions'
import type { Database } from '../../db/connect'
import { recordActivity } from '../../domain/activity/record'
import { actorOf, type Deed, ensureRole, type TeamAccess } from '../../domain/teams/access'
import { said, type Thing, type Words } from '../../http/words'

/**
 * The audience calls beside CRUD take the resources' role rules: everyone reads, editors and up
 * write. `what` finishes the refusal: the things acted on ("… does not allow you to delete
 * contacts"), or a deed of its own.
 */
export function authorize(
  access: TeamAccess,
  action: ResourceAction,
  what: Thing | { deed: Deed },
): void {
  ensureRole(
    access.team.role,
    defaultResourceRules[action],
    typeof what === 'string' ? { action, things: what } : what,
  )
}

/** An activity-log entry of a call acting on many rows at once (one entry per call). */
export async function recordBulk(
  db: Database,
  access: TeamAccess,
  entry: {
    action: ActivityAction
    subjectType: ActivitySubjectType
    subjectId?: string
    label: string | Words
    properties?: Record<string, unknown>
  },
) {
  await recordActivity(db, {
    teamId: access.team.id,
    actor: actorOf(access),
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId ?? randomUUID(),
    subjectLabel: entry.label,
    properties: entry.properties ?? {},
  })
}

/** The label of an entry about many contacts: "3 contacts", in every language. */
export const contactCount = (count: number) => said('activity.contacts', { count })

/** A table of team-owned rows addressed by id. */
type TeamOwnedTable = PgTable & { id: PgColumn; teamId: PgColumn }

/**
 * The row `:id` of the path names in the caller's team. A malformed id, another team's row and
 * one that never was are the same 404 (`notFound`).
 */
export async function findTeamRow<Table extends TeamOwnedTable>(
  db: Database,
  table: Table,
  access: TeamAccess,
  c: Context,
  notFound: () => Error,
): Promise<Table['$inferSelect']> {
  const rowId = c.req.param('id') ?? ''
  if (!idSchema.safeParse(rowId).success) throw notFound()
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.teamId, access.team.id), eq(table.id, rowId)))
  if (!row) throw notFound()
  return row as Table['$inferSelect']
}
