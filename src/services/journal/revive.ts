import { parseDate, parseDateTime, parseTime, parseZonedDateTime } from '@internationalized/date'
import { type JsonValue, typeTag } from './encode'

/** Tagged values that replay turns back into the objects the machines were sent. */
const revivers: Record<string, (fields: Record<string, JsonValue>) => unknown> = {
  Date: ({ value }) => new Date(String(value)),
  Error: ({ name, message }) => Object.assign(new Error(String(message)), { name: String(name) }),
  CalendarDate: ({ value }) => parseDate(String(value)),
  CalendarDateTime: ({ value }) => parseDateTime(String(value)),
  ZonedDateTime: ({ value }) => parseZonedDateTime(String(value)),
  Time: ({ value }) => parseTime(String(value)),
  Number: ({ value }) => Number(value),
  BigInt: ({ value }) => BigInt(String(value)),
  Map: ({ entries }) =>
    new Map((entries as [JsonValue, JsonValue][]).map(([k, v]) => [revive(k), revive(v)])),
  Set: ({ values }) => new Set((values as JsonValue[]).map(revive)),
}

/** The inverse of encodeForJournal for every kind it can restore; others stay tagged data. */
export function revive(value: JsonValue): unknown {
  if (Array.isArray(value)) return value.map(revive)
  if (value === null || typeof value !== 'object') return value
  const tag = value[typeTag]
  const reviver = typeof tag === 'string' ? revivers[tag] : undefined
  if (reviver) return reviver(value)
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, revive(item)]))
}
