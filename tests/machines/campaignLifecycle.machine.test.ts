import { describe, expect, it } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import {
  type CampaignLifecycleEvent,
  type CampaignLifecycleSnapshot,
  decide,
  deliveryOf,
  feedOf,
  foldLifecycle,
  lifecycleOf,
  recurrenceOf,
  refusalOf,
  selectHasEnded,
  selectIsEditable,
  selectIsLive,
} from '../../src/machines/campaignLifecycle'
import { campaignLifecycleEvents, campaignLifecycleModel } from './models/campaignLifecycle.model'
import { describeModel } from './support/describeModel'
import { modelGraph } from './support/model'

/**
 * What holds in every state of the lifecycle: the key names the regions the snapshot is in,
 * the tags follow the delivery, and each event is either accepted or refused with a reason.
 */
function invariants(key: string) {
  return (snapshot: AnyMachineSnapshot) => {
    const lifecycle = snapshot as CampaignLifecycleSnapshot
    const { delivery, recurrence, feed } = lifecycleOf(lifecycle)
    expect(key).toContain(`delivery.${delivery}`)
    expect(key).toContain(`recurrence.${recurrence}`)
    expect(key).toContain(`feed.${feed}`)
    expect(selectIsEditable(lifecycle)).toBe(delivery === 'draft')
    expect(selectIsLive(lifecycle)).toBe(delivery === 'sending' || delivery === 'paused')
    expect(selectHasEnded(lifecycle)).toBe(['completed', 'stopped', 'failed'].includes(delivery))
    // Ended delivery leaves nothing running beside it.
    if (selectHasEnded(lifecycle)) {
      expect(recurrence).not.toBe('active')
      expect(feed).not.toBe('streaming')
    }
    for (const event of campaignLifecycleEvents) {
      const reason = refusalOf(lifecycle, event)
      expect(reason === null).toBe(lifecycle.can(event))
    }
  }
}

const { states } = modelGraph(campaignLifecycleModel.machine, campaignLifecycleModel)

describeModel('campaignLifecycle', {
  ...campaignLifecycleModel,
  states: Object.fromEntries(states.map((key) => [key, invariants(key)])),
})

const fold = (...events: CampaignLifecycleEvent[]) =>
  lifecycleOf(foldLifecycle({ missing: [] }, events))

describe('campaign lifecycle rules (DOMAIN.md)', () => {
  it('sends only when ready', () => {
    const unready = foldLifecycle({ missing: ['a sender id', 'a text'] }, [])
    const decision = decide(unready, { type: 'campaign.send', later: false })
    expect(decision).toEqual({
      accepted: false,
      reason: 'notReady',
    })
  })

  it('a send with a later time waits scheduled, then runs', () => {
    expect(fold({ type: 'campaign.send', later: true }).delivery).toBe('scheduled')
    expect(fold({ type: 'campaign.send', later: true }, { type: 'engine.started' }).delivery).toBe(
      'sending',
    )
  })

  it('pauses and resumes; stop is refused once ended', () => {
    const paused = foldLifecycle({}, [
      { type: 'campaign.send', later: false },
      { type: 'campaign.pause' },
    ])
    expect(deliveryOf(paused)).toBe('paused')
    const resumed = decide(paused, { type: 'campaign.resume' })
    expect(resumed.accepted && deliveryOf(resumed.snapshot)).toBe('sending')
    const stopped = foldLifecycle({}, [
      { type: 'campaign.send', later: false },
      { type: 'campaign.stop' },
    ])
    expect(decide(stopped, { type: 'campaign.stop' })).toEqual({
      accepted: false,
      reason: 'notUnderWay',
    })
  })

  it('a recurring campaign waits scheduled between runs until its recurrence stops', () => {
    const recurring = foldLifecycle({ recurring: true }, [
      { type: 'campaign.send', later: false },
      { type: 'engine.runFinished' },
    ])
    expect(lifecycleOf(recurring)).toEqual({
      delivery: 'scheduled',
      recurrence: 'active',
      feed: 'none',
    })
    const stopped = decide(recurring, { type: 'campaign.stopRecurring' })
    expect(stopped.accepted && lifecycleOf(stopped.snapshot)).toEqual({
      delivery: 'completed',
      recurrence: 'stopped',
      feed: 'none',
    })
  })

  it('stopping recurrence mid-run lets the run finish, then completes', () => {
    const snapshot = foldLifecycle({ recurring: true }, [
      { type: 'campaign.send', later: false },
      { type: 'campaign.stopRecurring' },
      { type: 'engine.runFinished' },
    ])
    expect(deliveryOf(snapshot)).toBe('completed')
    expect(recurrenceOf(snapshot)).toBe('stopped')
  })

  it('a streaming feed keeps the run going until the feed is stopped', () => {
    const streaming = foldLifecycle({ feed: true }, [
      { type: 'campaign.send', later: false },
      { type: 'engine.runFinished' },
    ])
    expect(lifecycleOf(streaming)).toEqual({
      delivery: 'sending',
      recurrence: 'none',
      feed: 'streaming',
    })
    const done = foldLifecycle({ feed: true }, [
      { type: 'campaign.send', later: false },
      { type: 'campaign.stopFeed' },
      { type: 'engine.runFinished' },
    ])
    expect(lifecycleOf(done)).toEqual({
      delivery: 'completed',
      recurrence: 'none',
      feed: 'stopped',
    })
    expect(refusalOf(done, { type: 'campaign.stopFeed' })).toBe('feedStopped')
  })

  it('a stop ends delivery, recurrence and feed together', () => {
    expect(
      lifecycleOf(
        foldLifecycle({ recurring: true, feed: true }, [
          { type: 'campaign.send', later: false },
          { type: 'campaign.stop' },
        ]),
      ),
    ).toEqual({ delivery: 'stopped', recurrence: 'stopped', feed: 'stopped' })
  })

  it('a planner stop before the first run returns the campaign to draft, to be sent again', () => {
    const unplanned = foldLifecycle({ recurring: true, feed: true }, [
      { type: 'campaign.send', later: true },
      { type: 'campaign.stopPlanner' },
    ])
    expect(lifecycleOf(unplanned)).toEqual({ delivery: 'draft', recurrence: 'none', feed: 'none' })
    expect(
      lifecycleOf(
        foldLifecycle({ recurring: true, feed: true }, [
          { type: 'campaign.send', later: true },
          { type: 'campaign.stopPlanner' },
          { type: 'campaign.send', later: false },
        ]),
      ),
    ).toEqual({ delivery: 'sending', recurrence: 'active', feed: 'streaming' })
  })

  it('an engine failure ends the recurrence and the feed, and keeps the reason', () => {
    const failed = foldLifecycle({ recurring: true, feed: true }, [
      { type: 'campaign.send', later: false },
      { type: 'engine.failed', reason: 'No route to the carrier.' },
    ])
    expect(lifecycleOf(failed)).toEqual({
      delivery: 'failed',
      recurrence: 'stopped',
      feed: 'stopped',
    })
    expect(failed.context.failure).toBe('No route to the carrier.')
    expect(feedOf(failed)).toBe('stopped')
  })

  it('edits are refused once the campaign left draft', () => {
    const sending = foldLifecycle({}, [{ type: 'campaign.send', later: false }])
    expect(
      refusalOf(sending, { type: 'campaign.configure', missing: [], recurring: true, feed: false }),
    ).toBe('notDraft')
  })
})
