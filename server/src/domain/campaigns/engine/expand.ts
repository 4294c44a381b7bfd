import { and, asc, count, eq, gt, isNull, lt, max, or, sql } from 'drizzle-orm'
import { sendSlots, throttleIntervalMs } from '../../../../../src/contract/campaign-timing'
import { smsParts } from '../../../../../src/contract/sms-encoding'
import { placeholderValues, renderText } from '../../../../../src/contract/sms-placeholders'
import { trackedLink } from '../../../../../src/contract/tracked-link'
import type { Database } from '../../../db/connect'
import { campaignMessages, campaignRuns, contacts, smsCampaigns } from '../../../db/schema'
import { timeOrderedId } from '../../../db/time-ordered-id'
import type { Words } from '../../../http/words'
import { lookupNetworks } from '../../networks/lookup'
import { audienceCondition } from '../audience'
import { messageContactColumns } from './contact-columns'
import { contentOf, type RunContent } from './content'
import type { EngineDeps } from './deps'
import { engineLimits } from './limits'
import { newLinkCode } from './links'
import { addStats } from './stats'

type RunRow = typeof campaignRuns.$inferSelect
type CampaignRow = typeof smsCampaigns.$inferSelect

/** This worker's claim on the run is gone (its lease ran out and another worker took over). */
class LostClaim extends Error {}

/**
 * Claims a run whose audience is not expanded yet (or a streaming feed's run due for another
 * look), for `leaseMs`.
 */
export async function claimExpansion(deps: EngineDeps): Promise<RunRow | null> {
  const now = deps.clock()
  const rescanBefore = new Date(now.getTime() - engineLimits.feedRescanMs)
  return deps.db.transaction(async (tx) => {
    const [candidate] = await tx
      .select({ campaignId: campaignRuns.campaignId, run: campaignRuns.run })
      .from(campaignRuns)
      .innerJoin(smsCampaigns, eq(smsCampaigns.id, campaignRuns.campaignId))
      .where(
        and(
          isNull(campaignRuns.finishedAt),
          eq(smsCampaigns.status, 'sending'),
          or(
            isNull(campaignRuns.expandedAt),
            and(
              sql`${smsCampaigns.lifecycle} ->> 'feed' = 'streaming'`,
              lt(campaignRuns.expandedAt, rescanBefore),
            ),
          ),
          or(isNull(campaignRuns.claimedUntil), lt(campaignRuns.claimedUntil, now)),
        ),
      )
      .limit(1)
      .for('update', { of: campaignRuns, skipLocked: true })
    if (!candidate) return null
    const [claimed] = await tx
      .update(campaignRuns)
      .set({ claimedUntil: new Date(now.getTime() + deps.config.engine.leaseMs) })
      .where(
        and(eq(campaignRuns.campaignId, candidate.campaignId), eq(campaignRuns.run, candidate.run)),
      )
      .returning()
    return claimed ?? null
  })
}

/**
 * The run's queue so far: how many messages it has (the next one's turn in the rotation), and
 * the send times of the ones to come, after the last queued one (a restart carries on there).
 */
async function queueEnd(db: Database, run: RunRow, campaign: CampaignRow, now: Date) {
  const [row] = await db
    .select({
      total: count(),
      last: max(campaignMessages.notBefore),
      lastContact: max(campaignMessages.contactId),
    })
    .from(campaignMessages)
    .where(and(eq(campaignMessages.campaignId, run.campaignId), eq(campaignMessages.run, run.run)))
  const interval = throttleIntervalMs(campaign.throttlePerMinute)
  const after = row?.last ? row.last.getTime() + Math.ceil(interval) : 0
  const slots = sendSlots(
    {
      perMinute: campaign.throttlePerMinute,
      quietHours: campaign.quietHours ?? null,
      timeZone: campaign.timeZone,
    },
    new Date(Math.max(now.getTime(), after)),
  )
  return { position: row?.total ?? 0, slots, lastContact: row?.lastContact ?? '' }
}

/**
 * Queues a message for every contact of the audience that the run has none for yet, page by
 * page in contact order. Each page is one INSERT … ON CONFLICT DO NOTHING with its count added
 * to the campaign's stats in the same transaction, so a worker that dies mid-expansion leaves
 * whole pages and the next one carries on after the last contact queued. Sender ids and texts go in turn
 * over the run's messages; throttled messages get increasing `not_before` slots.
 */
export async function expandRun(
  deps: EngineDeps,
  run: RunRow,
  signal: AbortSignal,
): Promise<'expanded' | { failed: Words } | 'lost'> {
  const [campaign] = await deps.db
    .select()
    .from(smsCampaigns)
    .where(eq(smsCampaigns.id, run.campaignId))
  if (!campaign) return 'lost'
  const content = await contentOf(deps.db, campaign)
  if (typeof content === 'function') return { failed: content }
  const now = deps.clock()
  const audience = await audienceCondition(deps.db, campaign.teamId, campaign.targets, now)
  const { position, slots, lastContact } = await queueEnd(deps.db, run, campaign, now)
  // Pages go in contact order and commit whole: a first expansion taken over carries on after
  // the last contact queued. A streaming feed's look again reads every contact, keeping those
  // without a message (a feed may bring a contact known long before).
  const rescan = run.expandedAt !== null
  let next = position
  let after = rescan ? '' : lastContact
  try {
    while (!signal.aborted) {
      const page = await deps.db
        .select(messageContactColumns)
        .from(contacts)
        .where(
          and(
            audience,
            gt(contacts.id, after),
            rescan
              ? sql`not exists (select 1 from ${campaignMessages} where ${campaignMessages.campaignId} = ${run.campaignId} and ${campaignMessages.run} = ${run.run} and ${campaignMessages.contactId} = ${contacts.id})`
              : undefined,
          ),
        )
        .orderBy(asc(contacts.id))
        .limit(engineLimits.expandPage)
      if (page.length === 0) break
      after = page.at(-1)?.id ?? after
      // The network each number's longest prefix names: the routing plan's and reports' key.
      const networkOf = await lookupNetworks(
        deps.db,
        campaign.teamId,
        page.map((contact) => contact.phone),
      )
      const rows = page.map((contact) => {
        const id = timeOrderedId()
        const turn = next++
        const text = content.texts[turn % content.texts.length] as RunContent['texts'][number]
        const linkCode = content.trackingDomain ? newLinkCode() : null
        const link =
          content.trackingDomain && linkCode ? trackedLink(content.trackingDomain, linkCode) : null
        const body = renderText(text.body, placeholderValues(contact, link))
        const network = networkOf.get(contact.phone)
        return {
          id,
          teamId: campaign.teamId,
          campaignId: campaign.id,
          run: run.run,
          contactId: contact.id,
          phone: contact.phone,
          country: contact.country ?? network?.country ?? null,
          network: contact.network,
          networkId: network?.id ?? null,
          senderId: content.senders[turn % content.senders.length] as string,
          textId: text.id,
          body,
          parts: Math.max(1, smsParts(body).parts),
          linkCode,
          routeId: null,
          submitKey: id,
          notBefore: slots.next().value,
          queuedAt: now,
        }
      })
      await deps.db.transaction(async (tx) => {
        await renewClaim(tx, deps, run)
        const inserted = await tx
          .insert(campaignMessages)
          .values(rows)
          .onConflictDoNothing()
          .returning({ id: campaignMessages.id })
        await addStats(tx, campaign.id, { queued: inserted.length })
      })
      deps.stats.changed(campaign.id)
    }
    if (signal.aborted) return 'lost'
    await deps.db.transaction(async (tx) => {
      await renewClaim(tx, deps, run)
      await tx
        .update(campaignRuns)
        .set({ expandedAt: deps.clock(), claimedUntil: null })
        .where(and(eq(campaignRuns.campaignId, run.campaignId), eq(campaignRuns.run, run.run)))
    })
    return 'expanded'
  } catch (error) {
    if (error instanceof LostClaim) return 'lost'
    throw error
  }
}

/**
 * Extends this worker's lease; throws LostClaim when the lease is no longer the one this worker
 * set (another worker took the run over). The lease's own time is the claim's token.
 */
async function renewClaim(tx: Database, deps: EngineDeps, run: RunRow) {
  if (!run.claimedUntil) throw new LostClaim()
  const until = new Date(deps.clock().getTime() + deps.config.engine.leaseMs)
  const renewed = await tx
    .update(campaignRuns)
    .set({ claimedUntil: until })
    .where(
      and(
        eq(campaignRuns.campaignId, run.campaignId),
        eq(campaignRuns.run, run.run),
        eq(campaignRuns.claimedUntil, run.claimedUntil),
      ),
    )
    .returning({ run: campaignRuns.run })
  if (renewed.length === 0) throw new LostClaim()
  run.claimedUntil = until
}
