import { describe, expect, it } from 'vitest'
import {
  type CampaignLifecycleEvent,
  type CampaignLifecycleInput,
  foldLifecycle,
  refusalOf,
} from '../../../src/machines/campaignLifecycle'
import { refusalText } from '../../../src/messages/campaigns/refusal'

/** The lifecycle's refusals in words: the server's 409 messages, in each language. */
function said(
  input: CampaignLifecycleInput,
  history: CampaignLifecycleEvent[],
  event: CampaignLifecycleEvent,
  locale: 'en' | 'ar' | 'fa' = 'en',
) {
  const snapshot = foldLifecycle(input, history)
  const code = refusalOf(snapshot, event)
  if (code === null) throw new Error(`${event.type} was taken`)
  return refusalText(code, snapshot, event, locale)
}

const sendNow: CampaignLifecycleEvent = { type: 'campaign.send', later: false }
const sendLater: CampaignLifecycleEvent = { type: 'campaign.send', later: true }
const edit: CampaignLifecycleEvent = {
  type: 'campaign.configure',
  missing: [],
  recurring: false,
  feed: false,
}

describe('the reasons of refusals, in words', () => {
  it.each<
    [string, CampaignLifecycleInput, CampaignLifecycleEvent[], CampaignLifecycleEvent, string]
  >([
    [
      'an edit after the send',
      {},
      [sendNow],
      edit,
      'Only a draft can be edited; this campaign is sending.',
    ],
    ['a second send', {}, [sendNow], sendNow, 'The campaign was already sent; it is sending.'],
    [
      'a pause before the run',
      {},
      [sendLater],
      { type: 'campaign.pause' },
      'Only a sending campaign can be paused; this one is scheduled.',
    ],
    [
      'a resume while sending',
      {},
      [sendNow],
      { type: 'campaign.resume' },
      'Only a paused campaign can be resumed; this one is sending.',
    ],
    [
      'a stop once ended',
      {},
      [sendNow, { type: 'campaign.stop' }],
      { type: 'campaign.stop' },
      'Only a scheduled, sending or paused campaign can be stopped; this one is stopped.',
    ],
    [
      'stop-recurring of a one-off',
      {},
      [sendNow],
      { type: 'campaign.stopRecurring' },
      'The campaign has no recurring sends.',
    ],
    [
      'stop-recurring before the first run',
      { recurring: true },
      [sendLater],
      { type: 'campaign.stopRecurring' },
      'It has not run yet: take it off the planner to change it, or stop it.',
    ],
    [
      'stop-recurring twice',
      { recurring: true },
      [sendNow, { type: 'campaign.stopRecurring' }],
      { type: 'campaign.stopRecurring' },
      'Its recurring sends are already stopped.',
    ],
    [
      'stop-feed without a feed',
      {},
      [sendNow],
      { type: 'campaign.stopFeed' },
      'The campaign is not reading a feed.',
    ],
    [
      'stop-feed twice',
      { feed: true },
      [sendNow, { type: 'campaign.stopFeed' }],
      { type: 'campaign.stopFeed' },
      'Its feed is already stopped.',
    ],
    [
      'a planner stop between runs',
      { recurring: true },
      [sendNow, { type: 'engine.runFinished' }],
      { type: 'campaign.stopPlanner' },
      'It has run already: stop its recurring sends instead.',
    ],
    [
      'a planner stop while sending',
      {},
      [sendNow],
      { type: 'campaign.stopPlanner' },
      'Only a campaign waiting for its first run can be taken off the planner; this one is sending.',
    ],
    [
      'a run finished while the feed streams',
      { feed: true },
      [sendNow],
      { type: 'engine.runFinished' },
      'Its feed still streams: the run stays open until the feed is stopped.',
    ],
    [
      'an engine start of a draft',
      {},
      [],
      { type: 'engine.started' },
      'The delivery engine reported engine.started while the campaign is draft.',
    ],
  ])('%s', (_, input, history, event, sentence) => {
    expect(said(input, history, event)).toBe(sentence)
  })

  it('names everything a draft lacks, as a list in the reader’s language', () => {
    const input = { missing: ['a sender id', 'a text'] }
    expect(said(input, [], sendNow)).toBe('The campaign is not ready: a sender id, a text.')
    const arabic = said(input, [], sendNow, 'ar')
    expect(arabic).not.toContain('a sender id')
    expect(arabic).toContain('معرّف مرسل')
  })

  it('says where the campaign is in Persian words, not the code', () => {
    const persian = said({}, [sendNow], edit, 'fa')
    expect(persian).not.toMatch(/[A-Za-z]/)
  })
})
