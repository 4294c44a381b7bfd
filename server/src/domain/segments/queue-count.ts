import { randomUUID } from 'node:crypto'
import { audienceLimits } from '../../../../src/contract/constants'
import type { RuleGroup } from '../../../../src/contract/segment-rules'
import type { Database } from '../../db/connect'
import type { segments } from '../../db/schema'
import { countMatching, segmentCondition, teamContactCount } from './matching'

export type CountState = Partial<typeof segments.$inferInsert> & { countRun: string }

/**
 * The count columns of a segment whose count starts over: queued for a worker under a new run,
 * so a worker still counting under the old one stops at its next step.
 */
export function freshCount() {
  return {
    countStatus: 'queued' as const,
    countRun: randomUUID(),
    countProcessed: 0,
    countTotal: 0,
    countMatched: 0,
    countCursor: null,
    countStartedAt: null,
    countFinishedAt: null,
    countError: null,
    countClaimedUntil: null,
  } satisfies CountState
}

/**
 * The count of a segment being saved: a team with at most one step of contacts is counted at
 * once (the answer holds the count); a larger one is queued for the background.
 */
export async function firstCount(
  db: Database,
  teamId: string,
  rules: RuleGroup,
): Promise<CountState> {
  const total = await teamContactCount(db, teamId)
  if (total > audienceLimits.segmentRecountChunk) return freshCount()
  const now = new Date()
  const matched = await countMatching(db, await segmentCondition(db, teamId, rules, now))
  return {
    ...freshCount(),
    countStatus: 'done',
    countProcessed: total,
    countTotal: total,
    countMatched: matched,
    contactCount: matched,
    countedAt: now,
    countStartedAt: now,
    countFinishedAt: now,
  }
}
