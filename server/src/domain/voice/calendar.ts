import { minutesOfClock } from '../../../../src/contract/campaign-timing'
import { weekdays } from '../../../../src/contract/sms-campaign'
import type { CallWindow } from '../../../../src/contract/voice-campaign'
import { wallMinutesOf, wallOf, wallWeekdayOf } from '../../../../src/contract/zoned-time'

/**
 * Whether calls may be placed at `instant`: on a window day, from its start up to (not at) its
 * end, read on the wall clock of the time zone (src/contract/zoned-time: daylight saving is the
 * zone's own).
 */
export function isWindowOpen(window: CallWindow, timeZone: string, instant: Date): boolean {
  const wall = wallOf(instant.getTime(), timeZone)
  const day = weekdays[wallWeekdayOf(wall)]
  const minutes = wallMinutesOf(wall)
  return (
    day !== undefined &&
    window.days.includes(day) &&
    minutes >= minutesOfClock(window.start) &&
    minutes < minutesOfClock(window.end)
  )
}
