import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { rateOf } from '../../server/src/domain/campaigns/reports/figures'
import {
  bucketStart,
  bucketsOf,
  dayIn,
  resolvePeriod,
} from '../../server/src/domain/campaigns/reports/period'
import { reportGroupings } from '../../src/contract/campaign-report-values'
import { campaignLimits } from '../../src/contract/constants'
import { formatAmount, moneyFromText } from '../../src/contract/money'

/** The pure parts of the campaign reports: periods, buckets, money text and rates. */

const dayMs = 24 * 60 * 60 * 1000
const dayAt = (index: number) =>
  new Date(Date.UTC(2000, 0, 1) + index * dayMs).toISOString().slice(0, 10)
/** A day between 2000 and about 2054, and a span of up to two years after it. */
const someDay = fc.integer({ min: 0, max: 20_000 })
const span = fc.integer({ min: 0, max: 730 })

describe('campaign report periods', () => {
  it('puts every day of a period in exactly one bucket, buckets in order with no gap', () => {
    fc.assert(
      fc.property(someDay, span, fc.constantFrom(...reportGroupings), (start, length, grouping) => {
        const period = { from: dayAt(start), to: dayAt(start + length), timeZone: 'UTC' }
        // Two years hold at most 106 weeks or 25 months; only days can pass the limit.
        if (grouping === 'day' && length + 1 > campaignLimits.reportMaxPoints) return
        const buckets = bucketsOf(period, grouping)
        expect(buckets[0]).toBe(bucketStart(period.from, grouping))
        expect([...buckets].sort()).toEqual(buckets)
        expect(new Set(buckets).size).toBe(buckets.length)
        for (let index = 0; index <= length; index++)
          expect(buckets).toContain(bucketStart(dayAt(start + index), grouping))
        expect(buckets.at(-1)).toBe(bucketStart(period.to, grouping))
      }),
    )
  })

  it('starts a week on its Monday and a month on its first day', () => {
    fc.assert(
      fc.property(someDay, (index) => {
        const day = dayAt(index)
        const monday = bucketStart(day, 'week')
        expect(new Date(`${monday}T00:00:00Z`).getUTCDay()).toBe(1)
        const back = (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${monday}T00:00:00Z`)) / dayMs
        expect(back).toBeGreaterThanOrEqual(0)
        expect(back).toBeLessThan(7)
        expect(bucketStart(day, 'month')).toBe(`${day.slice(0, 8)}01`)
        expect(bucketStart(day, 'day')).toBe(day)
      }),
    )
    expect(bucketStart('2026-10-25', 'week')).toBe('2026-10-19')
    expect(bucketStart('2026-10-26', 'week')).toBe('2026-10-26')
  })

  it('refuses more buckets than a report answers, naming the grouping', () => {
    const period = { from: '2020-01-01', to: '2026-01-01', timeZone: 'UTC' }
    expect(() => bucketsOf(period, 'day')).toThrow()
    expect(bucketsOf(period, 'month')).toHaveLength(73)
  })

  it('defaults to the last days up to today in the zone, and follows a lone from or to', () => {
    // 23:30 UTC on 23 November is already the 24th in Tokyo.
    const now = new Date('2026-11-23T23:30:00Z')
    expect(dayIn('Asia/Tokyo', now)).toBe('2026-11-24')
    expect(resolvePeriod({}, 'UTC', now)).toEqual({
      from: '2026-10-25',
      to: '2026-11-23',
      timeZone: 'UTC',
    })
    expect(resolvePeriod({}, 'Asia/Tokyo', now)).toMatchObject({ to: '2026-11-24' })
    expect(resolvePeriod({ from: '2026-11-01' }, 'UTC', now)).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-23',
    })
    expect(resolvePeriod({ from: '2026-12-05' }, 'UTC', now)).toMatchObject({
      from: '2026-12-05',
      to: '2026-12-05',
    })
    expect(resolvePeriod({ to: '2026-03-31' }, 'UTC', now)).toMatchObject({
      from: '2026-03-02',
      to: '2026-03-31',
    })
  })
})

const moneyText = (text: string) => formatAmount(moneyFromText(text))

describe('campaign report money and rates', () => {
  it('writes sums with two decimals at least and no trailing zeros past them', () => {
    expect(moneyText('4.5000')).toBe('4.50')
    expect(moneyText('0.0045')).toBe('0.0045')
    expect(moneyText('0')).toBe('0.00')
    expect(moneyText('-1.2300')).toBe('-1.23')
    expect(moneyText('12')).toBe('12.00')
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: 0, max: 6 }),
        (units, scale) => {
          const text = (units / 10 ** scale).toFixed(scale)
          expect(moneyFromText(moneyText(text))).toEqual(moneyFromText(text))
          expect(moneyText(text)).toMatch(/^-?\d+\.\d{2,}$/)
        },
      ),
    )
  })

  it('answers a rate from 0 to 1, or null with nothing to divide by', () => {
    expect(rateOf(3, 4)).toBe(0.75)
    expect(rateOf(0, 0)).toBeNull()
    expect(rateOf(5, 4)).toBe(1)
  })
})
