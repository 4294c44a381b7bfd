import type {
  NodeStats,
  NodeStatsResponse,
  StepOutcome,
} from '../../../../contract/automation/automation'
import { dataOrThrow } from '../../../../contract/result'
import { automationsApi } from '../../list/automationsApi'
import { periodFrom, type StatsPeriod } from '../../statsPeriod'

/** The graph's counts over a period, from its start as of now. */
export const choosePeriod = (choice: StatsChoice, period: StatsPeriod): StatsChoice => ({
  ...choice,
  period,
  from: periodFrom(period),
})

/** Which journeys the graph's counts are of: those that entered in a period, of one version or all. */
export interface StatsChoice {
  automationId: string
  period: StatsPeriod
  /** The period's start when it was chosen (held, so the query stays the same between renders). */
  from: string | null
  /** One published version's journeys; null: every version's. */
  version: number | null
}

/** A count on the graph, to open the contacts behind it: a node's (by outcome) or an edge's. */
export type CountChoice =
  | { nodeId: string; outcome: StepOutcome | 'entered'; count: number }
  | { edgeId: string; count: number }

export const countedOutcomes = ['entered', 'waiting', 'completed', 'failed'] as const

/** The counts the canvas and the panel read, by node and by edge id. */
export interface GraphStats {
  nodes: ReadonlyMap<string, NodeStats>
  edges: ReadonlyMap<string, number>
}

export const graphStatsOf = (answer: NodeStatsResponse): GraphStats => ({
  nodes: new Map(answer.nodes.map((node) => [node.node_id, node])),
  edges: new Map(answer.edges.map((edge) => [edge.edge_id, edge.count])),
})

/** POST automations/nodes/stats for a choice, as of now. */
export const loadGraphStats = async (choice: StatsChoice, signal: AbortSignal) =>
  graphStatsOf(
    dataOrThrow(
      await automationsApi.nodeStats(
        {
          automation_id: choice.automationId,
          version: choice.version,
          from: choice.from,
        },
        signal,
      ),
    ),
  )

/** The contact filter (`filter[automation*]`) of the journeys behind a count. */
export function countFilter(choice: StatsChoice, count: CountChoice): Record<string, string> {
  const { from } = choice
  return {
    automation: choice.automationId,
    ...('edgeId' in count
      ? { automation_edge: count.edgeId }
      : {
          automation_node: count.nodeId,
          ...(count.outcome === 'entered' ? {} : { automation_outcome: count.outcome }),
        }),
    ...(choice.version === null ? {} : { automation_version: String(choice.version) }),
    ...(from === null ? {} : { automation_from: from }),
  }
}
