import { randomUUID } from 'node:crypto'
import type { ActivityAction, ActivitySubjectType } from '../../../../src/contract/activity'
import { defaultResourceRules, type ResourceAction } from '../../../../src/contract/permissions'
import type { Database } from '../../db/connect'
import { recordActivity } from '../../domain/activity/record'
import { actorOf, ensureRole, type TeamAccess } from '../../domain/teams/access'

/**
 * The audience calls beside CRUD take the resources' role rules: everyone reads, editors and up
 * write. `what` finishes the refusal: "… does not allow you to delete contacts."
 */
export function authorize(access: TeamAccess, action: ResourceAction, what: string): void {
  ensureRole(access.team.role, defaultResourceRules[action], what)
}

/** An activity-log entry of a call acting on many rows at once (one entry per call). */
export async function recordBulk(
  db: Database,
  access: TeamAccess,
  entry: {
    action: ActivityAction
    subjectType: ActivitySubjectType
    subjectId?: string
    label: string
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

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en')} ${count === 1 ? one : many}`
