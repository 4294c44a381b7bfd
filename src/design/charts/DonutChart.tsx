import { arc, type PieArcDatum, pie } from 'd3-shape'
import designMessages from '../../messages/design/catalogue'
import { useMessages } from '../../messages/useMessages'
import * as styles from './Chart.css'
import { ChartFrame } from './ChartFrame'
import { type ChartDatum, foldRest, largest, seriesColourCount, shareOf } from './chartData'
import { useChartFormat } from './useChartFormat'

export interface DonutChartProps {
  title: string
  /** Parts of one whole (contacts by status); largest first reads best. */
  data: readonly ChartDatum[]
  /** @default 'Other' */
  otherLabel?: string
  /** Under the total in the middle. @default 'total' */
  totalLabel?: string
  /** @default ['Label', 'Count'] */
  columns?: readonly [label: string, value: string]
  emptyMessage?: string
}

const ring = { inner: 56, outer: 84 }
// The gap between two slices, as an angle: 0.6% of the turn.
const sliceGap = 0.006 * 2 * Math.PI
const sliceOf = arc<PieArcDatum<ChartDatum>>().innerRadius(ring.inner).outerRadius(ring.outer)

/**
 * Shares of a whole as a ring (d3's pie and arc) with the total in its middle and a legend
 * naming each slice with its count and share (colour is never the only key). Past five slices
 * the smallest are summed into "Other". Slices run clockwise from the top, anticlockwise in
 * right-to-left locales.
 */
export function DonutChart({
  title,
  data,
  otherLabel,
  totalLabel,
  columns,
  emptyMessage,
}: DonutChartProps) {
  const t = useMessages(designMessages)
  const format = useChartFormat()
  const slices = foldRest(data, seriesColourCount, otherLabel ?? t('chart.other')).filter(
    (datum) => datum.value > 0,
  )
  const total = slices.reduce((sum, datum) => sum + datum.value, 0)
  // d3 angles run clockwise from the top; a negative turn runs anticlockwise for rtl.
  const arcs = pie<ChartDatum>()
    .value((datum) => datum.value)
    .sort(null)
    .endAngle(format.isRtl ? -2 * Math.PI : 2 * Math.PI)
    .padAngle(slices.length > 1 ? sliceGap : 0)(slices)
  const biggest = largest(slices)
  const summary = biggest
    ? t('donutChart.summary', {
        title,
        total,
        count: slices.length,
        largest: biggest.label,
        share: format.percent(shareOf(biggest.value, total)),
      })
    : title
  return (
    <ChartFrame title={title} data={data} columns={columns} withShare emptyMessage={emptyMessage}>
      <div className={styles.donutLayout}>
        <svg className={styles.donutGraphic} viewBox="0 0 200 200" role="img" aria-label={summary}>
          <g transform="translate(100 100)">
            {arcs.map((slice) => (
              <path
                key={slice.index}
                className={[
                  styles.slice,
                  styles.series[Math.min(slice.index, seriesColourCount - 1)],
                ].join(' ')}
                d={sliceOf(slice) ?? undefined}
              />
            ))}
          </g>
          <text className={styles.donutTotal} x={100} y={98} textAnchor="middle">
            {format.number(total)}
          </text>
          <text className={styles.donutCaption} x={100} y={118} textAnchor="middle">
            {totalLabel ?? t('chart.total')}
          </text>
        </svg>
        <ul className={styles.legend} aria-label={t('chart.legend', { title })}>
          {slices.map((datum, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a slice's place is its identity here
            <li key={index} className={styles.legendItem}>
              <span
                aria-hidden="true"
                className={[
                  styles.swatch,
                  styles.series[Math.min(index, seriesColourCount - 1)],
                ].join(' ')}
              />
              <span>{datum.label}</span>
              <span className={styles.legendValue}>
                {format.number(datum.value)} ({format.percent(shareOf(datum.value, total))})
              </span>
            </li>
          ))}
        </ul>
      </div>
    </ChartFrame>
  )
}
