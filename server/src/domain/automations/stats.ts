import { and, desc, eq, gte, isNotNull, lte, type SQL, sql } from 'drizzle-orm'
import type {
  EdgeStats,
  NodeStats,
  NodeStatsResponse,
} from '../../../../src/contract/automation/automation'
import type { AutomationGraph } from '../../../../src/contract/automation/graph'
import type { Database } from '../../db/connect'
import { automationJourneySteps, automationVersions } from '../../db/schema'

export interface NodeStatsScope {
  automationId: string
  /** One version's journeys, or every version's (null). */
  version: number | null
  /** Steps entered within [from, to]; either bound may be open. */
  from: Date | null
  to: Date | null
}

/** The graph whose nodes and edges the answer lists: the version asked for, or the latest. */
async function graphOf(
  db: Database,
  scope: NodeStatsScope,
  draft: AutomationGraph,
): Promise<AutomationGraph> {
  const [version] = await db
    .select({ graph: automationVersions.graph })
    .from(automationVersions)
    .where(
      and(
        eq(automationVersions.automationId, scope.automationId),
        scope.version === null ? undefined : eq(automationVersions.version, scope.version),
      ),
    )
    .orderBy(desc(automationVersions.version))
    .limit(1)
  return version?.graph ?? draft
}

/**
 * Per node: the steps entered there, still waiting there, left onward, and failed; per edge:
 * the steps that left by it. Counted from the journeys' steps, so a split's arms add up to its
 * completed count. Every node and edge of the graph is answered, with zeros when none passed;
 * nodes of older versions that journeys passed follow them.
 */
export async function nodeStatsOf(
  db: Database,
  scope: NodeStatsScope,
  draft: AutomationGraph,
): Promise<NodeStatsResponse> {
  const steps = automationJourneySteps
  const where: SQL | undefined = and(
    eq(steps.automationId, scope.automationId),
    scope.version === null ? undefined : eq(steps.version, scope.version),
    scope.from === null ? undefined : gte(steps.enteredAt, scope.from),
    scope.to === null ? undefined : lte(steps.enteredAt, scope.to),
  )
  const [graph, nodeRows, edgeRows] = await Promise.all([
    graphOf(db, scope, draft),
    db
      .select({
        node_id: steps.nodeId,
        entered: sql<number>`count(*)::int`,
        waiting: sql<number>`(count(*) filter (where ${steps.outcome} = 'waiting'))::int`,
        completed: sql<number>`(count(*) filter (where ${steps.outcome} = 'completed'))::int`,
        failed: sql<number>`(count(*) filter (where ${steps.outcome} = 'failed'))::int`,
      })
      .from(steps)
      .where(where)
      .groupBy(steps.nodeId),
    db
      .select({ edge_id: sql<string>`${steps.edgeId}`, count: sql<number>`count(*)::int` })
      .from(steps)
      .where(and(where, isNotNull(steps.edgeId)))
      .groupBy(steps.edgeId),
  ])
  const nodes = new Map<string, NodeStats>(
    graph.nodes.map((node) => [
      node.id,
      { node_id: node.id, entered: 0, waiting: 0, completed: 0, failed: 0 },
    ]),
  )
  for (const row of nodeRows) nodes.set(row.node_id, row)
  const edges = new Map<string, EdgeStats>(
    graph.edges.map((edge) => [edge.id, { edge_id: edge.id, count: 0 }]),
  )
  for (const row of edgeRows) edges.set(row.edge_id, row)
  return { nodes: [...nodes.values()], edges: [...edges.values()] }
}
