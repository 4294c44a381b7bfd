import { useId } from 'react'
import messages, { type Key } from '../../messages/audit/catalogue'
import { useMessages } from '../../messages/useMessages'
import type { ChartGraph, GraphNode, StateMark } from '../../services/statechart/graph'
import * as styles from './audit.css'

const markKeys: Record<Exclude<StateMark, null>, Key> = {
  before: 'chartText.activeBefore',
  after: 'chartText.activeAfter',
  both: 'chartText.activeBoth',
}

function Mark({ mark }: { mark: StateMark }) {
  const t = useMessages(messages)
  if (!mark) return null
  return (
    <>
      {' '}
      <strong className={styles.mark[mark === 'before' ? 'before' : 'after']}>
        {t(markKeys[mark])}
      </strong>
    </>
  )
}

function StateItem({ node, nodes }: { node: GraphNode; nodes: GraphNode[] }) {
  const t = useMessages(messages)
  const children = nodes.filter((candidate) => candidate.parentId === node.id)
  const kind =
    node.type === 'atomic' ? '' : ` ${t(`chartText.kind.${node.isRegion ? 'region' : node.type}`)}`
  return (
    <li>
      {node.label}
      {kind}
      {node.isInitial && t('chartText.initial')}
      <Mark mark={node.mark} />
      {node.lines.length > 0 && `: ${node.lines.join('; ')}`}
      {children.length > 0 && (
        <ul className={styles.stateList}>
          {children.map((child) => (
            <StateItem key={child.id} node={child} nodes={nodes} />
          ))}
        </ul>
      )}
    </li>
  )
}

/**
 * The chart as text, for whoever cannot see the drawing: the state tree and every arrow, with
 * the step's marks in words.
 */
export function StateChartText({
  graph,
  names,
}: {
  graph: ChartGraph
  names: Map<string, string>
}) {
  const t = useMessages(messages)
  const [root] = graph.nodes
  const name = (id: string) => names.get(id) ?? id
  const ids = { states: useId(), transitions: useId() }
  return (
    <div className={styles.chartText}>
      <h4 id={ids.states} className={styles.sectionTitle}>
        {t('chartText.states')}
      </h4>
      {root && (
        <ul className={styles.stateList} aria-labelledby={ids.states}>
          <StateItem node={root} nodes={graph.nodes} />
        </ul>
      )}
      <h4 id={ids.transitions} className={styles.sectionTitle}>
        {t('chartText.transitions')}
      </h4>
      {graph.edges.length === 0 ? (
        <p>{t('chartText.none')}</p>
      ) : (
        <ol className={styles.stateList} aria-labelledby={ids.transitions}>
          {graph.edges.map((edge) => (
            <li key={edge.id}>
              {name(edge.source)} → {name(edge.target)}: {edge.label}
              {edge.isTaken && (
                <>
                  {' '}
                  <strong className={styles.mark.taken}>{t('chartText.taken')}</strong>
                </>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
