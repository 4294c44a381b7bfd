import type { DomainCost, DomainsCost } from '../../../contract/campaign-reports'
import { BarChart } from '../../../design/charts/BarChart'
import messages, { type Key } from '../../../messages/campaigns-reports/catalogue'
import type { Translate } from '../../../messages/catalogue'
import { useMessages } from '../../../messages/useMessages'
import type { ApiResult } from '../../../services/http/client'
import { type ListColumn, ListTable } from '../../lists/ListTable'
import { LoadProblem } from '../../lists/LoadProblem'
import * as listStyles from '../../lists/lists.css'
import * as styles from '../../reports/reportLayout.css'
import type { ReportFormat } from './reportFormat'

const domainNamer = (t: Translate<Key>) => (domain: string | null) => domain ?? t('domains.none')

function columnsOf(format: ReportFormat, t: Translate<Key>): ListColumn<DomainCost>[] {
  const number = styles.number
  const domainName = domainNamer(t)
  return [
    { header: t('domains.domain'), namesRow: true, cell: (row) => domainName(row.domain) },
    {
      header: t('domains.campaigns'),
      cell: (row) => format.count(row.campaigns),
      className: number,
    },
    { header: t('domains.messages'), cell: (row) => format.count(row.messages), className: number },
    {
      header: t('figure.delivered'),
      cell: (row) => format.count(row.delivered),
      className: number,
    },
    { header: t('domains.clicks'), cell: (row) => format.count(row.clicked), className: number },
    { header: t('figure.cost'), cell: (row) => format.money(row.cost), className: number },
    { header: t('figure.revenue'), cell: (row) => format.money(row.revenue), className: number },
    { header: t('figure.margin'), cell: (row) => format.money(row.margin), className: number },
    {
      header: t('domains.costPerClick'),
      cell: (row) => (row.cost_per_click === null ? '–' : format.money(row.cost_per_click)),
      className: number,
    },
  ]
}

/** What each tracking domain's messages cost and brought in over the period. */
export function DomainsCostSection({
  result,
  format,
}: {
  result: ApiResult<DomainsCost>
  format: ReportFormat
}) {
  const t = useMessages(messages)
  const domainName = domainNamer(t)
  return (
    <section aria-labelledby="domains-title" className={styles.section}>
      <h2 id="domains-title" className={styles.sectionTitle}>
        {t('domains.title')}
      </h2>
      {!result.ok ? (
        <LoadProblem title={t('domains.problem')} result={result} />
      ) : result.data.domains.length === 0 ? (
        <p className={listStyles.empty}>{t('domains.empty')}</p>
      ) : (
        <>
          <BarChart
            title={t('domains.title')}
            columns={[t('domains.domain'), t('figure.cost')]}
            data={result.data.domains.map((row) => ({
              label: domainName(row.domain),
              // A bar's length only: the amount itself is shown from its exact decimal text.
              value: Number(row.cost),
              shown: format.money(row.cost),
            }))}
            emptyMessage={t('domains.chartEmpty')}
          />
          <ListTable
            label={t('domains.label')}
            rows={result.data.domains}
            rowKey={(row) => domainName(row.domain)}
            columns={columnsOf(format, t)}
          />
        </>
      )}
    </section>
  )
}
