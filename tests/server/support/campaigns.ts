import { expect } from 'vitest'
import type { SmsCampaignResource } from '../../../src/contract/sms-campaign'
import { type Call, caller } from './audience'
import { type TeamFixture, teamWithEveryRole } from './teams'
import type { TestServer } from './test-server'

/** What a campaign can name in a team: a tag, a feed, a segment, a sender id, texts and an offer. */
export interface CampaignTeam extends TeamFixture {
  call: Call
  tag: string
  feedId: string
  segmentId: string
  senderId: string
  textId: string
  /** A text that uses {offer_link}. */
  linkTextId: string
  offerId: string
}

async function created(call: Call, path: string, body: unknown): Promise<{ id: string }> {
  const response = await call('POST', path, body)
  expect(response.status, `${path}: ${JSON.stringify(response.body)}`).toBe(201)
  return response.body
}

export async function campaignTeam(server: TestServer, name = 'Acme'): Promise<CampaignTeam> {
  const team = await teamWithEveryRole(server, name)
  const call = caller(server, team.members.editor.accessToken)
  await created(call, 'tags', { name: 'VIP' })
  const feed = await created(call, 'feeds', { name: 'Web form' })
  const segment = await created(call, 'segments', {
    name: 'Active',
    rules: { match: 'all', rules: [{ field: 'status', operator: 'in', value: ['active'] }] },
  })
  const sender = await created(call, 'sms/senderids', { value: 'ACME' })
  const text = await created(call, 'sms/texts', { body: 'Hi {first_name}, sale today.' })
  const linkText = await created(call, 'sms/texts', { body: 'Hi {first_name}: {offer_link}' })
  const offer = await created(call, 'offers', {
    name: 'Spring',
    url: 'https://shop.example.com/spring',
    payout: '2.50',
    currency: 'EUR',
  })
  return {
    ...team,
    call,
    tag: 'VIP',
    feedId: feed.id,
    segmentId: segment.id,
    senderId: sender.id,
    textId: text.id,
    linkTextId: linkText.id,
    offerId: offer.id,
  }
}

/** The body of a campaign that lacks nothing (recurring and reading a feed when asked). */
export function readyBody(
  team: CampaignTeam,
  options: { recurring?: boolean; feed?: boolean } = {},
): Record<string, unknown> {
  return {
    targets: { tags: ['vip'], feed_ids: options.feed ? [team.feedId] : [], segment_ids: [] },
    sender_ids: [team.senderId],
    text_ids: [team.textId],
    schedule: options.recurring
      ? { kind: 'recurring', days: ['mon', 'thu'], times: ['09:30'] }
      : { kind: 'now' },
  }
}

export async function storeCampaign(
  call: Call,
  body: Record<string, unknown>,
): Promise<SmsCampaignResource> {
  const response = await call('POST', 'sms/campaigns', body)
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body
}

/** ISO times around the server's clock, for sends now and later. */
export const momentFrom = (server: TestServer, offsetMs: number) =>
  new Date(server.deps.clock().getTime() + offsetMs).toISOString()
