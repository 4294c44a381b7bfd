import type { weekdays } from '../../../../contract/sms-campaign'
import type { Key } from '../../../../messages/agents/catalogue'

/** The catalogue's name of each weekday a voice campaign calls or runs on. */
export const dayKeys = {
  mon: 'day.mon',
  tue: 'day.tue',
  wed: 'day.wed',
  thu: 'day.thu',
  fri: 'day.fri',
  sat: 'day.sat',
  sun: 'day.sun',
} as const satisfies Record<(typeof weekdays)[number], Key>
