import type { CountGroup } from '../../../contract/contact'
import type { ChartDatum } from '../../../design/charts/chartData'
import messages, { type Key } from '../../../messages/audience/catalogue'
import type { Translate } from '../../../messages/catalogue'
import { translator } from '../../../messages/translate'
import { defaultLocale, isAppLocale } from '../../../services/locale'
import type { GrowthInterval } from './reportSearch'

/** A growth interval's name in the interface language. */
export const intervalName = (t: Translate<Key>, interval: GrowthInterval) =>
  t(`interval.${interval}`)

/** The audience catalogue in a locale React Aria reports (an unknown one reads English). */
const wordsIn = (locale: string) =>
  translator(messages, isAppLocale(locale) ? locale : defaultLocale)

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
  const t = wordsIn(locale)
  return (code: string | null) => {
    if (code === null) return t('report.noCountry')
    const name = names.of(code)
    return name && name !== code ? t('report.country', { name, code }) : code
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
  const t = wordsIn(locale)
  return (day: string) => {
    const text = format.format(periodStart(day))
    return interval === 'week' ? t('report.weekOf', { start: text }) : text
  }
}

/** A whole day for headings ("23 Nov 2026"). */
export function dayNamer(locale: string) {
  const format = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', dateStyle: 'medium' })
  return (day: string) => format.format(periodStart(day))
}
