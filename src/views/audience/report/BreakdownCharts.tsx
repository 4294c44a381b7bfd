import { useLocale } from 'react-aria-components'
import type { ContactReport, ContactSource, ContactStatus } from '../../../contract/contact'
import { BarChart } from '../../../design/charts/BarChart'
import { DonutChart } from '../../../design/charts/DonutChart'
import type { ApiResult } from '../../../services/http/client'
import { LoadProblem } from '../../lists/LoadProblem'
import * as styles from '../../reports/reportLayout.css'
import { countryNamer, groupsAsData, sourceLabels, statusLabels } from './reportLabels'

/** The report: the contacts counted by status, source, country and network. */
export function BreakdownCharts({
  result,
  scopeText,
}: {
  result: ApiResult<ContactReport>
  scopeText: string
}) {
  const { locale } = useLocale()
  const country = countryNamer(locale)
  const empty = 'No contact to count.'
  return (
    <section aria-labelledby="breakdown-title" className={styles.section}>
      <h2 id="breakdown-title" className={styles.sectionTitle}>
        Breakdowns of {scopeText}
      </h2>
      {!result.ok ? (
        <LoadProblem title="The report could not be loaded" result={result} />
      ) : (
        <div className={styles.grid}>
          <DonutChart
            title="Contacts by status"
            columns={['Status', 'Contacts']}
            data={groupsAsData(result.data.by_status, (value) =>
              value ? statusLabels[value as ContactStatus] : 'No status',
            )}
            emptyMessage={empty}
          />
          <DonutChart
            title="Contacts by source"
            columns={['Source', 'Contacts']}
            data={groupsAsData(result.data.by_source, (value) =>
              value ? sourceLabels[value as ContactSource] : 'No source',
            )}
            emptyMessage={empty}
          />
          <BarChart
            title="Contacts by country"
            columns={['Country', 'Contacts']}
            data={groupsAsData(result.data.by_country, country)}
            emptyMessage={empty}
          />
          <BarChart
            title="Contacts by network"
            columns={['Network (MCC MNC)', 'Contacts']}
            data={groupsAsData(result.data.by_network, (value) => value ?? 'Unknown network')}
            emptyMessage={empty}
          />
        </div>
      )}
    </section>
  )
}
