import { and, count, eq, inArray, type SQL } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  type CampaignMessageResource,
  campaignMessageListQuery,
} from '../../../../src/contract/campaign-message-list'
import type { AppLocale } from '../../../../src/contract/constants'
import { id as idSchema } from '../../../../src/contract/fields'
import { smsPaths } from '../../../../src/contract/routes'
import { orderOf, pageOf, windowOf } from '../../db/list-query'
import { campaignMessages, smsCampaigns } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { campaignNotFound } from '../../domain/campaigns/lifecycle'
import type { AppEnv } from '../../http/context'
import { localeOf } from '../../http/locale'
import { readWords } from '../../http/stored-words'
import { requireTeamAccess } from '../../http/team-access'
import { readQuery } from '../../http/validate'
import { authorize } from '../audience/guard'

type MessageRow = typeof campaignMessages.$inferSelect

const iso = (moment: Date | null) => moment?.toISOString() ?? null

/** A message in the reader's language: its error in our words, or the carrier's text as it came. */
function presentMessage(row: MessageRow, locale: AppLocale): CampaignMessageResource {
  return {
    id: row.id,
    run: row.run,
    contact_id: row.contactId,
    phone: row.phone,
    country: row.country,
    network: row.network,
    sender_id: row.senderId,
    text_id: row.textId,
    body: row.body,
    parts: row.parts,
    route_id: row.routeId,
    status: row.status,
    carrier_message_id: row.carrierMessageId,
    attempts: row.attempts,
    error: row.error === null ? null : readWords(row.errorWords, row.error, locale),
    cost: row.cost,
    price: row.price,
    not_before: row.notBefore.toISOString(),
    queued_at: row.queuedAt.toISOString(),
    submitted_at: iso(row.submittedAt),
    delivered_at: iso(row.deliveredAt),
    failed_at: iso(row.failedAt),
    cancelled_at: iso(row.cancelledAt),
    clicked_at: iso(row.clickedAt),
    replied_at: iso(row.repliedAt),
  }
}

/** GET sms/campaigns/{id}/messages: the campaign's message log, paged and filtered. */
export function campaignMessageRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  app.get(`/${smsPaths.campaignMessages}`, requireTeamAccess(deps), async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'campaign')
    const campaignId = c.req.param('id') ?? ''
    if (!idSchema.safeParse(campaignId).success) throw campaignNotFound()
    const [campaign] = await deps.db
      .select({ id: smsCampaigns.id })
      .from(smsCampaigns)
      .where(and(eq(smsCampaigns.id, campaignId), eq(smsCampaigns.teamId, caller.team.id)))
    if (!campaign) throw campaignNotFound()
    const query = readQuery(c, campaignMessageListQuery)
    const { status, run } = query.filter
    const where = and(
      eq(campaignMessages.campaignId, campaign.id),
      status && status.length > 0 ? inArray(campaignMessages.status, status) : undefined,
      run === undefined ? undefined : eq(campaignMessages.run, run),
    ) as SQL
    const { limit, offset } = windowOf(query)
    return c.json(
      await pageOf(
        query,
        deps.db
          .select()
          .from(campaignMessages)
          .where(where)
          .orderBy(
            ...orderOf(
              query.sort,
              {
                queued_at: campaignMessages.queuedAt,
                submitted_at: campaignMessages.submittedAt,
                phone: campaignMessages.phone,
                status: campaignMessages.status,
              },
              campaignMessages.id,
            ),
          )
          .limit(limit)
          .offset(offset),
        deps.db.select({ value: count() }).from(campaignMessages).where(where),
        (row) => presentMessage(row, localeOf(c)),
      ),
    )
  })
  return app
}
