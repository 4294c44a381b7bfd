import { and, eq } from 'drizzle-orm'
import type { GraphNode } from '../../../../../src/contract/automation/graph'
import {
  conditionMove,
  leaveNext,
  type NodeFailure,
  type NodeMove,
  type NodeOnward,
  nodeNeed,
  taggedWith,
} from '../../../../../src/contract/automation/nodeStep'
import type { RuleCondition } from '../../../../../src/contract/segment-rules'
import type { Database } from '../../../db/connect'
import { contacts } from '../../../db/schema'
import { said, type Words } from '../../../http/words'
import { RuleCompileError } from '../../segments/compile'
import { segmentCondition } from '../../segments/matching'
import type { AutomationEngineDeps } from './deps'
import { effects } from './effects'
import type { ClaimedJourney, JourneyContact, StepDraft } from './journey'
import type { BatchWrites } from './writes'

/**
 * What running a node came to: a move, a hold (until a time, or with none until something
 * outside wakes the journey: a webhook's delivery), or a failure in words.
 */
export type NodeResult = NodeOnward | { waitUntil: Date | null } | { fail: Words }

/** One node's run for one journey. `woken`: the journey was waiting here and its time came. */
export interface Visit {
  tx: Database
  deps: AutomationEngineDeps
  now: Date
  journey: ClaimedJourney
  contact: JourneyContact
  node: GraphNode
  step: StepDraft
  woken: boolean
  writes: BatchWrites
  /** Sender ids and texts read once per batch. */
  smsParts: Map<string, Promise<{ sender: string; textId: string; body: string } | null>>
}

/**
 * A condition answered in SQL, by the segment compiler, on the contact's row as it stands. A rule
 * the compiler refuses (a custom field changed its type since the publish) fails the step, never
 * the batch: thrown, it would roll back every journey claimed with it, on every poll.
 */
async function holdsInSql(visit: Visit, rule: RuleCondition): Promise<boolean | 'unfit'> {
  await visit.writes.flushTags(visit.tx)
  let condition: Awaited<ReturnType<typeof segmentCondition>>
  try {
    condition = await segmentCondition(
      visit.tx,
      visit.journey.teamId,
      { match: 'all', rules: [rule] },
      visit.now,
    )
  } catch (error) {
    if (error instanceof RuleCompileError) return 'unfit'
    throw error
  }
  const [match] = await visit.tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.id, visit.contact.id), condition))
  return match !== undefined
}

/** A move the node semantics refuse, in words for the step. */
export function failureWords(failure: NodeFailure, version: number): Words {
  switch (failure.fail) {
    case 'settings':
      return said('automation.engine.badSettings')
    case 'goto_target':
      return said('automation.engine.unknownNode', { node: failure.target, version })
    case 'date_missing':
      return said('automation.engine.dateMissing', { field: failure.field })
  }
}

const resultOf = (move: NodeMove, version: number): NodeResult =>
  'fail' in move ? { fail: failureWords(move, version) } : move

/**
 * Runs a node of the journey's version with its settings as published: what it does comes from
 * the contract's node semantics (src/contract/automation/nodeStep.ts), shared with the test
 * run; the engine answers its question with real effects.
 */
export async function runNode(visit: Visit): Promise<NodeResult> {
  const { journey } = visit
  const need = nodeNeed(visit.node, visit.contact, {
    automationId: journey.automationId,
    now: visit.now,
    woken: visit.woken,
  })
  if ('move' in need) return resultOf(need.move, journey.version)
  if ('wait' in need) return need.hold ? { waitUntil: need.hold } : leaveNext
  if ('condition' in need) {
    const holds = await holdsInSql(visit, need.condition)
    return holds === 'unfit'
      ? { fail: said('automation.engine.conditionUnfit') }
      : conditionMove(holds)
  }
  if ('tag' in need) {
    visit.contact.tags = taggedWith(visit.contact.tags, need.tag, need.add)
    visit.writes.changeTag(journey.teamId, visit.contact.id, need.tag, need.add)
    return leaveNext
  }
  const effect = effects[need.effect] as (visit: Visit, request: unknown) => Promise<NodeResult>
  return effect(visit, need.request)
}
