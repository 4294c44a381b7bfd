import type { HomeSummary } from '../../contract/home'
import { LazyLineChart } from '../../design/charts/LazyCharts'
import { Link } from '../../design/Link'
import { useDateText } from '../lists/useDateText'
import * as styles from './home.css'
import { homeLinks } from './homeLinks'
import { useHomeMessages } from './useHomeMessages'

/** The team's contacts and how they grew, day by day (UTC days, as the server counts them). */
export function AudienceGrowth({ audience }: { audience: HomeSummary['audience'] }) {
  const t = useHomeMessages()
  const dayText = useDateText({ month: 'short', day: 'numeric', timeZone: 'UTC' })
  const points = audience.growth.map((point) => {
    const at = new Date(`${point.day}T00:00:00.000Z`)
    return { label: dayText(point.day), value: point.total, at }
  })
  return (
    <section className={styles.panel} aria-labelledby="home-audience">
      <h2 id="home-audience" className={styles.panelTitle}>
        {t('audience.title')}
      </h2>
      <p className={styles.figureValue}>{t('audience.total', { total: audience.total })}</p>
      <LazyLineChart
        title={t('audience.chartTitle', { days: points.length })}
        data={points}
        area
        columns={[t('audience.chartDay'), t('audience.chartContacts')]}
      />
      <Link href={homeLinks.contacts}>{t('audience.open')}</Link>
    </section>
  )
}
