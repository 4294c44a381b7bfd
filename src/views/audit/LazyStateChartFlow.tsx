import { lazy, Suspense } from 'react'
import messages from '../../messages/audit/catalogue'
import { useMessages } from '../../messages/useMessages'
import type { ChartGraph } from '../../services/statechart/graph'
import * as styles from './audit.css'

// @xyflow/react is loaded with the first chart drawn, never with the app.
const StateChartFlow = lazy(() => import('./StateChartFlow'))

export function LazyStateChartFlow(props: { graph: ChartGraph; label: string }) {
  const t = useMessages(messages)
  return (
    <Suspense fallback={<div className={styles.chartFallback}>{t('chart.drawing')}</div>}>
      <StateChartFlow {...props} />
    </Suspense>
  )
}
