import { scaleBand, scaleLinear } from 'd3-scale'
import designMessages from '../../messages/design/catalogue'
import { useMessages } from '../../messages/useMessages'
import * as styles from './Chart.css'
import { ChartFrame } from './ChartFrame'
import { type ChartDatum, foldRest, largest, maxOf } from './chartData'
import { barRowHeight, defaultMaxBars } from './drawingSize'
import { niceScale } from './niceScale'
import { useChartFormat } from './useChartFormat'
import { useChartWidth } from './useChartWidth'

export interface BarChartProps {
  title: string
  /** Largest first reads best; the order is kept. */
  data: readonly ChartDatum[]
  /** Bars drawn; the rest are summed into one "Other" bar. @default 10 */
  maxBars?: number
  /** @default 'Other' */
  otherLabel?: string
  /** @default ['Label', 'Count'] */
  columns?: readonly [label: string, value: string]
  emptyMessage?: string
}

// A bar takes 18px of its 30px row: the rest is the space between bars, half of it at the ends.
const barPadding = 0.4
const valueWidth = 64
const gap = 8
// About what fits of a 13px label per pixel of its column; the table has every label whole.
const pixelsPerCharacter = 7.5

const shorten = (label: string, room: number) => {
  const most = Math.max(4, Math.floor(room / pixelsPerCharacter))
  return label.length > most ? `${label.slice(0, most - 1)}…` : label
}

/**
 * Horizontal bars on d3 scales (a band per category, lengths up to a nice top), with the count
 * at the end of each bar. Bars grow from the reading start: from the left in left-to-right
 * locales, from the right in right-to-left ones.
 */
export function BarChart({
  title,
  data,
  maxBars = defaultMaxBars,
  otherLabel,
  columns,
  emptyMessage,
}: BarChartProps) {
  const t = useMessages(designMessages)
  const format = useChartFormat()
  const { ref, width } = useChartWidth(560)
  // Labels take up to a third of a narrow chart, never more than they need on a wide one.
  const labelWidth = Math.min(150, Math.round(width / 3))
  const plotWidth = Math.max(width - labelWidth - valueWidth - 2 * gap, 1)
  const bars = foldRest(data, maxBars, otherLabel ?? t('chart.other'))
  const height = bars.length * barRowHeight
  const row = scaleBand<number>()
    .domain(bars.map((_, index) => index))
    .range([0, height])
    .paddingInner(barPadding)
    .paddingOuter(barPadding / 2)
  const barHeight = row.bandwidth()
  const lengthOf = scaleLinear([0, niceScale(maxOf(bars)).top], [0, plotWidth])
  // Positions are worked out left to right, then mirrored: the SVG itself stays ltr so its
  // text anchors mean left and right.
  const x = (position: number) => (format.isRtl ? width - position : position)
  const anchor = (reading: 'start' | 'end') =>
    format.isRtl === (reading === 'start') ? 'end' : 'start'
  const biggest = largest(bars)
  const summary = biggest
    ? t('barChart.summary', {
        title,
        count: bars.length,
        largest: biggest.label,
        value: biggest.shown ?? format.number(biggest.value),
      })
    : title
  return (
    <ChartFrame title={title} data={data} columns={columns} emptyMessage={emptyMessage}>
      <div ref={ref}>
        <svg
          className={styles.svg}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-label={summary}
          direction="ltr"
        >
          {bars.map((datum, index) => {
            const length = lengthOf(datum.value)
            const barStart = labelWidth + gap
            const middle = (row(index) ?? 0) + barHeight / 2
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a bar's place is its identity here
              <g key={index}>
                <text
                  className={styles.labelText}
                  x={x(labelWidth)}
                  y={middle}
                  dominantBaseline="middle"
                  textAnchor={anchor('end')}
                >
                  {shorten(datum.label, labelWidth)}
                </text>
                <rect
                  className={[styles.bar, styles.series[0]].join(' ')}
                  x={format.isRtl ? width - barStart - length : barStart}
                  y={middle - barHeight / 2}
                  width={Math.max(length, datum.value > 0 ? 2 : 0)}
                  height={barHeight}
                  rx={3}
                />
                <text
                  className={styles.valueText}
                  x={x(barStart + length + gap / 2)}
                  y={middle}
                  dominantBaseline="middle"
                  textAnchor={anchor('start')}
                >
                  {datum.shown ?? format.number(datum.value)}
                </text>
              </g>
            )
          })}
        </svg>
      </div>
    </ChartFrame>
  )
}
