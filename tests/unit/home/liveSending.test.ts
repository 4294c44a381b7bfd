import { describe, expect, it } from 'vitest'
import type { SendingCampaign } from '../../../src/contract/home'
import { withPushedStats } from '../../../src/views/home/liveSending'
import { busyDay } from './homeSample'

const [sms, voice] = busyDay.sending as [
  Extract<SendingCampaign, { kind: 'sms' }>,
  Extract<SendingCampaign, { kind: 'voice' }>,
]

describe('a sending campaign followed live', () => {
  it('keeps its loaded totals until something is pushed about it', () => {
    expect(withPushedStats(sms, new Map())).toBe(sms)
  })

  it('takes the later figure of each SMS counter, however late the push arrives', () => {
    const pushed = new Map([[sms.id, { ...sms.stats, sent: 15, delivered: 5, cost: '0.60' }]])
    expect(withPushedStats(sms, pushed).stats).toMatchObject({
      sent: 15,
      delivered: sms.stats.delivered,
      cost: '0.60',
    })
  })

  it('takes a voice campaign’s last push as it is', () => {
    const stats = { ...voice.stats, calls: 9, answered: 5 }
    expect(withPushedStats(voice, new Map([[voice.id, stats]])).stats).toEqual(stats)
  })
})
