import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { insideJourneyStates } from '../../../../src/contract/automation/automation'
import type { AutomationGraph } from '../../../../src/contract/automation/graph'
import type { Database } from '../../db/connect'
import {
  automationJourneySteps,
  automationJourneys,
  automationWebhookDeliveries,
} from '../../db/schema'
import { type FieldErrors, ValidationError } from '../../http/errors'
import { said } from '../../http/words'

/** Where contacts at a node the new version lacks go: a node of it, or null to end there. */
export type NodeMap = Record<string, string | null>

const inside = (automationId: string) =>
  and(
    eq(automationJourneys.automationId, automationId),
    inArray(automationJourneys.state, [...insideJourneyStates]),
  )

/** How many contacts are inside at each node (any version). */
async function heldNodes(tx: Database, automationId: string) {
  return tx
    .select({ nodeId: automationJourneys.nodeId, count: sql<number>`count(*)::int` })
    .from(automationJourneys)
    .where(inside(automationId))
    .groupBy(automationJourneys.nodeId)
}

/**
 * The moves a publish of `graph` makes for the contacts inside, checked: every node that holds
 * contacts and is not in the graph must be mapped, to a node of the graph or to null (422 at
 * `node_map.<id>` otherwise).
 */
export async function plannedMoves(
  tx: Database,
  automationId: string,
  graph: AutomationGraph,
  nodeMap: NodeMap,
): Promise<{ from: string; to: string | null }[]> {
  const kept = new Set(graph.nodes.map((node) => node.id))
  const errors: FieldErrors = {}
  const moves: { from: string; to: string | null }[] = []
  for (const held of await heldNodes(tx, automationId)) {
    if (kept.has(held.nodeId)) continue
    const target = nodeMap[held.nodeId]
    if (target === undefined)
      errors[`node_map.${held.nodeId}`] = [
        said('automation.nodeNeedsMapping', { count: held.count }),
      ]
    else if (target !== null && !kept.has(target))
      errors[`node_map.${held.nodeId}`] = ['automation.mapTargetUnknown']
    else moves.push({ from: held.nodeId, to: target })
  }
  if (Object.keys(errors).length > 0) throw ValidationError.fields(errors)
  return moves
}

/**
 * Carries the contacts inside into `version`: those at a removed node move to its mapped node
 * (running and due, so the engine takes them on from there) or end (completed); their open step there
 * closes (a webhook waiting to be delivered there is dropped), and a moved one opens a step at its
 * new node. Everyone else stays where they are.
 */
export async function carryJourneys(
  tx: Database,
  automationId: string,
  version: number,
  moves: { from: string; to: string | null }[],
  now: Date,
): Promise<void> {
  for (const move of moves) {
    const moved = await tx
      .update(automationJourneys)
      .set(
        move.to === null
          ? { state: 'completed', finishedAt: now, wakeAt: null }
          : { nodeId: move.to, state: 'running', nodeEnteredAt: now, wakeAt: now },
      )
      .where(and(inside(automationId), eq(automationJourneys.nodeId, move.from)))
      .returning({ id: automationJourneys.id })
    const journeyIds = moved.map((journey) => journey.id)
    if (journeyIds.length === 0) continue
    const closed = await tx
      .update(automationJourneySteps)
      .set({ outcome: 'completed', leftAt: now })
      .where(
        and(
          inArray(automationJourneySteps.journeyId, journeyIds),
          eq(automationJourneySteps.nodeId, move.from),
          isNull(automationJourneySteps.leftAt),
        ),
      )
      .returning({ id: automationJourneySteps.id })
    // A webhook not yet delivered at a removed node is not POSTed for a journey gone on.
    if (closed.length > 0)
      await tx.delete(automationWebhookDeliveries).where(
        and(
          inArray(
            automationWebhookDeliveries.stepId,
            closed.map((step) => step.id),
          ),
          eq(automationWebhookDeliveries.status, 'pending'),
        ),
      )
    const target = move.to
    if (target !== null)
      await tx.insert(automationJourneySteps).values(
        journeyIds.map((journeyId) => ({
          journeyId,
          automationId,
          version,
          nodeId: target,
          outcome: 'waiting' as const,
          enteredAt: now,
        })),
      )
  }
  await tx.update(automationJourneys).set({ version }).where(inside(automationId))
}
