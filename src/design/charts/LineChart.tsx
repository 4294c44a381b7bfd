import * as styles from './Chart.css'
import { ChartFrame } from './ChartFrame'
import { type ChartDatum, niceScale } from './chartData'
import { useChartFormat } from './useChartFormat'
import { useChartWidth } from './useChartWidth'

export interface LineChartProps {
  title: string
  /** Points in time order, each labelled for people (a formatted day or week). */
  data: readonly ChartDatum[]
  /** Tints the ground under the line (a running total). @default false */
  area?: boolean
  /** @default ['Period', 'Count'] */
  columns?: readonly [label: string, value: string]
  emptyMessage?: string
}

const height = 220
const padding = { top: 12, bottom: 28, side: 52, end: 16 }
const plotHeight = height - padding.top - padding.bottom
// A dot per point while they stay apart; past that the line alone reads better.
const maxDots = 40

/**
 * A value over time as a line (optionally an area), with round gridlines, the first, middle
 * and last periods named under it. Time runs with the reading direction: right to left in
 * right-to-left locales.
 */
export function LineChart({
  title,
  data,
  area = false,
  columns = ['Period', 'Count'],
  emptyMessage,
}: LineChartProps) {
  const format = useChartFormat()
  const { ref, width } = useChartWidth(560)
  const plotWidth = Math.max(width - padding.side - padding.end, 1)
  const { top, ticks } = niceScale(Math.max(...data.map((datum) => datum.value), 0))
  const step = data.length > 1 ? plotWidth / (data.length - 1) : 0
  const along = (index: number) => padding.side + (data.length > 1 ? index * step : plotWidth / 2)
  // Worked out left to right, then mirrored; the SVG stays ltr so anchors mean left and right.
  const x = (position: number) => (format.isRtl ? width - position : position)
  const y = (value: number) => padding.top + plotHeight * (1 - value / top)
  const points = data.map((datum, index) => [x(along(index)), y(datum.value)] as const)
  const line = points.map(([px, py], index) => `${index === 0 ? 'M' : 'L'}${px},${py}`).join(' ')
  const baseline = y(0)
  const first = points[0]
  const last = points[points.length - 1]
  const named = [...new Set([0, Math.floor((data.length - 1) / 2), data.length - 1])]
  const summary =
    data.length > 0
      ? `${title}: line chart of ${format.number(data.length)} periods, from ${data[0]?.label} (${format.number(data[0]?.value ?? 0)}) to ${data[data.length - 1]?.label} (${format.number(data[data.length - 1]?.value ?? 0)}).`
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
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                className={tick === 0 ? styles.baseLine : styles.gridLine}
                x1={x(padding.side)}
                x2={x(width - padding.end)}
                y1={y(tick)}
                y2={y(tick)}
              />
              <text
                className={styles.axisText}
                x={x(padding.side - 8)}
                y={y(tick)}
                dominantBaseline="middle"
                textAnchor={format.isRtl ? 'start' : 'end'}
              >
                {format.number(tick)}
              </text>
            </g>
          ))}
          {named.map((index) => (
            <text
              key={index}
              className={styles.axisText}
              x={x(along(index))}
              y={height - 8}
              textAnchor={
                data.length === 1 || (index !== 0 && index !== data.length - 1)
                  ? 'middle'
                  : (index === 0) !== format.isRtl
                    ? 'start'
                    : 'end'
              }
            >
              {data[index]?.label}
            </text>
          ))}
          <g className={styles.series[0]}>
            {area && first && last && (
              <path
                className={styles.area}
                d={`${line} L${last[0]},${baseline} L${first[0]},${baseline} Z`}
              />
            )}
            <path className={styles.line} d={line} />
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
