import { CalendarDateTime } from '@internationalized/date'
import { describe, expect, it } from 'vitest'
import { dayRangeOf, daysOf, instantsOf } from '../../../src/views/audience/feeds/dayRange'
import { atFormFields, feedRequestOf, tagsOf } from '../../../src/views/audience/feeds/feedForm'
import { validateFeedLogsSearch } from '../../../src/views/audience/feeds/feedLogsSearch'
import { validateFeedsSearch } from '../../../src/views/audience/feeds/feedsSearch'

describe('the feed pages’ URLs', () => {
  it('reads the feeds page’s panels and page', () => {
    expect(validateFeedsSearch({ page: '3', edit: 'a-1', feed: 'b-2' })).toEqual({
      page: 3,
      edit: 'a-1',
      feed: 'b-2',
    })
    expect(validateFeedsSearch({ page: '0', edit: '<script>', feed: 42 })).toEqual({})
  })

  it('reads the logs page’s filters, dropping what it cannot read', () => {
    expect(
      validateFeedLogsSearch({
        page: '2',
        feed: 'f-1',
        outcome: 'partial',
        from: '2026-11-01',
        to: '2026-11-30',
      }),
    ).toEqual({ page: 2, feed: 'f-1', outcome: 'partial', from: '2026-11-01', to: '2026-11-30' })
    expect(validateFeedLogsSearch({ outcome: 'maybe', from: '2026-11-01' })).toEqual({})
    expect(validateFeedLogsSearch({ from: '2026-13-01', to: '2026-13-02' })).toEqual({})
  })
})

describe('days and instants', () => {
  it('turns whole days in a time zone into the instants the API filters on', () => {
    expect(instantsOf(dayRangeOf('2026-11-01', '2026-11-02'), 'UTC')).toEqual({
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-02T23:59:59.999Z',
    })
    expect(instantsOf(dayRangeOf('2026-07-01', '2026-07-01'), 'Europe/London')).toEqual({
      from: '2026-06-30T23:00:00.000Z',
      to: '2026-07-01T22:59:59.999Z',
    })
    expect(instantsOf(null, 'UTC')).toBeNull()
  })

  it('writes a picked range as days', () => {
    const range = {
      start: new CalendarDateTime(2026, 11, 1),
      end: new CalendarDateTime(2026, 11, 3, 23, 59, 59, 999),
    }
    expect(daysOf(range)).toEqual({ from: '2026-11-01', to: '2026-11-03' })
    expect(daysOf(null)).toEqual({ from: undefined, to: undefined })
  })
})

describe('the feed form’s values', () => {
  it('become the request body', () => {
    expect(tagsOf(' a, ,b ,')).toEqual(['a', 'b'])
    expect(
      feedRequestOf({
        name: 'Web',
        description: '  ',
        status: 'paused',
        tags: 'x',
        default_country: 'none',
        contact_status: 'blocked',
      }),
    ).toEqual({
      name: 'Web',
      description: null,
      status: 'paused',
      tags: ['x'],
      default_country: null,
      contact_status: 'blocked',
    })
    expect(feedRequestOf({ name: 'Web', status: 'odd', default_country: 'GB' })).toMatchObject({
      status: 'active',
      default_country: 'GB',
      contact_status: 'active',
    })
  })

  it('put each tag’s refusal at the tags field', () => {
    const outcome = atFormFields({
      ok: false,
      status: 422,
      validation: {
        message: 'Invalid.',
        errors: { 'tags.0': ['First.'], 'tags.3': ['Fourth.'], name: ['Name.'] },
      },
    })
    expect(outcome).toEqual({
      ok: false,
      status: 422,
      validation: { message: 'Invalid.', errors: { tags: ['First.', 'Fourth.'], name: ['Name.'] } },
    })
    expect(atFormFields({ ok: true, data: undefined })).toEqual({ ok: true })
  })
})
