import { and, desc, eq, gte, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm'
import type {
  AutomationPeriodCountsResponse,
  EdgeStats,
  MnpStatsResponse,
  NodeStats,
  NodeStatsResponse,
} from '../../../../src/contract/automation/automation'
import type { AutomationGraph } from '../../../../src/contract/automation/graph'
import type { Database } from '../../db/connect'
import { countAll, countWhere } from '../../db/counts'
import {
  automationJourneySteps,
  automationJourneys,
  automations,
  automationVersions,
} from '../../db/schema'
import { journeyCounts } from './read'

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

const steps = automationJourneySteps

/** The steps of the automation a stats request covers. */
const stepsWithin = (scope: NodeStatsScope): SQL | undefined =>
  and(
    eq(steps.automationId, scope.automationId),
    scope.version === null ? undefined : eq(steps.version, scope.version),
    scope.from === null ? undefined : gte(steps.enteredAt, scope.from),
    scope.to === null ? undefined : lte(steps.enteredAt, scope.to),
  )

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
  const where = stepsWithin(scope)
  const [graph, nodeRows, edgeRows] = await Promise.all([
    graphOf(db, scope, draft),
    db
      .select({
        node_id: steps.nodeId,
        entered: countAll(),
        waiting: countWhere(sql`${steps.outcome} = 'waiting'`),
        completed: countWhere(sql`${steps.outcome} = 'completed'`),
        failed: countWhere(sql`${steps.outcome} = 'failed'`),
      })
      .from(steps)
      .where(where)
      .groupBy(steps.nodeId),
    db
      .select({ edge_id: sql<string>`${steps.edgeId}`, count: countAll() })
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

/** Per MNP lookup node of the graph: the steps that left by each branch, and the failed ones. */
export async function mnpStatsOf(
  db: Database,
  scope: NodeStatsScope,
  draft: AutomationGraph,
): Promise<MnpStatsResponse> {
  const graph = await graphOf(db, scope, draft)
  const lookups = graph.nodes.filter((node) => node.kind === 'mnp_lookup').map((node) => node.id)
  const rows =
    lookups.length === 0
      ? []
      : await db
          .select({
            node_id: steps.nodeId,
            ported: countWhere(sql`${steps.branch} = 'ported'`),
            not_ported: countWhere(sql`${steps.branch} = 'not_ported'`),
            unreachable: countWhere(sql`${steps.branch} = 'unreachable'`),
            failed: countWhere(sql`${steps.outcome} = 'failed'`),
          })
          .from(steps)
          .where(and(stepsWithin(scope), inArray(steps.nodeId, lookups)))
          .groupBy(steps.nodeId)
  const byNode = new Map(rows.map((row) => [row.node_id, row]))
  return {
    nodes: lookups.map(
      (nodeId) =>
        byNode.get(nodeId) ?? {
          node_id: nodeId,
          ported: 0,
          not_ported: 0,
          unreachable: 0,
          failed: 0,
        },
    ),
  }
}

/**
 * Per automation of the team among `automationIds`: its journeys that entered since `from` (all
 * when null), and how many of them completed and failed. Another team's ids answer nothing.
 */
export async function periodCountsOf(
  db: Database,
  teamId: string,
  automationIds: readonly string[],
  from: Date | null,
): Promise<AutomationPeriodCountsResponse> {
  const { entered, completed, failed } = journeyCounts(sql`${automationJourneys.state}`)
  const ids = [...automationIds]
  const [owned, rows] = await Promise.all([
    db
      .select({ id: automations.id })
      .from(automations)
      .where(and(eq(automations.teamId, teamId), inArray(automations.id, ids))),
    db
      .select({ automation_id: automationJourneys.automationId, entered, completed, failed })
      .from(automationJourneys)
      .where(
        and(
          eq(automationJourneys.teamId, teamId),
          inArray(automationJourneys.automationId, ids),
          from === null ? undefined : gte(automationJourneys.enteredAt, from),
        ),
      )
      .groupBy(automationJourneys.automationId),
  ])
  const counted = new Map(rows.map((row) => [row.automation_id, row]))
  return {
    automations: owned.map(
      ({ id }) => counted.get(id) ?? { automation_id: id, entered: 0, completed: 0, failed: 0 },
    ),
  }
}
