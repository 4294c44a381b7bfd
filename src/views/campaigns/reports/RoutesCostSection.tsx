import type { RouteCost, RoutesCost } from '../../../contract/campaign-reports'
import type { Translate } from '../../../messages/catalogue'
import messages, { type Key } from '../../../messages/routing-engine/catalogue'
import { useMessages } from '../../../messages/useMessages'
import type { ApiResult } from '../../../services/http/client'
import { type ListColumn, ListTable } from '../../lists/ListTable'
import { LoadProblem } from '../../lists/LoadProblem'
import * as listStyles from '../../lists/lists.css'
import * as styles from '../../reports/reportLayout.css'
import type { ReportFormat } from './reportFormat'

function routeName(row: RouteCost, t: Translate<Key>) {
  if (row.route_id === null) return t('routes.defaultRoute')
  return row.route_name ?? t('routes.deletedRoute')
}

function columnsOf(format: ReportFormat, t: Translate<Key>): ListColumn<RouteCost>[] {
  const number = styles.number
  return [
    { header: t('routes.route'), namesRow: true, cell: (row) => routeName(row, t) },
    { header: t('routes.network'), cell: (row) => row.network_name ?? t('routes.noNetwork') },
    { header: t('routes.messages'), cell: (row) => format.count(row.messages), className: number },
    { header: t('routes.sent'), cell: (row) => format.count(row.sent), className: number },
    {
      header: t('routes.delivered'),
      cell: (row) => format.count(row.delivered),
      className: number,
    },
    { header: t('routes.failed'), cell: (row) => format.count(row.failed), className: number },
    { header: t('routes.cost'), cell: (row) => format.money(row.cost), className: number },
  ]
}

/** What the period's messages cost on each route the plans sent them by, per network. */
export function RoutesCostSection({
  result,
  format,
}: {
  result: ApiResult<RoutesCost>
  format: ReportFormat
}) {
  const t = useMessages(messages)
  return (
    <section aria-labelledby="routes-cost-title" className={styles.section}>
      <h2 id="routes-cost-title" className={styles.sectionTitle}>
        {t('routes.title')}
      </h2>
      {!result.ok ? (
        <LoadProblem title={t('routes.problem')} result={result} />
      ) : result.data.routes.length === 0 ? (
        <p className={listStyles.empty}>{t('routes.empty')}</p>
      ) : (
        <ListTable
          label={t('routes.label')}
          rows={result.data.routes}
          rowKey={(row) => `${row.route_id ?? ''}/${row.network_id ?? ''}`}
          columns={columnsOf(format, t)}
        />
      )}
    </section>
  )
}
