import { describe, expect, it } from 'vitest'
import { readPhone } from '../../../src/contract/phone-number'
import readings from './phone-readings.json'

/**
 * libphonenumber-js is patched (patches/, applied by patch-package at install) to compile each
 * metadata pattern once instead of on every call. These readings were taken with the library as
 * published, before the patch: a number of every country the metadata knows, written the ways
 * an import's cells write them, each read the same way still.
 */
describe('readPhone with the patched libphonenumber-js', () => {
  it.each(readings.map((item) => [item.text, item.country, item.reading] as const))(
    'reads %j (country %j) as before the patch',
    (text, country, reading) => {
      expect(readPhone(text, country)).toEqual(reading)
    },
  )

  it('reads the same number alike when the patterns are already compiled', () => {
    const first = readings.map((item) => readPhone(item.text, item.country))
    expect(readings.map((item) => readPhone(item.text, item.country))).toEqual(first)
  })
})
