import { type ReactNode, Suspense } from 'react'
import { lazyOnIntent } from '../lazyOnIntent'
import type { BarChartProps } from './BarChart'
import * as styles from './Chart.css'
import { ChartFrame, type ChartFrameProps } from './ChartFrame'
import { isEmptyData } from './chartData'
import { barChartHeight, lineChartHeight } from './drawingSize'
import type { LineChartProps } from './LineChart'

/*
 * The drawings and d3's scales and shapes behind them (about 23 KiB gzip) are fetched where a
 * chart is drawn, not with the page: the frame (title, "Show as table", the empty sentence) is
 * shown at once, and the drawing's box is reserved at its final height while its code loads.
 */
const bar = lazyOnIntent<BarChartProps>(() =>
  import('./BarChart').then((module) => ({ default: module.BarChart })),
)
const line = lazyOnIntent<LineChartProps>(() =>
  import('./LineChart').then((module) => ({ default: module.LineChart })),
)

/** The drawing (children) once its code is in; until then the frame with the drawing's box. */
function Deferred({
  frame: { title, data, columns, emptyMessage },
  height,
  children,
}: {
  frame: Omit<ChartFrameProps, 'children' | 'withShare'>
  height: number
  children: ReactNode
}) {
  const placeholder = (
    <ChartFrame title={title} data={data} columns={columns} emptyMessage={emptyMessage}>
      <div className={styles.drawingPlaceholder} style={{ height }} aria-hidden="true" />
    </ChartFrame>
  )
  // Nothing is drawn for empty data (the frame says so): no code to fetch.
  if (isEmptyData(data)) return placeholder
  return <Suspense fallback={placeholder}>{children}</Suspense>
}

/** A BarChart whose drawing is fetched where there is something to draw. */
export function LazyBarChart(props: BarChartProps) {
  return (
    <Deferred frame={props} height={barChartHeight(props.data.length, props.maxBars)}>
      <bar.Component {...props} />
    </Deferred>
  )
}

/** A LineChart whose drawing is fetched where there is something to draw. */
export function LazyLineChart(props: LineChartProps) {
  return (
    <Deferred frame={props} height={lineChartHeight}>
      <line.Component {...props} />
    </Deferred>
  )
}
