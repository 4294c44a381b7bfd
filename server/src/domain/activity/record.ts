import { sql } from 'drizzle-orm'
import type { ActivityAction, ActivitySubjectType } from '../../../../src/contract/activity'
import type { Database } from '../../db/connect'
import { activityLog } from '../../db/schema'
import { storeWords } from '../../http/stored-words'
import type { Words } from '../../http/words'

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
  /**
   * How the record read at the time ("VIP level", "ada@example.com"), or words the server makes
   * for it ("3 contacts"), kept in every language.
   */
  subjectLabel: string | Words
  properties?: Record<string, unknown>
}

function labelColumns(label: string | Words) {
  if (typeof label === 'string') return { subjectLabel: label, subjectLabelWords: null }
  const words = storeWords(label)
  return { subjectLabel: words.en, subjectLabelWords: words }
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
    ...labelColumns(input.subjectLabel),
    properties: input.properties ?? {},
    // The time of this statement, not of the transaction (now()): entries one change writes
    // together (invitation accepted, member joined) keep their order.
    createdAt: sql`clock_timestamp()`,
  })
}
