/**
 * Turns any value an event may carry into JSON the journal can store and export: plain data
 * stays as it is, and the few kinds of objects events really carry become tagged objects
 * (`{ $type, ... }`) that replay can turn back (revive.ts). Nothing here imports those kinds'
 * libraries: this runs for every event of the app.
 */

export type JsonValue =
  | null
  | boolean
  | number
  | string
  | JsonValue[]
  | { [key: string]: JsonValue }

/** The tag key of an encoded object. */
export const typeTag = '$type'

/** Deeper values are cut off: no event of the app nests this far. */
const maxDepth = 24

type Tagged = { [typeTag]: string } & { [key: string]: JsonValue }

const tagged = (type: string, fields: Record<string, JsonValue> = {}): Tagged => ({
  [typeTag]: type,
  ...fields,
})

const hasMethod = (value: object, name: string) =>
  typeof (value as Record<string, unknown>)[name] === 'function'

/** @internationalized/date values, told apart by their fields (their classes are not imported). */
function dateKindOf(value: object): string | null {
  if (!hasMethod(value, 'compare') || !hasMethod(value, 'toString')) return null
  if ('calendar' in value && 'era' in value) {
    if ('timeZone' in value && 'offset' in value) return 'ZonedDateTime'
    return 'hour' in value ? 'CalendarDateTime' : 'CalendarDate'
  }
  if ('hour' in value && 'minute' in value && 'millisecond' in value) return 'Time'
  return null
}

const isActorRef = (value: object) =>
  'sessionId' in value && hasMethod(value, 'send') && hasMethod(value, 'getSnapshot')

function encodeObject(value: object, depth: number, seen: WeakSet<object>): JsonValue {
  if (seen.has(value)) return tagged('Circular')
  if (depth >= maxDepth) return tagged('Truncated')
  if (value instanceof Date) return tagged('Date', { value: value.toISOString() })
  if (value instanceof Error) return tagged('Error', { name: value.name, message: value.message })
  if (typeof Blob !== 'undefined' && value instanceof Blob) {
    const name = typeof File !== 'undefined' && value instanceof File ? value.name : null
    return tagged('Blob', { name, size: value.size, mediaType: value.type })
  }
  if (typeof Node !== 'undefined' && value instanceof Node) {
    return tagged('Node', { name: value.nodeName })
  }
  if (typeof Event !== 'undefined' && value instanceof Event) {
    return tagged('DomEvent', { name: value.type })
  }
  const dateKind = dateKindOf(value)
  if (dateKind) return tagged(dateKind, { value: String(value) })
  if (isActorRef(value)) {
    const ref = value as { id?: unknown; sessionId: unknown }
    return tagged('ActorRef', { id: String(ref.id ?? ref.sessionId) })
  }

  seen.add(value)
  try {
    if (Array.isArray(value)) return value.map((item) => encodeItem(item, depth + 1, seen))
    if (value instanceof Map) {
      return tagged('Map', {
        entries: [...value].map(([key, item]) => [
          encodeItem(key, depth + 1, seen),
          encodeItem(item, depth + 1, seen),
        ]),
      })
    }
    if (value instanceof Set) {
      return tagged('Set', { values: [...value].map((item) => encodeItem(item, depth + 1, seen)) })
    }
    const result: Record<string, JsonValue> = {}
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) continue
      result[key] = encodeItem(item, depth + 1, seen)
    }
    return result
  } finally {
    seen.delete(value)
  }
}

function encodeItem(value: unknown, depth: number, seen: WeakSet<object>): JsonValue {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value
    case 'number':
      return Number.isFinite(value) ? value : tagged('Number', { value: String(value) })
    case 'bigint':
      return tagged('BigInt', { value: value.toString() })
    case 'undefined':
      return null
    case 'symbol':
      return tagged('Symbol', { name: value.description ?? '' })
    case 'function':
      return tagged('Function', { name: value.name })
    default:
      return value === null ? null : encodeObject(value as object, depth, seen)
  }
}

/** The value as JSON-safe data; `encodeForJournal(x)` survives `JSON.stringify` unchanged. */
export function encodeForJournal(value: unknown): JsonValue {
  return encodeItem(value, 0, new WeakSet())
}
