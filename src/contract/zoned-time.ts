/**
 * Wall-clock time in an IANA zone, with Intl alone (the same code runs in the browser and the
 * server). A wall time is written as the UTC milliseconds it would be in UTC ("wall ms"): two
 * wall times compare and add like instants, and the zone's offset at an instant is wall − instant.
 */

const minuteMs = 60_000
const dayMs = 24 * 60 * minuteMs

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/** The wall clock the zone shows at an instant, as wall ms (whole seconds). */
export function wallOf(instant: number, timeZone: string): number {
  const parts: Record<string, string> = {}
  for (const part of formatterOf(timeZone).formatToParts(instant)) parts[part.type] = part.value
  const date = new Date(0)
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0-99 as 1900-1999.
  date.setUTCFullYear(Number(parts.year), Number(parts.month) - 1, Number(parts.day))
  date.setUTCHours(Number(parts.hour), Number(parts.minute), Number(parts.second))
  return date.getTime()
}

/** The zone's offset from UTC at an instant, in ms (east positive). */
export const offsetAt = (instant: number, timeZone: string): number =>
  wallOf(instant, timeZone) - (instant - (((instant % 1000) + 1000) % 1000))

/** The start of the wall day a wall time falls in. */
export const wallDayOf = (wall: number): number => wall - (((wall % dayMs) + dayMs) % dayMs)

/** Minutes since the wall day began. */
export const wallMinutesOf = (wall: number): number =>
  Math.floor((wall - wallDayOf(wall)) / minuteMs)

/** Mon = 0 … Sun = 6, the order of `weekdays` in the contract. */
export const wallWeekdayOf = (wall: number): number => (new Date(wall).getUTCDay() + 6) % 7

/**
 * The instants at which the zone's clock reads a wall time: one; two when the clocks went back
 * over it (earlier first); none when they jumped over it. Offsets a day either side bound the
 * answer: no zone changes its offset twice within two days.
 */
export function instantsAt(wall: number, timeZone: string): number[] {
  const offsets = new Set([offsetAt(wall - dayMs, timeZone), offsetAt(wall + dayMs, timeZone)])
  const found = [...offsets]
    .map((offset) => wall - offset)
    .filter((instant) => wallOf(instant, timeZone) === wall)
  return [...new Set(found)].sort((a, b) => a - b)
}

/**
 * The first instant at which the zone's clock reads `wall` or later: the wall time itself when
 * it exists (its first reading when it exists twice), else the end of the gap it fell in (a
 * time the clocks jumped over runs when they land: 01:30 in a 01:00→02:00 jump is 02:00).
 */
export function firstInstantAtOrAfter(wall: number, timeZone: string): number {
  const [first] = instantsAt(wall, timeZone)
  if (first !== undefined) return first
  // In a gap: the clock reads before `wall` at `low` and after it at `high`; search the jump.
  // A gap is a jump forward: read with the later (larger) offset, `wall` is still before it.
  let low = wall - offsetAt(wall + dayMs, timeZone)
  let high = wall - offsetAt(wall - dayMs, timeZone)
  while (high - low > 1000) {
    const middle = low + Math.floor((high - low) / 2000) * 1000
    if (wallOf(middle, timeZone) >= wall) high = middle
    else low = middle
  }
  return high
}
