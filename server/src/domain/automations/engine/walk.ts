import type {
  AutomationGraph,
  GraphEdge,
  GraphNode,
} from '../../../../../src/contract/automation/graph'
import { automationEngine } from '../../../../../src/contract/constants'
import { timeOrderedId } from '../../../db/time-ordered-id'
import { storeWords } from '../../../http/stored-words'
import { said, type Words } from '../../../http/words'
import type { ClaimedJourney, JourneyEnd, StepDraft } from './journey'
import { runNode, type Visit } from './nodes'

/** A version's graph with its nodes by id and edges by source and branch, read once. */
export interface IndexedGraph {
  nodes: Map<string, GraphNode>
  edges: Map<string, GraphEdge>
}

const edgeKey = (source: string, branch: string) => `${source}\u0000${branch}`

export function indexGraph(graph: AutomationGraph): IndexedGraph {
  return {
    nodes: new Map(graph.nodes.map((node) => [node.id, node])),
    edges: new Map(graph.edges.map((edge) => [edgeKey(edge.source, edge.branch), edge])),
  }
}

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
 * until the journey waits, ends (an end node, or a branch with no edge) or fails.
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
  for (let hops = 0; hops < automationEngine.maxHopsPerWalk; hops++) {
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
    step.outcome = 'completed'
    step.leftAt = now
    if ('end' in result) return finish('completed')
    const edge = 'leave' in result ? graph.edges.get(edgeKey(node.id, result.leave)) : undefined
    step.branch = 'leave' in result ? result.leave : null
    step.edgeId = edge?.id ?? null
    const nextId = 'jump' in result ? result.jump : edge?.target
    if (nextId === undefined) return finish('completed')
    steps.push(step)
    step = openStep(journey, nextId, now)
  }
  failStep(step, said('automation.engine.tooManyHops'), now)
  return finish('failed')
}
