import { lazy, Suspense } from 'react'
import type { ChartGraph } from '../../services/statechart/graph'
import * as styles from './audit.css'

// @xyflow/react is loaded with the first chart drawn, never with the app.
const StateChartFlow = lazy(() => import('./StateChartFlow'))

export function LazyStateChartFlow(props: { graph: ChartGraph; label: string }) {
  return (
    <Suspense fallback={<div className={styles.chartFallback}>Drawing the state chart…</div>}>
      <StateChartFlow {...props} />
    </Suspense>
  )
}
