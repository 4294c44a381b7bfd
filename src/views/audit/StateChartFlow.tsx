import '@xyflow/react/dist/base.css'
import {
  Controls,
  type Edge,
  Handle,
  MarkerType,
  type Node,
  type NodeProps,
  Position,
  ReactFlow,
} from '@xyflow/react'
import { useMemo } from 'react'
import { flowCanvas } from '../../design/flowCanvas.css'
import { vars } from '../../design/vars.css'
import messages, { type Key } from '../../messages/audit/catalogue'
import { useMessages } from '../../messages/useMessages'
import type { ChartGraph, GraphEdge, GraphNode } from '../../services/statechart/graph'
import * as styles from './StateChartFlow.css'

/**
 * A state chart drawn with @xyflow/react. This module is loaded only by the audit screens, on
 * demand (see LazyStateChartFlow), so the library stays out of every other page's code.
 */

type StateNode = Node<{ state: GraphNode }, 'state'>

const markKeys: Record<'before' | 'after' | 'both', Key> = {
  before: 'chart.markBefore',
  after: 'chart.markAfter',
  both: 'chart.markBoth',
}

function StateBox({ data: { state } }: NodeProps<StateNode>) {
  const t = useMessages(messages)
  const kind = state.isRegion ? 'region' : state.isGroup ? 'group' : 'atomic'
  const className = [styles.node[kind], state.mark ? styles.marked[state.mark] : '']
    .filter(Boolean)
    .join(' ')
  return (
    <div className={className} data-mark={state.mark ?? undefined}>
      <Handle
        type="target"
        position={Position.Left}
        className={styles.handle}
        isConnectable={false}
      />
      <div className={styles.label}>
        {state.isInitial && <span className={styles.initialDot} title={t('chart.initial')} />}
        {state.label}
        {state.type === 'parallel' && ' ∥'}
        {state.type === 'final' && ` ${t('chart.final')}`}
        {state.mark && <span className={styles.badge}>{t(markKeys[state.mark])}</span>}
      </div>
      {state.lines.map((line) => (
        <div key={line} className={styles.line}>
          {line}
        </div>
      ))}
      <Handle
        type="source"
        position={Position.Right}
        className={styles.handle}
        isConnectable={false}
      />
    </div>
  )
}

const nodeTypes = { state: StateBox }

function toNode(state: GraphNode): StateNode {
  return {
    id: state.id,
    type: 'state',
    position: { x: state.box.x, y: state.box.y },
    width: state.box.width,
    height: state.box.height,
    ...(state.parentId ? { parentId: state.parentId, extent: 'parent' as const } : {}),
    data: { state },
    draggable: false,
    selectable: false,
    focusable: false,
    connectable: false,
  }
}

function toEdge(edge: GraphEdge): Edge {
  const color = edge.isTaken ? vars.color.primary : vars.color.textMuted
  return {
    id: edge.id,
    source: edge.source,
    target: edge.target,
    label: edge.trigger,
    labelBgPadding: [4, 2],
    markerEnd: { type: MarkerType.ArrowClosed, color, width: 18, height: 18 },
    style: {
      stroke: color,
      strokeWidth: edge.isTaken ? 3 : 1.5,
      // Delays dashed, eventless dotted: the kind shows without colour too.
      ...(edge.kind === 'delayed' ? { strokeDasharray: '8 4' } : {}),
      ...(edge.kind === 'eventless' ? { strokeDasharray: '2 4' } : {}),
    },
    // The taken arrow above the others.
    ...(edge.isTaken ? { zIndex: 1000 } : {}),
    selectable: false,
    focusable: false,
  }
}

export default function StateChartFlow({
  graph,
  label,
}: {
  graph: ChartGraph
  /** What the drawing shows, for assistive technology: its text alternative is beside it. */
  label: string
}) {
  const nodes = useMemo(() => graph.nodes.map(toNode), [graph])
  const edges = useMemo(() => graph.edges.map(toEdge), [graph])
  return (
    <figure className={flowCanvas} aria-label={label}>
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        fitView
        minZoom={0.1}
        nodesDraggable={false}
        nodesConnectable={false}
        nodesFocusable={false}
        edgesFocusable={false}
        elementsSelectable={false}
        zoomOnScroll={false}
        preventScrolling={false}
        panOnScroll={false}
      >
        <Controls showInteractive={false} />
      </ReactFlow>
    </figure>
  )
}
