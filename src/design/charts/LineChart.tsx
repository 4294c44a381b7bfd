import { scaleLinear } from 'd3-scale'
import { curveMonotoneX, area as d3Area, line } from 'd3-shape'
import designMessages from '../../messages/design/catalogue'
import { useMessages } from '../../messages/useMessages'
import * as styles from './Chart.css'
import { ChartFrame } from './ChartFrame'
import { type ChartDatum, maxOf } from './chartData'
import { lineChartHeight as height } from './drawingSize'
import { niceScale } from './niceScale'
import { tickAnchor, timeAxis } from './timeAxis'
import { useChartFormat } from './useChartFormat'
import { useChartWidth } from './useChartWidth'

export interface LineChartProps {
  title: string
  /**
   * Points in time order, each labelled for people (a formatted day or week); with `at` on
   * every point the axis under the line names round dates.
   */
  data: readonly ChartDatum[]
  /** Tints the ground under the line (a running total). @default false */
  area?: boolean
  /** @default ['Period', 'Count'] */
  columns?: readonly [label: string, value: string]
  emptyMessage?: string
}

const padding = { top: 12, bottom: 28, side: 52, end: 16 }
// A dot per point while they stay apart; past that the line alone reads better.
const maxDots = 40
// About the room one date under the axis takes, so its labels never run into each other.
const tickRoom = 90
// Monotone in x: the line passes through every point and never bulges past them (no dip
// below zero between two counts).
const curve = curveMonotoneX

/**
 * A value over time as a line (optionally an area) on d3 scales, with round gridlines; a dated
 * series has round dates under it, an undated one its first, middle and last periods. Time runs
 * with the reading direction: right to left in right-to-left locales.
 */
export function LineChart({ title, data, area = false, columns, emptyMessage }: LineChartProps) {
  const t = useMessages(designMessages)
  const format = useChartFormat()
  const { ref, width } = useChartWidth(560)
  const plotEnd = Math.max(width - padding.end, padding.side + 1)
  // Laid out left to right, then mirrored: the SVG stays ltr so anchors mean left and right.
  const mirror = (position: number) => (format.isRtl ? width - position : position)
  const range = [mirror(padding.side), mirror(plotEnd)] as const
  const axis = timeAxis(data, range, format.locale, Math.floor((plotEnd - padding.side) / tickRoom))
  const { top, ticks } = niceScale(maxOf(data))
  const y = scaleLinear([0, top], [height - padding.bottom, padding.top])
  const points = data.map((datum, index) => [axis.x(index), y(datum.value)] as [number, number])
  const linePath = line().curve(curve)(points) ?? undefined
  const areaPath = area ? (d3Area().curve(curve).y0(y(0))(points) ?? undefined) : undefined
  const first = data[0]
  const last = data[data.length - 1]
  const summary =
    first && last
      ? t('lineChart.summary', {
          title,
          count: data.length,
          first: first.label,
          firstValue: first.value,
          last: last.label,
          lastValue: last.value,
        })
      : title
  return (
    <ChartFrame
      title={title}
      data={data}
      columns={columns ?? [t('chart.period'), t('chart.count')]}
      emptyMessage={emptyMessage}
    >
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
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                className={tick === 0 ? styles.baseLine : styles.gridLine}
                x1={range[0]}
                x2={range[1]}
                y1={y(tick)}
                y2={y(tick)}
              />
              <text
                className={styles.axisText}
                x={mirror(padding.side - 8)}
                y={y(tick)}
                dominantBaseline="middle"
                textAnchor={format.isRtl ? 'start' : 'end'}
              >
                {format.number(tick)}
              </text>
            </g>
          ))}
          {axis.ticks.map((tick) => (
            <text
              key={tick.x}
              className={styles.axisText}
              x={tick.x}
              y={height - 8}
              textAnchor={tickAnchor(tick.x, range)}
            >
              {tick.label}
            </text>
          ))}
          <g className={styles.series[0]}>
            {areaPath && <path className={styles.area} d={areaPath} />}
            <path className={styles.line} d={linePath} />
            {data.length <= maxDots &&
              points.map(([px, py], index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a point's place is its identity here
                <circle key={index} className={styles.point} cx={px} cy={py} r={3.5} />
              ))}
          </g>
        </svg>
      </div>
    </ChartFrame>
  )
}
