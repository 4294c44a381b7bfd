import { useLocale } from 'react-aria-components'
import type { ContactDashboard } from '../../../contract/contact'
import { LineChart } from '../../../design/charts/LineChart'
import { useChartFormat } from '../../../design/charts/useChartFormat'
import type { ApiResult } from '../../../services/http/client'
import { LoadProblem } from '../../lists/LoadProblem'
import * as styles from '../../reports/reportLayout.css'
import { intervalLabels, periodNamer, periodStart } from './reportLabels'
import type { GrowthInterval } from './reportSearch'

/** The dashboard: the team's total, what the period added, and the growth period by period. */
export function GrowthCharts({
  result,
  interval,
  periodText,
}: {
  result: ApiResult<ContactDashboard>
  interval: GrowthInterval
  periodText: string
}) {
  const { locale } = useLocale()
  const format = useChartFormat()
  const period = periodNamer(locale, interval)
  const unit = intervalLabels[interval]
  return (
    <section aria-labelledby="growth-title" className={styles.section}>
      <h2 id="growth-title" className={styles.sectionTitle}>
        Growth, {periodText}
      </h2>
      {!result.ok ? (
        <LoadProblem title="The growth could not be loaded" result={result} />
      ) : (
        <>
          <dl className={styles.figures}>
            <div className={styles.wideFigureTile}>
              <dt className={styles.figureLabel}>Contacts in total</dt>
              <dd className={styles.figureValue}>{format.number(result.data.total)}</dd>
            </div>
            <div className={styles.wideFigureTile}>
              <dt className={styles.figureLabel}>Added in the period</dt>
              <dd className={styles.figureValue}>{format.number(result.data.added_in_range)}</dd>
            </div>
          </dl>
          <div className={styles.grid}>
            <LineChart
              title={`Contacts in total, by ${unit.toLowerCase()}`}
              area
              columns={[unit, 'Contacts']}
              data={result.data.growth.map((point) => ({
                label: period(point.period),
                value: point.total,
                at: periodStart(point.period),
              }))}
              emptyMessage="The team had no contacts in this period."
            />
            <LineChart
              title={`Contacts added, by ${unit.toLowerCase()}`}
              columns={[unit, 'Added']}
              data={result.data.growth.map((point) => ({
                label: period(point.period),
                value: point.added,
                at: periodStart(point.period),
              }))}
              emptyMessage="No contact was added in this period."
            />
          </div>
        </>
      )}
    </section>
  )
}
