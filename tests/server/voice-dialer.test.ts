import { and, eq, inArray } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import {
  createTelephonySimulator,
  type SimulatorOptions,
} from '../../server/src/adapters/telephony/simulator'
import type { CallEvent, TelephonyAdapter } from '../../server/src/adapters/telephony/telephony'
import { voiceCalls, voiceCampaigns } from '../../server/src/db/schema'
import { voiceDialerTask } from '../../server/src/domain/voice/dialer'
import type { BusEvent } from '../../server/src/events/bus'
import { weekdays } from '../../src/contract/sms-campaign'
import { activeCallStatuses, type CallOutcome } from '../../src/contract/voice-campaign'
import { backends, type TestServer, useTestServer } from './support/test-server'
import {
  closedWindow,
  readyVoiceBody,
  storeVoiceCampaign,
  type VoiceTeam,
  voiceTeam,
} from './support/voice'

/** Only this outcome, every time. */
const always = (outcome: CallOutcome): SimulatorOptions['odds'] => ({
  answered: 0,
  voicemail: 0,
  'no-answer': 0,
  busy: 0,
  failed: 0,
  [outcome]: 1,
})

/** A simulator that also counts the calls it has up at once (placed, not yet ended). */
function countingSimulator(options: Partial<SimulatorOptions>) {
  const inner = createTelephonySimulator({ msPerSecond: 2, ...options })
  let live = 0
  const seen = { most: 0, placed: 0 }
  inner.onEvent((event: CallEvent) => {
    if (event.type === 'completed' || event.type === 'failed') live -= 1
  })
  const adapter: TelephonyAdapter = {
    ...inner,
    async placeCall(call) {
      live += 1
      seen.placed += 1
      seen.most = Math.max(seen.most, live)
      return inner.placeCall(call)
    },
  }
  return { adapter, seen }
}

async function campaignStatus(call: VoiceTeam['call'], id: string): Promise<string> {
  return (await call('GET', `voice/campaigns/${id}`)).body.status
}

async function callsOf(server: TestServer, campaignId: string) {
  return server.db.select().from(voiceCalls).where(eq(voiceCalls.campaignId, campaignId))
}

/** The campaign's row as the dialer left it. */
async function storedCampaign(server: TestServer, campaignId: string) {
  const [row] = await server.db
    .select()
    .from(voiceCampaigns)
    .where(eq(voiceCampaigns.id, campaignId))
  if (!row) throw new Error('The campaign is gone')
  return row
}

const waitLong = { timeout: 20_000, interval: 50 }

describe.each(backends)('the dialer on %s: concurrency, retries, window', (backend) => {
  const answering = countingSimulator({
    odds: always('answered'),
    talkSeconds: { min: 20, max: 60 },
  })
  const server = useTestServer(backend, { telephony: answering.adapter })

  it('never has more calls up than the maximum, counts every call and finishes the run', async () => {
    const team = await voiceTeam(server, 9)
    const published: BusEvent[] = []
    const subscription = server.deps.events
      .eventsFor({ userId: 'watcher', teamId: team.teamId })
      .subscribe((event) => published.push(event))
    const campaign = await storeVoiceCampaign(team.call, {
      name: 'Three at a time',
      ...readyVoiceBody(team),
      max_concurrent_calls: 3,
    })
    const sent = await team.call('POST', `voice/campaigns/${campaign.id}/send`)
    expect(sent.body.status).toBe('sending')
    await vi.waitFor(async () => {
      expect(await campaignStatus(team.call, campaign.id)).toBe('completed')
    }, waitLong)
    expect(answering.seen.most).toBe(3)
    const calls = await callsOf(server, campaign.id)
    expect(calls).toHaveLength(9)
    expect(calls.every((call) => call.status === 'completed' && call.outcome === 'answered')).toBe(
      true,
    )
    expect(new Set(calls.map((call) => call.toNumber)).size).toBe(9)
    const shown = (await team.call('GET', `voice/campaigns/${campaign.id}`)).body
    expect(shown.stats).toMatchObject({ calls: 9, answered: 9, completed: 9, failed: 0 })
    expect(shown.stats.minutes).toBe(9)
    expect(Number(shown.stats.cost)).toBeGreaterThan(0)
    expect(shown.runs).toBe(1)
    // The last change of a burst is always told, at most a push interval later.
    await vi.waitFor(() => {
      const stats = published.filter((event) => event.name === 'voice-campaign.stats')
      expect(stats.at(-1)?.data).toMatchObject({
        campaign_id: campaign.id,
        active_calls: 0,
        stats: { calls: 9, completed: 9 },
      })
    }, waitLong)
    subscription.unsubscribe()
    const list = await team.call('GET', `voice/campaigns/${campaign.id}/calls?per_page=5`)
    expect(list.body.meta.total).toBe(9)
    expect(list.body.data[0]).toMatchObject({
      status: 'completed',
      outcome: 'answered',
      attempt: 1,
    })
  })

  it('keeps to the maximum when several dialers (processes) work the same campaign', async () => {
    const team = await voiceTeam(server, 8, 'Contended')
    answering.seen.most = 0
    const campaign = await storeVoiceCampaign(team.call, {
      name: 'Two at a time',
      ...readyVoiceBody(team),
      max_concurrent_calls: 2,
    })
    // Two more dialers on the same database, as other server processes would run them.
    const others = [voiceDialerTask(server.deps), voiceDialerTask(server.deps)]
    const stop = new AbortController()
    const racing = others.map(async (task) => {
      while (!stop.signal.aborted) {
        if (!(await task.runOnce(stop.signal)))
          await new Promise((resolve) => setTimeout(resolve, 5))
      }
    })
    await team.call('POST', `voice/campaigns/${campaign.id}/send`)
    await vi.waitFor(async () => {
      expect(await campaignStatus(team.call, campaign.id)).toBe('completed')
    }, waitLong)
    stop.abort()
    await Promise.all(racing)
    expect(answering.seen.most).toBe(2)
    const calls = await callsOf(server, campaign.id)
    expect(calls).toHaveLength(8)
    expect(new Set(calls.map((call) => call.contactId)).size).toBe(8)
    const shown = (await team.call('GET', `voice/campaigns/${campaign.id}`)).body
    expect(shown.stats).toMatchObject({ calls: 8, answered: 8, completed: 8 })
  })

  it('places nothing while the window is closed, and dials once it opens', async () => {
    const team = await voiceTeam(server, 2, 'Windowed')
    const now = server.deps.clock()
    const campaign = await storeVoiceCampaign(team.call, {
      name: 'Later',
      ...readyVoiceBody(team),
      call_window: closedWindow(now),
      max_concurrent_calls: 2,
    })
    await team.call('POST', `voice/campaigns/${campaign.id}/send`)
    await vi.waitFor(
      async () => expect(await callsOf(server, campaign.id)).toHaveLength(2),
      waitLong,
    )
    server.deps.work.kick()
    await server.deps.work.settled()
    const waiting = await callsOf(server, campaign.id)
    expect(waiting.map((call) => call.status)).toEqual(['queued', 'queued'])
    expect(await campaignStatus(team.call, campaign.id)).toBe('sending')
    // The window's day, just after it opens.
    const opening = new Date(now.getTime() + 3 * 86_400_000)
    opening.setUTCHours(0, 0, 20, 0)
    server.advanceClock(opening.getTime() - server.deps.clock().getTime())
    server.deps.work.kick()
    // Three days on, the team's tokens have expired: the database tells how it went.
    await vi.waitFor(async () => {
      expect((await storedCampaign(server, campaign.id)).status).toBe('completed')
    }, waitLong)
  })
  it('starts a recurring run when its time comes, then waits scheduled for the next', async () => {
    const team = await voiceTeam(server, 2, 'Recurring')
    const campaign = await storeVoiceCampaign(team.call, {
      name: 'Every morning',
      ...readyVoiceBody(team),
      max_concurrent_calls: 2,
      schedule: { kind: 'recurring', days: [...weekdays], times: ['09:30'] },
    })
    const sent = await team.call('POST', `voice/campaigns/${campaign.id}/send`)
    expect(sent.body.lifecycle).toEqual({
      delivery: 'scheduled',
      recurrence: 'active',
      feed: 'none',
    })
    const stored = () => storedCampaign(server, campaign.id)
    const first = (await stored()).nextRunAt
    expect(first?.toISOString()).toMatch(/T09:30:00\.000Z$/)
    server.deps.work.kick()
    await server.deps.work.settled()
    expect(await callsOf(server, campaign.id)).toHaveLength(0)
    server.advanceClock((first?.getTime() ?? 0) - server.deps.clock().getTime() + 1_000)
    server.deps.work.kick()
    await vi.waitFor(async () => {
      const row = await stored()
      expect(row.runs).toBe(1)
      expect(row.status).toBe('scheduled')
    }, waitLong)
    const row = await stored()
    expect(row.nextRunAt?.getTime()).toBe((first?.getTime() ?? 0) + 86_400_000)
    const calls = await callsOf(server, campaign.id)
    expect(calls.map((call) => [call.run, call.status])).toEqual([
      [1, 'completed'],
      [1, 'completed'],
    ])
  })

  it('ends a recurring run even while its feed streams: newcomers wait for the next run', async () => {
    const team = await voiceTeam(server, 2, 'Recurring feed')
    const campaign = await storeVoiceCampaign(team.call, {
      name: 'Every morning, with the web form',
      ...readyVoiceBody(team, { feed: true }),
      max_concurrent_calls: 2,
      schedule: { kind: 'recurring', days: [...weekdays], times: ['09:30'] },
    })
    const sent = await team.call('POST', `voice/campaigns/${campaign.id}/send`)
    expect(sent.body.lifecycle).toEqual({
      delivery: 'scheduled',
      recurrence: 'active',
      feed: 'streaming',
    })
    const first = (await storedCampaign(server, campaign.id)).nextRunAt?.getTime() ?? 0
    server.advanceClock(first - server.deps.clock().getTime() + 1_000)
    server.deps.work.kick()
    await vi.waitFor(async () => {
      const after = await storedCampaign(server, campaign.id)
      expect(after).toMatchObject({ runs: 1, status: 'scheduled' })
      expect(after.lifecycle.feed).toBe('streaming')
    }, waitLong)
  })
})

describe.each(backends)('the dialer on %s: retries', (backend) => {
  const busy = countingSimulator({ odds: always('busy') })
  const server = useTestServer(backend, { telephony: busy.adapter })

  it('calls again on the outcomes the policy names, up to its attempts, after its delay', async () => {
    const team = await voiceTeam(server, 2)
    const campaign = await storeVoiceCampaign(team.call, {
      name: 'Persistent',
      ...readyVoiceBody(team),
      max_concurrent_calls: 5,
      retry: { max_attempts: 3, delay_minutes: 10, on: ['busy'] },
    })
    await team.call('POST', `voice/campaigns/${campaign.id}/send`)
    for (const attempt of [1, 2, 3]) {
      await vi.waitFor(async () => {
        const calls = await callsOf(server, campaign.id)
        expect(
          calls.filter((call) => call.attempt === attempt && call.outcome === 'busy'),
        ).toHaveLength(2)
      }, waitLong)
      if (attempt < 3) {
        const retries = (await callsOf(server, campaign.id)).filter(
          (call) => call.attempt === attempt + 1,
        )
        expect(retries.map((call) => call.status)).toEqual(['queued', 'queued'])
        server.advanceClock(10 * 60_000)
        server.deps.work.kick()
      }
    }
    await vi.waitFor(async () => {
      expect(await campaignStatus(team.call, campaign.id)).toBe('completed')
    }, waitLong)
    const shown = (await team.call('GET', `voice/campaigns/${campaign.id}`)).body
    expect(shown.stats).toMatchObject({ calls: 6, answered: 0, failed: 6, minutes: 0 })
  })

  it('does not retry an outcome the policy leaves out', async () => {
    const team = await voiceTeam(server, 2, 'Once')
    const campaign = await storeVoiceCampaign(team.call, {
      name: 'Once',
      ...readyVoiceBody(team),
      retry: { max_attempts: 3, delay_minutes: 0, on: ['no-answer'] },
    })
    await team.call('POST', `voice/campaigns/${campaign.id}/send`)
    await vi.waitFor(async () => {
      expect(await campaignStatus(team.call, campaign.id)).toBe('completed')
    }, waitLong)
    expect((await callsOf(server, campaign.id)).map((call) => call.attempt)).toEqual([1, 1])
  })
})

describe.each(backends)('stopping a voice campaign on %s', (backend) => {
  // Long calls (20 minutes simulated, about 2 s here): a stop comes while they are up.
  const long = countingSimulator({
    odds: always('answered'),
    talkSeconds: { min: 1200, max: 1200 },
  })
  const server = useTestServer(backend, { telephony: long.adapter })

  async function sendAndWaitForCalls(name: string) {
    const team = await voiceTeam(server, 4, name)
    const campaign = await storeVoiceCampaign(team.call, {
      name,
      ...readyVoiceBody(team),
      max_concurrent_calls: 2,
    })
    await team.call('POST', `voice/campaigns/${campaign.id}/send`)
    await vi.waitFor(async () => {
      const calls = await callsOf(server, campaign.id)
      expect(calls.filter((call) => call.status === 'in-progress')).toHaveLength(2)
    }, waitLong)
    return { team, campaign }
  }

  it('stop/now hangs up the calls in progress and cancels the rest', async () => {
    const { team, campaign } = await sendAndWaitForCalls('Now')
    const stopped = await team.call('POST', `voice/campaigns/${campaign.id}/stop/now`)
    expect(stopped.status).toBe(200)
    expect(stopped.body.status).toBe('stopped')
    await vi.waitFor(async () => {
      const calls = await callsOf(server, campaign.id)
      expect(calls.map((call) => call.status).sort()).toEqual([
        'cancelled',
        'cancelled',
        'completed',
        'completed',
      ])
    }, waitLong)
    const calls = await callsOf(server, campaign.id)
    expect(calls.every((call) => (call.durationSeconds ?? 0) < 1200)).toBe(true)
  })

  it('stop/graceful lets the calls in progress finish', async () => {
    const { team, campaign } = await sendAndWaitForCalls('Graceful')
    const stopped = await team.call('POST', `voice/campaigns/${campaign.id}/stop/graceful`)
    expect(stopped.body.status).toBe('stopped')
    const up = await server.db
      .select()
      .from(voiceCalls)
      .where(
        and(
          eq(voiceCalls.campaignId, campaign.id),
          inArray(voiceCalls.status, [...activeCallStatuses]),
        ),
      )
    expect(up).toHaveLength(2)
    await vi.waitFor(async () => {
      const calls = await callsOf(server, campaign.id)
      expect(calls.filter((call) => call.status === 'completed')).toHaveLength(2)
    }, waitLong)
    const calls = await callsOf(server, campaign.id)
    expect(calls.filter((call) => call.status === 'cancelled')).toHaveLength(2)
    expect(calls.filter((call) => call.durationSeconds === 1200)).toHaveLength(2)
  })
})
