import { describe, expect, it } from 'vitest'
import { draftOf, requestOf, stepOfRequirement } from '../../../../src/machines/campaignWizard'
import { previewRuns } from '../../../../src/views/campaigns/wizard/schedulePreview'
import { campaignOf } from '../campaignSample'

describe("the wizard's draft", () => {
  it('sends a typed throttle as a number, nothing as no limit, and anything else as typed', () => {
    const draft = draftOf(campaignOf())
    const throttleOf = (throttle: string) =>
      requestOf({ ...draft, throttle }, 'schedule').throttle_per_minute
    expect(throttleOf('')).toBeNull()
    expect(throttleOf(' 60 ')).toBe(60)
    expect(throttleOf('0')).toBe(0)
    // The server refuses it with its own message, at the field.
    expect(throttleOf('fast')).toBe('fast')
  })

  it("saves only the open step's fields", () => {
    const draft = { ...draftOf(campaignOf()), tracking_domain: ' ', offer_id: 'o1' }
    expect(requestOf(draft, 'recipients')).toEqual({ targets: draft.targets })
    expect(requestOf(draft, 'content')).toEqual({
      sender_ids: [],
      text_ids: [],
      offer_id: 'o1',
      tracking_domain: null,
    })
    expect(requestOf(draft, 'review')).toEqual({})
  })

  it("saves the routing plan with the schedule step, null for the team's default plan", () => {
    const draft = draftOf(campaignOf({ routing_plan_id: 'p2' }))
    expect(requestOf(draft, 'schedule').routing_plan_id).toBe('p2')
    expect(requestOf({ ...draft, routing_plan_id: null }, 'schedule').routing_plan_id).toBeNull()
    expect(requestOf(draft, 'content')).not.toHaveProperty('routing_plan_id')
  })

  it('sends quiet hours only when they are on, as typed', () => {
    const draft = { ...draftOf(campaignOf()), quietStart: '22:00', quietEnd: '22:00' }
    expect(requestOf(draft, 'schedule').quiet_hours).toBeNull()
    expect(requestOf({ ...draft, quietHours: true }, 'schedule').quiet_hours).toEqual({
      start: '22:00',
      end: '22:00',
    })
  })

  it('offers the default zone only to a campaign still on UTC', () => {
    expect(draftOf(campaignOf(), 'Asia/Tokyo').time_zone).toBe('Asia/Tokyo')
    expect(draftOf(campaignOf({ time_zone: 'Europe/Paris' }), 'Asia/Tokyo').time_zone).toBe(
      'Europe/Paris',
    )
  })

  it('names the step that fixes each missing requirement', () => {
    expect(stepOfRequirement('recipients')).toBe('recipients')
    expect(stepOfRequirement('a tracking domain')).toBe('content')
  })
})

describe('the schedule preview', () => {
  const now = new Date('2026-11-23T12:00:00.000Z')

  it('sends a time still ahead at that time, and says nothing of one that has passed', () => {
    const at = { ...draftOf(campaignOf()), scheduleKind: 'at' as const }
    expect(previewRuns({ ...at, at: '2026-11-24T09:00:00.000Z' }, now)).toEqual([
      {
        run: new Date('2026-11-24T09:00:00.000Z'),
        firstMessage: new Date('2026-11-24T09:00:00.000Z'),
      },
    ])
    expect(previewRuns({ ...at, at: '2026-11-22T09:00:00.000Z' }, now)).toEqual([])
  })

  it('waits for a complete schedule and valid quiet hours', () => {
    const recurring = { ...draftOf(campaignOf()), scheduleKind: 'recurring' as const }
    expect(previewRuns({ ...recurring, days: ['mon'], times: [] }, now)).toBeNull()
    expect(
      previewRuns(
        {
          ...recurring,
          days: ['mon'],
          times: ['09:00'],
          quietHours: true,
          quietStart: '22:00',
          quietEnd: '22:00',
        },
        now,
      ),
    ).toBeNull()
  })

  it('moves a run inside quiet hours to their end', () => {
    const draft = {
      ...draftOf(campaignOf()),
      scheduleKind: 'now' as const,
      quietHours: true,
      quietStart: '11:00',
      quietEnd: '13:00',
    }
    expect(previewRuns(draft, now)).toEqual([
      { run: now, firstMessage: new Date('2026-11-23T13:00:00.000Z') },
    ])
  })
})
