import { expect } from 'vitest'
import { weekdays } from '../../../src/contract/sms-campaign'
import type { VoiceCampaignResource } from '../../../src/contract/voice-campaign'
import { type Call, caller, storeContact } from './audience'
import { samplePhone } from './resource-samples'
import { type TeamFixture, teamWithEveryRole } from './teams'
import type { TestServer } from './test-server'

/** What a voice campaign can name in a team: an agent, a tag on contacts, a feed. */
export interface VoiceTeam extends TeamFixture {
  call: Call
  agentId: string
  feedId: string
  tag: string
}

async function created(call: Call, path: string, body: unknown): Promise<{ id: string }> {
  const response = await call('POST', path, body)
  expect(response.status, `${path}: ${JSON.stringify(response.body)}`).toBe(201)
  return response.body
}

/** A team with an agent, a `VIP` tag worn by `contacts` contacts, and a feed. */
export async function voiceTeam(
  server: TestServer,
  contacts = 1,
  name = 'Acme',
): Promise<VoiceTeam> {
  const team = await teamWithEveryRole(server, name)
  const call = caller(server, team.members.editor.accessToken)
  await created(call, 'tags', { name: 'VIP' })
  for (let n = 0; n < contacts; n++) await storeContact(call, 5_000 + n, { tags: ['VIP'] })
  const agent = await created(call, 'voice/agents', { name: 'Ava', language: 'en' })
  const feed = await created(call, 'feeds', { name: 'Web form' })
  return { ...team, call, agentId: agent.id, feedId: feed.id, tag: 'VIP' }
}

/** A call window that is closed now and for days: calls stay queued, runs never end alone. */
export function closedWindow(now: Date) {
  const day = weekdays[(new Date(now.getTime() + 3 * 86_400_000).getUTCDay() + 6) % 7]
  return { days: [day], start: '00:00', end: '00:01' }
}

/** The body of a voice campaign that lacks nothing (recurring and reading a feed when asked). */
export function readyVoiceBody(
  team: VoiceTeam,
  options: { recurring?: boolean; feed?: boolean; window?: unknown } = {},
): Record<string, unknown> {
  return {
    agent_id: team.agentId,
    caller_numbers: [samplePhone(9_000)],
    targets: { tags: ['vip'], feed_ids: options.feed ? [team.feedId] : [], segment_ids: [] },
    schedule: options.recurring
      ? { kind: 'recurring', days: ['mon', 'thu'], times: ['09:30'] }
      : { kind: 'now' },
    ...(options.window ? { call_window: options.window } : {}),
  }
}

export async function storeVoiceCampaign(
  call: Call,
  body: Record<string, unknown>,
): Promise<VoiceCampaignResource> {
  const response = await call('POST', 'voice/campaigns', body)
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body
}
