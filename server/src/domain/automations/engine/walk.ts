import { type IndexedGraph, maxHops, routeOf } from '../../../../../src/contract/automation/route'
import { timeOrderedId } from '../../../db/time-ordered-id'
import { storeWords } from '../../../http/stored-words'
import { said, type Words } from '../../../http/words'
import type { ClaimedJourney, JourneyEnd, StepDraft } from './journey'
import { failureWords, runNode, type Visit } from './nodes'

/** A step opened at `nodeId` now. */
export function openStep(journey: ClaimedJourney, nodeId: string, now: Date): StepDraft {
  return {
    id: timeOrderedId(),
    isNew: true,
    journeyId: journey.id,
    automationId: journey.automationId,
    version: journey.version,
    nodeId,
    outcome: 'waiting',
    branch: null,
    edgeId: null,
    enteredAt: now,
    leftAt: null,
    attempts: 0,
    error: null,
    errorWords: null,
  }
}

export interface Walk {
  steps: StepDraft[]
  end: JourneyEnd
}

type WalkInput = Omit<Visit, 'node' | 'step' | 'woken'> & {
  graph: IndexedGraph
  /** The journey's open step at its node, if it has one. */
  open: StepDraft | undefined
}

function failStep(step: StepDraft, words: Words, now: Date) {
  const stored = storeWords(words)
  Object.assign(step, { outcome: 'failed', leftAt: now, error: stored.en, errorWords: stored })
}

/**
 * Takes a claimed journey from its node as far as it goes now: each node run writes its step
 * (completed with the branch and edge left by, waiting, or failed) and the next node opens one,
 * until the journey waits, ends (an end node, or a branch with no edge) or fails. Where a move
 * leads, and the hop limit, are the test run's too (src/contract/automation/route.ts).
 */
export async function walkJourney(input: WalkInput): Promise<Walk> {
  const { journey, graph, now } = input
  const steps: StepDraft[] = []
  let step = input.open ?? openStep(journey, journey.nodeId, now)
  let woken = journey.state === 'waiting'
  const finish = (state: JourneyEnd['state'], wakeAt: Date | null = null): Walk => {
    steps.push(step)
    const inside = state === 'running' || state === 'waiting'
    return {
      steps,
      end: {
        id: journey.id,
        nodeId: step.nodeId,
        state,
        nodeEnteredAt: step.enteredAt,
        wakeAt,
        finishedAt: inside ? null : now,
      },
    }
  }
  for (let hops = 0; hops < maxHops; hops++) {
    const node = graph.nodes.get(step.nodeId)
    if (!node) {
      failStep(
        step,
        said('automation.engine.unknownNode', { node: step.nodeId, version: journey.version }),
        now,
      )
      return finish('failed')
    }
    const result = await runNode({ ...input, node, step, woken })
    woken = false
    if ('waitUntil' in result) {
      step.outcome = 'waiting'
      return finish('waiting', result.waitUntil)
    }
    if ('fail' in result) {
      failStep(step, result.fail, now)
      return finish('failed')
    }
    const route = routeOf(graph, node.id, result)
    if ('fail' in route) {
      failStep(step, failureWords(route, journey.version), now)
      return finish('failed')
    }
    step.outcome = 'completed'
    step.leftAt = now
    step.branch = route.branch
    step.edgeId = route.edge?.id ?? null
    if (!route.next) return finish('completed')
    steps.push(step)
    step = openStep(journey, route.next.id, now)
  }
  failStep(step, said('automation.engine.tooManyHops'), now)
  return finish('failed')
}
