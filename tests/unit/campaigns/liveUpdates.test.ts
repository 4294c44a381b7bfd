import { TestScheduler } from 'rxjs/testing'
import { describe, expect, it } from 'vitest'
import type { DomainEventData } from '../../../src/contract/events'
import {
  type CampaignStats,
  type SmsCampaignResource,
  zeroStats,
} from '../../../src/contract/sms-campaign'
import {
  deliveryShares,
  laterStats,
  progressOf,
} from '../../../src/views/campaigns/detail/liveStats'
import {
  liveCampaignChanges,
  liveStatsOf,
  withLiveChange,
} from '../../../src/views/campaigns/detail/liveUpdates'
import { campaignOf } from './campaignSample'

const stats = (change: Partial<CampaignStats>): CampaignStats => ({ ...zeroStats, ...change })
const pushed = (campaign_id: string, change: Partial<CampaignStats>) =>
  ({ campaign_id, run: 1, stats: stats(change) }) satisfies DomainEventData<'campaign.stats'>

const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected))

describe('the running totals of a campaign', () => {
  it('keeps the larger reading of each counter and amount, whichever arrives last', () => {
    const early = stats({ queued: 100, sent: 40, delivered: 10, cost: '0.40' })
    const late = stats({ queued: 100, sent: 60, failed: 2, cost: '0.60' })
    expect(laterStats(early, late)).toEqual(
      stats({ queued: 100, sent: 60, delivered: 10, failed: 2, cost: '0.60' }),
    )
    expect(laterStats(late, early)).toEqual(laterStats(early, late))
  })

  it('compares amounts exactly, even where two floats would be equal', () => {
    const before = stats({ cost: '9007199254740992.99' })
    const after = stats({ cost: '9007199254740993.00' })
    expect(laterStats(before, after).cost).toBe('9007199254740993.00')
    expect(laterStats(after, before).cost).toBe('9007199254740993.00')
  })

  it('measures progress as sent, failed or cancelled of queued, never past the end', () => {
    expect(progressOf(zeroStats)).toEqual({ done: 0, of: 0 })
    // Refused at submit: failed, never sent.
    expect(progressOf(stats({ queued: 10, sent: 4, failed: 1, rejected: 1 }))).toEqual({
      done: 5,
      of: 10,
    })
    // Failed on its receipt: already among the sent, not counted twice.
    expect(progressOf(stats({ queued: 17, sent: 10, delivered: 9, failed: 1 }))).toEqual({
      done: 10,
      of: 17,
    })
    expect(progressOf(stats({ queued: 10, sent: 4, cancelled: 6 }))).toEqual({ done: 10, of: 10 })
    expect(progressOf(stats({ queued: 10, sent: 10, failed: 3 }))).toEqual({ done: 10, of: 10 })
  })

  it('shares delivered and failed among the messages that reached an end', () => {
    expect(deliveryShares(zeroStats)).toEqual({ delivered: 0, failed: 0 })
    expect(deliveryShares(stats({ delivered: 3, failed: 1 }))).toEqual({
      delivered: 0.75,
      failed: 0.25,
    })
  })
})

describe('pushed totals drawn for one campaign', () => {
  it('draws the first push at once, then the latest of each window, and the last', () => {
    scheduler().run(({ cold, expectObservable }) => {
      const events = cold('a b c 147ms d 200ms |', {
        a: pushed('c-1', { queued: 10 }),
        b: pushed('c-2', { queued: 99 }),
        c: pushed('c-1', { queued: 10, sent: 3 }),
        d: pushed('c-1', { queued: 10, sent: 8 }),
      })
      expectObservable(liveStatsOf(events, 'c-1', 100)).toBe('a 99ms c 99ms d 150ms |', {
        a: stats({ queued: 10 }),
        c: stats({ queued: 10, sent: 3 }),
        d: stats({ queued: 10, sent: 8 }),
      })
    })
  })

  it('never draws an older reading over a newer one', () => {
    scheduler().run(({ cold, expectObservable }) => {
      const events = cold('a 200ms b |', {
        a: pushed('c-1', { queued: 10, sent: 6 }),
        b: pushed('c-1', { queued: 10, sent: 4, delivered: 2 }),
      })
      expectObservable(liveStatsOf(events, 'c-1', 100)).toBe('a 200ms b |', {
        a: stats({ queued: 10, sent: 6 }),
        b: stats({ queued: 10, sent: 6, delivered: 2 }),
      })
    })
  })
})

describe('live changes of a list of campaigns', () => {
  const draft = campaignOf({ id: 'c-1', updated_at: '2026-11-23T10:00:00.000Z' })
  const sending: SmsCampaignResource = {
    ...draft,
    status: 'sending',
    lifecycle: { ...draft.lifecycle, delivery: 'sending' },
    updated_at: '2026-11-23T10:05:00.000Z',
  }

  it('gathers lifecycle moves and counters by campaign, drawn once a window', () => {
    scheduler().run(({ cold, expectObservable }) => {
      const lifecycle = cold('a 150ms |', {
        a: { seq: 3, event: 'engine.started', campaign: sending },
      })
      const pushes = cold('- s t 150ms |', {
        s: pushed('c-1', { queued: 5, sent: 1 }),
        t: pushed('c-9', { queued: 2 }),
      })
      const changes = liveCampaignChanges(lifecycle, pushes, 100)
      expectObservable(changes).toBe('a 99ms b 52ms |', {
        a: new Map([['c-1', { campaign: sending, stats: undefined }]]),
        b: new Map([
          ['c-1', { campaign: sending, stats: stats({ queued: 5, sent: 1 }) }],
          ['c-9', { campaign: undefined, stats: stats({ queued: 2 }) }],
        ]),
      })
    })
  })

  it('shows the later edit and the later totals over the loaded row', () => {
    expect(withLiveChange(draft, undefined)).toBe(draft)
    const live = withLiveChange(draft, {
      campaign: sending,
      stats: stats({ queued: 5, sent: 2 }),
    })
    expect(live.status).toBe('sending')
    expect(live.stats).toEqual(stats({ queued: 5, sent: 2 }))
    // A reload newer than the push wins the fields; the totals still only grow.
    const reloaded = { ...sending, name: 'Renamed', updated_at: '2026-11-23T10:09:00.000Z' }
    const kept = withLiveChange(reloaded, { campaign: sending, stats: stats({ queued: 5 }) })
    expect(kept.name).toBe('Renamed')
    expect(kept.stats).toEqual(stats({ queued: 5 }))
  })
})
