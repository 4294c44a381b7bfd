import { useLocale } from 'react-aria-components'
import type { ContactReport, ContactSource, ContactStatus } from '../../../contract/contact'
import { BarChart } from '../../../design/charts/BarChart'
import { DonutChart } from '../../../design/charts/DonutChart'
import messages from '../../../messages/audience/catalogue'
import { useMessages } from '../../../messages/useMessages'
import type { ApiResult } from '../../../services/http/client'
import { LoadProblem } from '../../lists/LoadProblem'
import * as styles from '../../reports/reportLayout.css'
import { sourceName, statusName } from '../contacts/contactWords'
import { countryNamer, groupsAsData } from './reportLabels'
import type { BreakdownScope } from './reportSearch'

/**
 * The report: the contacts counted by status, source, country and network, of every contact or
 * of those added in the period (`periodText`).
 */
export function BreakdownCharts({
  result,
  scope,
  periodText,
}: {
  result: ApiResult<ContactReport>
  scope: BreakdownScope
  periodText: string
}) {
  const t = useMessages(messages)
  const { locale } = useLocale()
  const country = countryNamer(locale)
  const empty = t('breakdown.empty')
  return (
    <section aria-labelledby="breakdown-title" className={styles.section}>
      <h2 id="breakdown-title" className={styles.sectionTitle}>
        {scope === 'all'
          ? t('breakdown.title.all')
          : t('breakdown.title.period', { period: periodText })}
      </h2>
      {!result.ok ? (
        <LoadProblem title={t('breakdown.loadProblem')} result={result} />
      ) : (
        <div className={styles.grid}>
          <DonutChart
            title={t('breakdown.byStatus')}
            columns={[t('breakdown.status'), t('breakdown.contacts')]}
            data={groupsAsData(result.data.by_status, (value) =>
              value ? statusName(t, value as ContactStatus) : t('breakdown.noStatus'),
            )}
            emptyMessage={empty}
          />
          <DonutChart
            title={t('breakdown.bySource')}
            columns={[t('breakdown.source'), t('breakdown.contacts')]}
            data={groupsAsData(result.data.by_source, (value) =>
              value ? sourceName(t, value as ContactSource) : t('breakdown.noSource'),
            )}
            emptyMessage={empty}
          />
          <BarChart
            title={t('breakdown.byCountry')}
            columns={[t('breakdown.country'), t('breakdown.contacts')]}
            data={groupsAsData(result.data.by_country, country)}
            emptyMessage={empty}
          />
          <BarChart
            title={t('breakdown.byNetwork')}
            columns={[t('breakdown.network'), t('breakdown.contacts')]}
            data={groupsAsData(
              result.data.by_network,
              (value) => value ?? t('breakdown.unknownNetwork'),
            )}
            emptyMessage={empty}
          />
        </div>
      )}
    </section>
  )
}
