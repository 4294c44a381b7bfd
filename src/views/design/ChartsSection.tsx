import { useMemo } from 'react'
import { useLocale } from 'react-aria-components'
import { BarChart } from '../../design/charts/BarChart'
import { DonutChart } from '../../design/charts/DonutChart'
import { LineChart } from '../../design/charts/LineChart'
import messages, { type Key } from '../../messages/gallery/catalogue'
import { useMessages } from '../../messages/useMessages'
import * as styles from './Gallery.css'
import { Specimen } from './Specimen'

/** Sample audiences by country (ISO 3166 codes, named by the locale); 12 contacts have none. */
const countries: [code: string, value: number][] = [
  ['US', 1840],
  ['GB', 960],
  ['DE', 512],
  ['BR', 230],
  ['IN', 118],
]
const noCountry = 12

const statuses: [Key, number][] = [
  ['charts.active', 3120],
  ['charts.unsubscribed', 410],
  ['charts.invalid', 96],
  ['charts.blocked', 38],
]

const sources: [Key, number][] = [
  ['charts.upload', 12],
  ['charts.feed', 9],
  ['charts.api', 7],
  ['charts.manual', 5],
]
/** Three small imports, so the donut has more parts than colours. */
const imports: [letter: string, value: number][] = [
  ['A', 3],
  ['B', 2],
  ['C', 1],
]

const added = [12, 40, 18, 0, 64, 22, 35, 9, 51]
const firstTotal = 2900

/** Nine days of November 2026, each with its contacts added and the running total. */
function useDays(locale: string) {
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    })
    let running = firstTotal
    return added.map((value, index) => {
      const at = new Date(Date.UTC(2026, 10, index + 1))
      running += value
      return { label: format.format(at), added: value, total: running, at }
    })
  }, [locale])
}

/** The SVG charts with their table alternative, in their filled, folded and empty states. */
export function ChartsSection() {
  const t = useMessages(messages)
  const { locale } = useLocale()
  const days = useDays(locale)
  const regions = useMemo(() => new Intl.DisplayNames(locale, { type: 'region' }), [locale])
  const byCountry = [
    ...countries.map(([code, value]) => ({ label: regions.of(code) ?? code, value })),
    { label: t('charts.noCountry'), value: noCountry },
  ]
  const named = (data: [Key, number][]) => data.map(([key, value]) => ({ label: t(key), value }))
  const bySource = [
    ...named(sources),
    ...imports.map(([letter, value]) => ({ label: t('charts.import', { letter }), value })),
  ]
  return (
    <div className={styles.stack}>
      <Specimen title={t('charts.barSpecimen')}>
        <BarChart
          title={t('charts.byCountry')}
          data={byCountry}
          columns={[t('charts.country'), t('charts.contacts')]}
        />
      </Specimen>
      <Specimen title={t('charts.areaSpecimen')}>
        <LineChart
          title={t('charts.total')}
          // Dated: drawn on a time axis with round dates under it (the added series below is not).
          data={days.map(({ label, total, at }) => ({ label, value: total, at }))}
          area
          columns={[t('charts.day'), t('charts.contacts')]}
        />
      </Specimen>
      <Specimen title={t('charts.lineSpecimen')}>
        <LineChart
          title={t('charts.addedPerDay')}
          data={days.map(({ label, added }) => ({ label, value: added }))}
          columns={[t('charts.day'), t('charts.added')]}
        />
      </Specimen>
      <Specimen title={t('charts.donutSpecimen')}>
        <DonutChart
          title={t('charts.byStatus')}
          data={named(statuses)}
          columns={[t('charts.status'), t('charts.contacts')]}
        />
      </Specimen>
      <Specimen title={t('charts.foldedSpecimen')}>
        <DonutChart
          title={t('charts.bySource')}
          data={bySource}
          columns={[t('charts.source'), t('charts.contacts')]}
        />
      </Specimen>
      <Specimen title={t('charts.emptySpecimen')}>
        <BarChart title={t('charts.byNetwork')} data={[]} emptyMessage={t('charts.noNetwork')} />
      </Specimen>
    </div>
  )
}
