import { sql } from 'drizzle-orm'
import type { ActivityAction, ActivitySubjectType } from '../../../../src/contract/activity'
import type { Database } from '../../db/connect'
import { activityLog } from '../../db/schema'

/** Who did it: the user, and the API token when the call was made with one. */
export interface Actor {
  userId: string
  name: string
  apiToken: { id: string; name: string } | null
}

export interface ActivityInput {
  teamId: string
  actor: Actor
  action: ActivityAction
  subjectType: ActivitySubjectType
  subjectId: string
  /** How the record read at the time ("VIP level", "ada@example.com"). */
  subjectLabel: string
  properties?: Record<string, unknown>
}

/** Appends one entry; call it with the transaction of the change it records. */
export async function recordActivity(db: Database, input: ActivityInput): Promise<void> {
  await db.insert(activityLog).values({
    teamId: input.teamId,
    actorId: input.actor.userId,
    actorName: input.actor.name,
    apiTokenId: input.actor.apiToken?.id ?? null,
    apiTokenName: input.actor.apiToken?.name ?? null,
    action: input.action,
    subjectType: input.subjectType,
    subjectId: input.subjectId,
    subjectLabel: input.subjectLabel,
    properties: input.properties ?? {},
    // The time of this statement, not of the transaction (now()): entries one change writes
    // together (invitation accepted, member joined) keep their order.
    createdAt: sql`clock_timestamp()`,
  })
}
