import type { ContactSource, ContactStatus, CountGroup } from '../../../contract/contact'
import type { ChartDatum } from '../../../design/charts/chartData'
import type { GrowthInterval } from './reportSearch'

export const statusLabels: Record<ContactStatus, string> = {
  active: 'Active',
  unsubscribed: 'Unsubscribed',
  invalid: 'Invalid',
  blocked: 'Blocked',
}

export const sourceLabels: Record<ContactSource, string> = {
  upload: 'Upload',
  feed: 'Feed',
  api: 'API',
  manual: 'Manual',
}

export const intervalLabels: Record<GrowthInterval, string> = {
  day: 'Day',
  week: 'Week',
  month: 'Month',
}

/** Count groups as chart values, each value named by `name` (null: contacts without one). */
export function groupsAsData(
  groups: readonly CountGroup[],
  name: (value: string | null) => string,
): ChartDatum[] {
  return groups.map((group) => ({ label: name(group.value), value: group.count }))
}

/** A country code as its name in the locale ("United Kingdom (GB)"). */
export function countryNamer(locale: string) {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' })
  return (code: string | null) => {
    if (code === null) return 'No country'
    const name = names.of(code)
    return name && name !== code ? `${name} (${code})` : code
  }
}

/** A period's first UTC day ("2026-11-23") as the moment a chart places it at. */
export const periodStart = (day: string) => new Date(`${day}T00:00:00Z`)

/** A growth period (its first UTC day) as people read it for the interval. */
export function periodNamer(locale: string, interval: GrowthInterval) {
  const options: Intl.DateTimeFormatOptions =
    interval === 'month'
      ? { timeZone: 'UTC', month: 'short', year: 'numeric' }
      : { timeZone: 'UTC', day: 'numeric', month: 'short' }
  const format = new Intl.DateTimeFormat(locale, options)
  return (day: string) => {
    const text = format.format(periodStart(day))
    return interval === 'week' ? `Week of ${text}` : text
  }
}

/** A whole day for headings ("23 Nov 2026"). */
export function dayNamer(locale: string) {
  const format = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', dateStyle: 'medium' })
  return (day: string) => format.format(periodStart(day))
}
