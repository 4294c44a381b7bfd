import { describe, expect, it } from 'vitest'
import { callCost, createTelephonySimulator } from '../../server/src/adapters/telephony/simulator'
import type { CallEvent, PlaceCall } from '../../server/src/adapters/telephony/telephony'
import { isWindowOpen } from '../../server/src/domain/voice/calendar'
import { nextRunAfter } from '../../server/src/domain/voice/schedule'
import type { CampaignSchedule } from '../../src/contract/sms-campaign'

const call = (to: string, attempt = 1): PlaceCall => ({
  callId: `call-${to}-${attempt}`,
  from: '+14152009000',
  to,
  agentId: null,
  attempt,
})

/** Places the calls and answers how each ended, in the order they ended. */
async function ends(seed: string, calls: PlaceCall[]) {
  const simulator = createTelephonySimulator({ seed, msPerSecond: 0.5 })
  const ended: Extract<CallEvent, { type: 'completed' | 'failed' }>[] = []
  const seen: CallEvent[] = []
  const done = new Promise<void>((resolve) =>
    simulator.onEvent((event) => {
      seen.push(event)
      if (event.type === 'completed' || event.type === 'failed') ended.push(event)
      if (ended.length === calls.length) resolve()
    }),
  )
  for (const one of calls) await simulator.placeCall(one)
  await done
  await simulator.close()
  return { ended, seen }
}

const numbers = Array.from({ length: 40 }, (_, n) => `+1415200${String(1000 + n)}`)

describe('the telephony simulator', () => {
  it('gives each number and attempt the same course under the same seed, whatever the order', async () => {
    const first = await ends(
      'seed-a',
      numbers.map((to) => call(to)),
    )
    const again = await ends(
      'seed-a',
      [...numbers].reverse().map((to) => call(to)),
    )
    const course = (list: typeof first.ended) =>
      Object.fromEntries(
        list.map((event) => [event.callId, [event.outcome, event.durationSeconds]]),
      )
    expect(course(again.ended)).toEqual(course(first.ended))
    const other = await ends(
      'seed-b',
      numbers.map((to) => call(to)),
    )
    expect(course(other.ended)).not.toEqual(course(first.ended))
  })

  it('rings first; answered and voicemail calls complete with talk time and a cost, others fail', async () => {
    const { ended, seen } = await ends(
      'mix',
      numbers.map((to) => call(to)),
    )
    const outcomes = new Set(ended.map((event) => event.outcome))
    expect(outcomes.size).toBeGreaterThanOrEqual(3)
    for (const event of ended) {
      const course = seen.filter((one) => one.callId === event.callId).map((one) => one.type)
      expect(course[0]).toBe('ringing')
      if (event.outcome === 'answered' || event.outcome === 'voicemail') {
        expect(event.type).toBe('completed')
        expect(course).toContain('answered')
        expect(event.durationSeconds).toBeGreaterThanOrEqual(5)
        expect(Number(event.cost)).toBeGreaterThan(0)
      } else {
        expect(event.type).toBe('failed')
        expect(event.durationSeconds).toBe(0)
        expect(event.cost).toBe('0.0000')
      }
    }
  })

  it('follows the odds it is given, and a hang-up ends a call at once', async () => {
    const simulator = createTelephonySimulator({
      odds: { answered: 0, voicemail: 0, 'no-answer': 0, busy: 1, failed: 0 },
      msPerSecond: 0.5,
    })
    const busy = new Promise<CallEvent>((resolve) =>
      simulator.onEvent((event) => event.type === 'failed' && resolve(event)),
    )
    await simulator.placeCall(call('+14152001000'))
    expect(await busy).toMatchObject({ outcome: 'busy' })
    const long = createTelephonySimulator({ msPerSecond: 1000, ringSeconds: { min: 60, max: 60 } })
    const hungUp = new Promise<CallEvent>((resolve) =>
      long.onEvent((event) => event.type === 'failed' && resolve(event)),
    )
    const { providerCallId } = await long.placeCall(call('+14152001001'))
    await long.hangUp(providerCallId)
    expect(await hungUp).toMatchObject({ outcome: 'failed', providerCallId })
    await long.hangUp('unknown')
    await Promise.all([simulator.close(), long.close()])
  })

  it('prices every started minute, exactly', () => {
    expect(callCost('0.0200', 1)).toBe('0.0200')
    expect(callCost('0.0200', 60)).toBe('0.0200')
    expect(callCost('0.0200', 61)).toBe('0.0400')
    expect(callCost('0.015', 600)).toBe('0.1500')
  })
})

describe('the call window and recurring runs', () => {
  const window = { days: ['mon', 'tue'] as ('mon' | 'tue')[], start: '09:00', end: '17:30' }

  it('opens on its days from start up to its end, in the time zone', () => {
    // Monday 2026-03-02, 08:59 and 09:00 in London (UTC in winter).
    expect(isWindowOpen(window, 'Europe/London', new Date('2026-03-02T08:59:00Z'))).toBe(false)
    expect(isWindowOpen(window, 'Europe/London', new Date('2026-03-02T09:00:00Z'))).toBe(true)
    expect(isWindowOpen(window, 'Europe/London', new Date('2026-03-02T17:30:00Z'))).toBe(false)
    // 09:30 in New York is 14:30 UTC; a Wednesday is closed.
    expect(isWindowOpen(window, 'America/New_York', new Date('2026-03-02T14:30:00Z'))).toBe(true)
    expect(isWindowOpen(window, 'Europe/London', new Date('2026-03-04T10:00:00Z'))).toBe(false)
  })

  it('reads the window on the wall clock of the zone across a daylight-saving change', () => {
    // London moves to BST on Sunday 2026-03-29 at 01:00 UTC: 08:30 UTC is 09:30 there.
    const sundays = { days: ['sun'] as 'sun'[], start: '09:00', end: '10:00' }
    expect(isWindowOpen(sundays, 'Europe/London', new Date('2026-03-29T08:30:00Z'))).toBe(true)
    expect(isWindowOpen(sundays, 'Europe/London', new Date('2026-03-22T08:30:00Z'))).toBe(false)
  })

  it('starts a run at the time of the send, of the schedule, or at the next recurring one', () => {
    const after = new Date('2026-03-27T12:00:00Z') // a Friday
    const monday: CampaignSchedule = { kind: 'recurring', days: ['mon'], times: ['09:30'] }
    expect(nextRunAfter(monday, 'Europe/London', after)?.toISOString()).toBe(
      '2026-03-30T08:30:00.000Z',
    )
    expect(nextRunAfter({ kind: 'now' }, 'UTC', after)).toBeNull()
    const past = '2026-03-01T00:00:00.000Z'
    expect(nextRunAfter({ kind: 'at', at: past }, 'UTC', after)?.toISOString()).toBe(past)
    expect(nextRunAfter(monday, 'UTC', after, past)?.toISOString()).toBe(past)
  })
})
