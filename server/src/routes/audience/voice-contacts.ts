import { and, count, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { audiencePaths } from '../../../../src/contract/routes'
import {
  type VoiceContactResource,
  voiceContactListQuery,
  voiceEngagementEvents,
} from '../../../../src/contract/voice-contact'
import { orderOf, pageOf, windowOf } from '../../db/list-query'
import { contactEngagements, contacts } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { contactSearch } from '../../domain/audience/contact-filters'
import type { AppEnv } from '../../http/context'
import { requireTeamAccess } from '../../http/team-access'
import { readQuery } from '../../http/validate'
import { authorize } from './guard'

type VoiceOutcome = (typeof voiceEngagementEvents)[number]

/**
 * GET contacts/voice: the contacts voice campaigns reached, one row each with its calls counted
 * by outcome, read from the contact engagements the campaign areas write.
 */
export function voiceContactRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const access = requireTeamAccess(deps)

  app.get(`/${audiencePaths.contactVoice}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'contact')
    const query = readQuery(c, voiceContactListQuery)
    const { filter } = query
    const calls = deps.db
      .select({
        contactId: contactEngagements.contactId,
        calls: count().as('calls'),
        lastCallAt: sql<Date>`max(${contactEngagements.occurredAt})`
          .mapWith(contactEngagements.occurredAt)
          .as('last_call_at'),
        lastCampaignId: sql<
          string | null
        >`(array_agg(${contactEngagements.campaignId} order by ${contactEngagements.occurredAt} desc))[1]`.as(
          'last_campaign_id',
        ),
      })
      .from(contactEngagements)
      .where(
        and(
          eq(contactEngagements.teamId, caller.team.id),
          inArray(contactEngagements.event, [...voiceEngagementEvents]),
          filter.called_from
            ? gte(contactEngagements.occurredAt, new Date(filter.called_from))
            : undefined,
          filter.called_to
            ? lte(contactEngagements.occurredAt, new Date(filter.called_to))
            : undefined,
        ),
      )
      .groupBy(contactEngagements.contactId)
      .as('calls')
    const where = and(
      eq(contacts.teamId, caller.team.id),
      filter.status ? eq(contacts.status, filter.status) : undefined,
      filter.country ? eq(contacts.country, filter.country) : undefined,
      contactSearch(query.search),
    ) as SQL
    const { limit, offset } = windowOf(query)
    const outcomeCounts = sql<Record<VoiceOutcome, number>>`(
      select jsonb_object_agg(e.event, e.n) from (
        select ${contactEngagements.event} as event, count(*)::int as n
        from ${contactEngagements}
        where ${contactEngagements.contactId} = ${contacts.id}
          and ${inArray(contactEngagements.event, [...voiceEngagementEvents])}
          ${filter.called_from ? sql`and ${gte(contactEngagements.occurredAt, new Date(filter.called_from))}` : sql``}
          ${filter.called_to ? sql`and ${lte(contactEngagements.occurredAt, new Date(filter.called_to))}` : sql``}
        group by ${contactEngagements.event}
      ) e
    )`
    return c.json(
      await pageOf(
        query,
        deps.db
          .select({
            contact: contacts,
            calls: calls.calls,
            lastCallAt: calls.lastCallAt,
            lastCampaignId: calls.lastCampaignId,
            outcomes: outcomeCounts,
          })
          .from(contacts)
          .innerJoin(calls, eq(calls.contactId, contacts.id))
          .where(where)
          .orderBy(
            ...orderOf(
              query.sort,
              {
                last_call_at: sql`${calls.lastCallAt}`,
                calls: sql`${calls.calls}`,
                phone: contacts.phone,
              },
              contacts.id,
            ),
          )
          .limit(limit)
          .offset(offset),
        deps.db
          .select({ value: count() })
          .from(contacts)
          .innerJoin(calls, eq(calls.contactId, contacts.id))
          .where(where),
        (row): VoiceContactResource => ({
          id: row.contact.id,
          phone: row.contact.phone,
          first_name: row.contact.firstName,
          last_name: row.contact.lastName,
          country: row.contact.country,
          status: row.contact.status,
          outcomes: Object.fromEntries(
            voiceEngagementEvents.map((event) => [event, Number(row.outcomes?.[event] ?? 0)]),
          ) as Record<VoiceOutcome, number>,
          calls: Number(row.calls),
          last_call_at: new Date(row.lastCallAt).toISOString(),
          last_campaign_id: row.lastCampaignId,
        }),
      ),
    )
  })

  return app
}
