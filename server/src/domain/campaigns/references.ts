import { and, eq, inArray, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import { defaultRoutingScope } from '../../../../src/contract/constants'
import type { CampaignTargets, smsCampaignRequest } from '../../../../src/contract/sms-campaign'
import type { Database } from '../../db/connect'
import { feeds, offers, routingPlans, segments, senderIds, smsTexts, tags } from '../../db/schema'
import { type FieldErrors, ValidationError } from '../../http/errors'
import { said } from '../../http/words'

type CampaignInput = z.output<typeof smsCampaignRequest>

/** The ids of `wanted` that are rows of the team in `table`. */
export async function knownIds(
  db: Database,
  table: PgTable & { id: PgColumn; teamId: PgColumn },
  teamId: string,
  wanted: readonly string[],
): Promise<Set<string>> {
  if (wanted.length === 0) return new Set()
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.teamId, teamId), inArray(table.id, [...wanted])))
  return new Set(rows.map((row) => String(row.id)))
}

/** Whether the plan is the team's and routes SMS traffic (a hub plan is not a campaign's). */
async function isSmsPlan(db: Database, teamId: string, planId: string): Promise<boolean> {
  const [plan] = await db
    .select({ id: routingPlans.id })
    .from(routingPlans)
    .where(
      and(
        eq(routingPlans.teamId, teamId),
        eq(routingPlans.id, planId),
        eq(routingPlans.scope, defaultRoutingScope),
      ),
    )
  return plan !== undefined
}

/**
 * Checks that everything a campaign names is the team's (another team's id is as unknown as
 * one that never was), and spells its tags as the team does. 422 on each unknown one.
 */
export async function checkCampaignReferences(
  db: Database,
  teamId: string,
  input: CampaignInput,
): Promise<CampaignInput> {
  const errors: FieldErrors = {}
  const lists = [
    ['sender_ids', senderIds, input.sender_ids, 'senderId'],
    ['text_ids', smsTexts, input.text_ids, 'text'],
  ] as const
  for (const [field, table, ids, thing] of lists) {
    const known = await knownIds(db, table, teamId, ids)
    ids.forEach((id, index) => {
      if (!known.has(id)) errors[`${field}.${index}`] = [said('thing.notFound', { thing })]
    })
  }
  if (input.offer_id && (await knownIds(db, offers, teamId, [input.offer_id])).size === 0)
    errors.offer_id = [said('thing.notFound', { thing: 'offer' })]
  if (input.routing_plan_id && !(await isSmsPlan(db, teamId, input.routing_plan_id)))
    errors.routing_plan_id = [said('thing.notFound', { thing: 'routingPlan' })]
  const targets = await checkTargets(db, teamId, input.targets, errors)
  if (Object.keys(errors).length > 0) throw ValidationError.fields(errors)
  return { ...input, targets }
}

/**
 * Checks a campaign's targets (SMS or voice) against the team's segments, feeds and tags,
 * adding a 422 message to `errors` for each unknown one; answers the targets with the tags
 * spelt as the team spells them.
 */
export async function checkTargets(
  db: Database,
  teamId: string,
  targets: CampaignTargets,
  errors: FieldErrors,
): Promise<CampaignTargets> {
  const lists = [
    ['targets.segment_ids', segments, targets.segment_ids, 'segment'],
    ['targets.feed_ids', feeds, targets.feed_ids, 'feed'],
  ] as const
  for (const [field, table, ids, thing] of lists) {
    const known = await knownIds(db, table, teamId, ids)
    ids.forEach((id, index) => {
      if (!known.has(id)) errors[`${field}.${index}`] = [said('thing.notFound', { thing })]
    })
  }
  const spelled = new Map<string, string>()
  if (targets.tags.length > 0) {
    const rows = await db
      .select({ name: tags.name })
      .from(tags)
      .where(
        and(
          eq(tags.teamId, teamId),
          inArray(
            sql`lower(${tags.name})`,
            targets.tags.map((name) => name.toLowerCase()),
          ),
        ),
      )
    for (const row of rows) spelled.set(row.name.toLowerCase(), row.name)
  }
  targets.tags.forEach((name, index) => {
    if (!spelled.has(name.toLowerCase()))
      errors[`targets.tags.${index}`] = [said('tag.nameNotFound', { name })]
  })
  const tagNames = targets.tags.map((name) => spelled.get(name.toLowerCase()) ?? name)
  return { ...targets, tags: [...new Set(tagNames)] }
}
