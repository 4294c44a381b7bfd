import { type ReactNode, useId, useState } from 'react'
import { ToggleButton } from 'react-aria-components'
import designMessages from '../../messages/design/catalogue'
import { useMessages } from '../../messages/useMessages'
import * as styles from './Chart.css'
import { type ChartDatum, isEmptyData, shareOf } from './chartData'
import { useChartFormat } from './useChartFormat'

export interface ChartFrameProps {
  /** Names the chart, its table and its picture. */
  title: string
  /** The values as the table alternative lists them. */
  data: readonly ChartDatum[]
  /** The table's column headers. @default ['Label', 'Count'] */
  columns?: readonly [label: string, value: string]
  /** Adds a share-of-total column to the table (slices of a whole). @default false */
  withShare?: boolean
  /** Said instead of the chart when every value is zero or there are none. */
  emptyMessage?: string
  /** The picture; not drawn when the data is empty or the table is shown. */
  children: ReactNode
}

/**
 * The frame every chart shares: its title, a "Show as table" toggle that swaps the picture for
 * a table of the same values (the alternative for people who cannot see or read the picture),
 * and a plain sentence when there is nothing to draw.
 */
export function ChartFrame({
  title,
  data,
  columns,
  withShare = false,
  emptyMessage,
  children,
}: ChartFrameProps) {
  const t = useMessages(designMessages)
  const [asTable, setAsTable] = useState(false)
  const titleId = useId()
  const isEmpty = isEmptyData(data)
  return (
    <figure className={styles.figure} aria-labelledby={titleId}>
      <div className={styles.header}>
        <figcaption id={titleId} className={styles.title}>
          {title}
        </figcaption>
        {!isEmpty && (
          <ToggleButton className={styles.toggle} isSelected={asTable} onChange={setAsTable}>
            {t('chart.showAsTable')}
          </ToggleButton>
        )}
      </div>
      {isEmpty ? (
        <p className={styles.empty}>{emptyMessage ?? t('chart.empty')}</p>
      ) : asTable ? (
        <ChartTable
          title={title}
          data={data}
          columns={columns ?? [t('chart.label'), t('chart.count')]}
          withShare={withShare}
        />
      ) : (
        children
      )}
    </figure>
  )
}

function ChartTable({
  title,
  data,
  columns,
  withShare,
}: {
  title: string
  data: readonly ChartDatum[]
  columns: readonly [string, string]
  withShare: boolean
}) {
  const t = useMessages(designMessages)
  const format = useChartFormat()
  const total = data.reduce((sum, datum) => sum + datum.value, 0)
  return (
    <div className={styles.tableScroller}>
      <table className={styles.table}>
        <caption className={styles.caption}>{title}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.headerCell}>
              {columns[0]}
            </th>
            <th scope="col" className={styles.headerCell}>
              {columns[1]}
            </th>
            {withShare && (
              <th scope="col" className={styles.headerCell}>
                {t('chart.share')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {data.map((datum, index) => (
            // Labels may repeat (two days of one week label); the position keeps rows apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are a fixed snapshot of the data
            <tr key={index}>
              <th scope="row" className={styles.cell}>
                {datum.label}
              </th>
              <td className={styles.numberCell}>{datum.shown ?? format.number(datum.value)}</td>
              {withShare && (
                <td className={styles.numberCell}>{format.percent(shareOf(datum.value, total))}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
