import { useLocale } from 'react-aria-components'
import type { ContactDashboard } from '../../../contract/contact'
import { LineChart } from '../../../design/charts/LineChart'
import { useChartFormat } from '../../../design/charts/useChartFormat'
import messages from '../../../messages/audience/catalogue'
import { useMessages } from '../../../messages/useMessages'
import type { ApiResult } from '../../../services/http/client'
import { LoadProblem } from '../../lists/LoadProblem'
import * as styles from '../../reports/reportLayout.css'
import { intervalName, periodNamer, periodStart } from './reportLabels'
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
  const t = useMessages(messages)
  const { locale } = useLocale()
  const format = useChartFormat()
  const period = periodNamer(locale, interval)
  const unit = intervalName(t, interval)
  return (
    <section aria-labelledby="growth-title" className={styles.section}>
      <h2 id="growth-title" className={styles.sectionTitle}>
        {t('growth.title', { period: periodText })}
      </h2>
      {!result.ok ? (
        <LoadProblem title={t('growth.loadProblem')} result={result} />
      ) : (
        <>
          <dl className={styles.figures}>
            <div className={styles.wideFigureTile}>
              <dt className={styles.figureLabel}>{t('growth.total')}</dt>
              <dd className={styles.figureValue}>{format.number(result.data.total)}</dd>
            </div>
            <div className={styles.wideFigureTile}>
              <dt className={styles.figureLabel}>{t('growth.addedInPeriod')}</dt>
              <dd className={styles.figureValue}>{format.number(result.data.added_in_range)}</dd>
            </div>
          </dl>
          <div className={styles.grid}>
            <LineChart
              title={t(`growth.totalBy.${interval}`)}
              area
              columns={[unit, t('breakdown.contacts')]}
              data={result.data.growth.map((point) => ({
                label: period(point.period),
                value: point.total,
                at: periodStart(point.period),
              }))}
              emptyMessage={t('growth.emptyTotal')}
            />
            <LineChart
              title={t(`growth.addedBy.${interval}`)}
              columns={[unit, t('growth.added')]}
              data={result.data.growth.map((point) => ({
                label: period(point.period),
                value: point.added,
                at: periodStart(point.period),
              }))}
              emptyMessage={t('growth.emptyAdded')}
            />
          </div>
        </>
      )}
    </section>
  )
}
