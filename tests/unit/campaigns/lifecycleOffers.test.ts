import { describe, expect, it } from 'vitest'
import type { CampaignSchedule } from '../../../src/contract/sms-campaign'
import { type CampaignLifecycleEvent, foldLifecycle } from '../../../src/machines/campaignLifecycle'
import agentMessages from '../../../src/messages/agents/catalogue'
import messages from '../../../src/messages/campaigns/catalogue'
import { translator } from '../../../src/messages/translate'
import { voiceCommandOffers } from '../../../src/views/agents/campaigns/detail/voiceCommands'
import { campaignCommandOffers } from '../../../src/views/campaigns/detail/campaignCommands'

/**
 * The actions a campaign page offers at each point of a recurring campaign's life (offers
 * filtered by the lifecycle's `can()`), as docs/server.md "Lifecycle: what each command means"
 * decides them: one action per meaning, never two doing the same thing.
 */
const recurring: CampaignSchedule = { kind: 'recurring', days: ['mon'], times: ['09:30'] }
const send = (later: boolean): CampaignLifecycleEvent => ({ type: 'campaign.send', later })
const started: CampaignLifecycleEvent = { type: 'engine.started' }
const finished: CampaignLifecycleEvent = { type: 'engine.runFinished' }

const words = {
  t: translator(messages, 'en'),
  time: (iso: string) => iso,
  list: (items: readonly string[]) => items.join(', '),
}

function offered(feed: boolean, events: CampaignLifecycleEvent[]) {
  const snapshot = foldLifecycle({ missing: [], recurring: true, feed }, events)
  return {
    sms: campaignCommandOffers({ name: 'Weekly', schedule: recurring }, words)
      .filter((offer) => snapshot.can(offer.event))
      .map((offer) => offer.name),
    voice: voiceCommandOffers(
      { name: 'Weekly', schedule: recurring },
      translator(agentMessages, 'en'),
      'en',
    )
      .filter((offer) => snapshot.can(offer.event))
      .map((offer) => offer.name),
  }
}

describe('the offered actions of a recurring campaign', () => {
  it('before its first run: take it off the planner (SMS) or stop it, not stop-recurring', () => {
    expect(offered(false, [send(true)])).toEqual({
      sms: ['stopPlanner', 'stop'],
      voice: ['stopGraceful', 'stopNow'],
    })
  })

  it('during a run: pause, stop the recurring sends, or stop; the planner has nothing to take back', () => {
    expect(offered(false, [send(true), started])).toEqual({
      sms: ['pause', 'stopRecurring', 'stop'],
      voice: ['pause', 'stopRecurring', 'stopGraceful', 'stopNow'],
    })
  })

  it('between runs: stop the recurring sends (it completes) or stop', () => {
    expect(offered(false, [send(true), started, finished])).toEqual({
      sms: ['stopRecurring', 'stop'],
      voice: ['stopRecurring', 'stopGraceful', 'stopNow'],
    })
  })

  it('with a feed: its run ends, the feed goes on streaming, and stopping it stays offered', () => {
    expect(offered(true, [send(false), finished])).toEqual({
      sms: ['stopRecurring', 'stopFeed', 'stop'],
      voice: ['stopRecurring', 'stopFeed', 'stopGraceful', 'stopNow'],
    })
  })

  it('once completed, nothing is offered: the feed of a completed campaign is stopped', () => {
    expect(offered(true, [send(false), finished, { type: 'campaign.stopRecurring' }])).toEqual({
      sms: [],
      voice: [],
    })
  })
})
