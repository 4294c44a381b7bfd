import { and, eq, inArray } from 'drizzle-orm'
import type { AutomationGraph } from '../../../../src/contract/automation/graph'
import {
  type GraphProblem,
  graphReferences,
  type RecordReference,
  type ReferenceKind,
  referenceKey,
  referenceProblems,
} from '../../../../src/contract/automation/problems'
import type { Database } from '../../db/connect'
import { emailTemplates, feeds, segments, senderIds, smsTexts, voiceAgents } from '../../db/schema'

/** The table of each kind of record a setting names; each has the id and the team. */
const tables = {
  segment: segments,
  feed: feeds,
  sender: senderIds,
  text: smsTexts,
  agent: voiceAgents,
  template: emailTemplates,
} as const satisfies Record<ReferenceKind, unknown>

/** The keys (`kind:id`) of the records among `references` that the team has. */
async function foundRecords(
  db: Database,
  teamId: string,
  references: readonly RecordReference[],
): Promise<Set<string>> {
  const found = new Set<string>()
  for (const kind of new Set(references.map((reference) => reference.kind))) {
    const table = tables[kind]
    const ids = references.filter((reference) => reference.kind === kind).map(({ id }) => id)
    const rows = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.teamId, teamId), inArray(table.id, ids)))
    for (const row of rows) found.add(referenceKey({ kind, id: row.id }))
  }
  return found
}

/**
 * The settings of a graph naming a record the team no longer has (deleted since it was picked,
 * or never the team's): what a publish refuses, on `nodes.<id>.<setting>`.
 */
export async function deletedReferenceProblems(
  db: Database,
  teamId: string,
  graph: AutomationGraph,
): Promise<GraphProblem[]> {
  const found = await foundRecords(db, teamId, graphReferences(graph))
  return referenceProblems(graph, (reference) => found.has(referenceKey(reference)))
}

/** POST automations/references: the asked records the team does not have. */
export async function missingRecords(
  db: Database,
  teamId: string,
  references: readonly RecordReference[],
): Promise<RecordReference[]> {
  const found = await foundRecords(db, teamId, references)
  return references.filter((reference) => !found.has(referenceKey(reference)))
}
