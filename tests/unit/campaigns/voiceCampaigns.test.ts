import { Subject } from 'rxjs'
import { describe, expect, it, vi } from 'vitest'
import type { DomainEventData } from '../../../src/contract/events'
import { type VoiceCampaignResource, zeroVoiceStats } from '../../../src/contract/voice-campaign'
import { type CampaignLifecycleEvent, foldLifecycle } from '../../../src/machines/campaignLifecycle'
import messages from '../../../src/messages/agents/catalogue'
import { translator } from '../../../src/messages/translate'
import { voiceCampaignRequestOf } from '../../../src/views/agents/campaigns/detail/voiceCampaignForm'
import { voiceCommandOffers } from '../../../src/views/agents/campaigns/detail/voiceCommands'
import {
  laterVoiceStats,
  voiceLiveChanges,
  withVoiceChange,
} from '../../../src/views/agents/campaigns/voiceLive'

const campaign: VoiceCampaignResource = {
  id: 'c1',
  name: 'Renewals',
  status: 'sending',
  lifecycle: { delivery: 'sending', recurrence: 'none', feed: 'none' },
  missing: [],
  failure: null,
  runs: 0,
  agent_id: 'a1',
  caller_numbers: ['+14152009000'],
  targets: { segment_ids: [], tags: ['VIP'], feed_ids: [] },
  call_window: { days: ['mon'], start: '09:00', end: '17:00' },
  time_zone: 'UTC',
  max_concurrent_calls: 2,
  retry: { max_attempts: 1, delay_minutes: 0, on: [] },
  schedule: { kind: 'now' },
  stats: zeroVoiceStats,
  created_at: '2026-11-23T10:00:00.000Z',
  updated_at: '2026-11-23T10:00:00.000Z',
}

describe('voice campaign commands', () => {
  const offered = (events: Parameters<typeof foldLifecycle>[1]) => {
    const snapshot = foldLifecycle({}, events)
    return voiceCommandOffers(campaign, translator(messages, 'en'), 'en')
      .filter((offer) => snapshot.can(offer.event))
      .map((offer) => offer.name)
  }

  it('offers what the lifecycle takes: a ready draft starts, a sending one pauses or stops two ways', () => {
    const configure = (missing: string[]): CampaignLifecycleEvent => ({
      type: 'campaign.configure',
      missing,
      recurring: false,
      feed: false,
    })
    const ready = configure([])
    expect(offered([configure(['an agent'])])).toEqual([])
    expect(offered([ready])).toEqual(['send'])
    const sending: CampaignLifecycleEvent[] = [ready, { type: 'campaign.send', later: false }]
    expect(offered(sending)).toEqual(['pause', 'stopGraceful', 'stopNow'])
    expect(offered([...sending, { type: 'campaign.pause' }])).toEqual([
      'resume',
      'stopGraceful',
      'stopNow',
    ])
    expect(offered([...sending, { type: 'campaign.stop' }])).toEqual([])
  })
})

describe('voice campaign commands in words', () => {
  const weekly: Pick<VoiceCampaignResource, 'name' | 'schedule'> = {
    name: 'Weekly',
    schedule: { kind: 'recurring', days: ['mon', 'thu'], times: ['09:30', '14:00'] },
  }
  const start = (locale: 'en' | 'ar') =>
    voiceCommandOffers(weekly, translator(messages, locale), locale).find(
      (offer) => offer.name === 'send',
    )

  it('names a recurring start’s days and times as one sentence of the reader’s language', () => {
    expect(start('en')).toMatchObject({
      label: 'Start recurring calls',
      title: 'Start Weekly?',
      message:
        'Weekly calls its contacts on Mon and Thu at 09:30 and 14:00, inside its call window, until its recurring sends are stopped.',
    })
    const arabic = start('ar')?.message ?? ''
    expect(arabic).toContain('الاثنين و')
    expect(arabic).toContain('\u2068Weekly\u2069')
    expect(arabic).not.toMatch(/[A-Z][a-z]+ calls/)
  })
})

describe('the voice campaign form', () => {
  it('sends every field, numbers as numbers and unreadable ones as typed for a 422', () => {
    const body = voiceCampaignRequestOf(
      {
        name: 'Renewals',
        agent_id: 'none',
        'targets.tags': 'VIP, new ,',
        'targets.segment_ids': 'none',
        'targets.feed_ids': 'f1',
        'call_window.start': '09:00',
        'call_window.end': '17:00',
        time_zone: 'Europe/London',
        max_concurrent_calls: '3',
        'retry.max_attempts': 'x',
        'retry.delay_minutes': '15',
        'schedule.kind': 'recurring',
        'schedule.times': '09:00, 14:30',
      },
      {
        windowDays: ['mon', 'fri'],
        retryOn: ['busy'],
        scheduleDays: ['tue'],
        callerNumbers: ['+14152009000', ''],
      },
    )
    expect(body).toEqual({
      name: 'Renewals',
      agent_id: null,
      caller_numbers: ['+14152009000'],
      targets: { tags: ['VIP', 'new'], segment_ids: [], feed_ids: ['f1'] },
      call_window: { days: ['mon', 'fri'], start: '09:00', end: '17:00' },
      time_zone: 'Europe/London',
      max_concurrent_calls: 3,
      retry: { max_attempts: 'x', delay_minutes: 15, on: ['busy'] },
      schedule: { kind: 'recurring', days: ['tue'], times: ['09:00', '14:30'] },
    })
  })
})

describe('live voice counters', () => {
  it('keeps the later reading and the later campaign, and says how many calls are up', async () => {
    const lifecycle = new Subject<DomainEventData<'voice-campaign.lifecycle'>>()
    const stats = new Subject<DomainEventData<'voice-campaign.stats'>>()
    const seen: ReturnType<typeof withVoiceChange>[] = []
    const active: (number | undefined)[] = []
    const subscription = voiceLiveChanges(lifecycle, stats, 0).subscribe((changes) => {
      const change = changes.get('c1')
      seen.push(withVoiceChange(campaign, change))
      active.push(change?.activeCalls)
    })
    const more = { ...zeroVoiceStats, calls: 2, answered: 1 }
    stats.next({ campaign_id: 'c1', run: 1, stats: more, active_calls: 2 })
    stats.next({ campaign_id: 'c1', run: 1, stats: zeroVoiceStats, active_calls: 1 })
    lifecycle.next({
      seq: 3,
      event: 'campaign.stop',
      campaign: { ...campaign, status: 'stopped', updated_at: '2026-11-23T11:00:00.000Z' },
    })
    // The last push is drawn on the trailing edge of the render throttle.
    await vi.waitFor(() => expect(seen.at(-1)?.status).toBe('stopped'))
    subscription.unsubscribe()
    const last = seen.at(-1)
    expect(last?.stats).toEqual(more)
    expect(active.at(-1)).toBe(1)
    expect(laterVoiceStats(more, zeroVoiceStats)).toBe(more)
  })
})
