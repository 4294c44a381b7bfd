import { and, eq, inArray } from 'drizzle-orm'
import { z } from 'zod'
import { journeyStates, stepOutcomes } from '../../../src/contract/automation/automation'
import { elementId } from '../../../src/contract/automation/graph'
import { id } from '../../../src/contract/fields'
import type { Database } from '../db/connect'
import { automationJourneySteps, automationJourneys, automations, contacts } from '../db/schema'

/**
 * Journeys as the engine leaves them: a contact of the automation's team, the state it is in,
 * and each node it reached with how it left. For the graph's counts, which must not wait for
 * the engine. Written against the automation's latest version.
 */
export const seededJourneys = z.object({
  journeys: z
    .array(
      z.object({
        contact_id: id,
        state: z.enum(journeyStates),
        steps: z
          .array(
            z.object({
              node_id: elementId,
              outcome: z.enum(stepOutcomes),
              edge_id: elementId.nullable().default(null),
            }),
          )
          .min(1)
          .max(100),
      }),
    )
    .min(1)
    .max(100),
})
export type SeededJourneys = z.input<typeof seededJourneys>

/**
 * Writes the journeys; answers how many, or null when the automation is unpublished or absent or
 * a contact is not of its team (then nothing is written).
 */
export async function seedJourneys(
  db: Database,
  automationId: string,
  journeys: z.output<typeof seededJourneys>['journeys'],
): Promise<number | null> {
  const [automation] = await db.select().from(automations).where(eq(automations.id, automationId))
  if (!automation || automation.version === null) return null
  const { teamId, version } = automation
  const contactIds = [...new Set(journeys.map((journey) => journey.contact_id))]
  const known = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.teamId, teamId), inArray(contacts.id, contactIds)))
  if (known.length !== contactIds.length) return null
  await db.transaction(async (tx) => {
    for (const journey of journeys) {
      const [row] = await tx
        .insert(automationJourneys)
        .values({
          teamId,
          automationId,
          contactId: journey.contact_id,
          version,
          nodeId: journey.steps.at(-1)?.node_id ?? '',
          state: journey.state,
        })
        .returning({ id: automationJourneys.id })
      await tx.insert(automationJourneySteps).values(
        journey.steps.map((step) => ({
          journeyId: row?.id ?? '',
          automationId,
          version,
          nodeId: step.node_id,
          outcome: step.outcome,
          branch: null,
          edgeId: step.edge_id,
        })),
      )
    }
  })
  return journeys.length
}

/**
 * Fast-forwards the waits of an automation: every journey waiting in it is due now, so the
 * engine's next batch takes it on, as if its time had come. Answers how many, or null when the
 * automation is absent.
 */
export async function wakeJourneys(
  db: Database,
  automationId: string,
  now: Date,
): Promise<number | null> {
  const [automation] = await db
    .select({ id: automations.id })
    .from(automations)
    .where(eq(automations.id, automationId))
  if (!automation) return null
  const woken = await db
    .update(automationJourneys)
    .set({ wakeAt: now })
    .where(
      and(
        eq(automationJourneys.automationId, automationId),
        eq(automationJourneys.state, 'waiting'),
      ),
    )
    .returning({ id: automationJourneys.id })
  return woken.length
}
