import '@xyflow/react/dist/base.css'
import { useSelector } from '@xstate/react'
import {
  Controls,
  type Edge,
  Handle,
  MarkerType,
  MiniMap,
  type Node,
  type NodeChange,
  type NodeProps,
  type OnConnect,
  type OnDelete,
  Position,
  ReactFlow,
} from '@xyflow/react'
import { useMemo, useState } from 'react'
import type { NodeStats } from '../../../contract/automation/automation'
import { branchesOf } from '../../../contract/automation/graph'
import { flowCanvas } from '../../../design/flowCanvas.css'
import type { FlowEditorRef, FlowNode } from '../../../machines/flowEditor'
import {
  freeBranches,
  selectGraph,
  selectProblems,
  selectSelection,
} from '../../../machines/flowEditor'
import messages from '../../../messages/automation-editor/catalogue'
import { useMessages } from '../../../messages/useMessages'
import * as styles from './editor.css'
import { noServerErrors, type ServerErrors, serverErrorsOfNode } from './serverErrors'
import { type CountChoice, countedOutcomes, type GraphStats } from './stats/graphStats'

/**
 * The automation graph drawn with @xyflow/react, every change sent to the editor machine. Loaded
 * only by the editor (see FlowEditor's lazy import), so the library stays out of other pages.
 * A drag is drawn from local positions while it lasts and sent as one move when it ends.
 */

type StepNode = Node<
  {
    node: FlowNode
    problemCount: number
    counts?: NodeStats
    onCount?: (count: CountChoice) => void
  },
  'step'
>

/** A node's counts over the chosen period, each a button that opens the contacts behind it. */
function NodeCounts({
  counts,
  onCount,
}: {
  counts: NodeStats
  onCount?: (count: CountChoice) => void
}) {
  const t = useMessages(messages)
  return (
    <span className={styles.nodeCounts}>
      {countedOutcomes.map((outcome) => {
        const short = t('stats.countShort', { outcome, count: counts[outcome] })
        return (
          <button
            key={outcome}
            type="button"
            className={`nodrag ${styles.nodeCount}`}
            // The visible words first, so a voice command that says them finds the button.
            aria-label={t('stats.countLabel', { short, outcome, node: counts.node_id })}
            onClick={() => onCount?.({ nodeId: counts.node_id, outcome, count: counts[outcome] })}
          >
            {short}
          </button>
        )
      })}
    </span>
  )
}

function StepBox({ data: { node, problemCount, counts, onCount } }: NodeProps<StepNode>) {
  const t = useMessages(messages)
  const branches = branchesOf(node)
  return (
    <div className={[styles.node, problemCount > 0 ? styles.nodeProblem : ''].join(' ')}>
      {node.kind !== 'trigger' && <Handle type="target" position={Position.Top} />}
      <span className={styles.nodeKind}>{t('node.kind', { kind: node.kind })}</span>
      <span className={styles.nodeId}>{node.id}</span>
      {problemCount > 0 && (
        <span className={styles.nodeProblemCount}>
          {t('node.problems', { count: problemCount })}
        </span>
      )}
      {counts && <NodeCounts counts={counts} onCount={onCount} />}
      {branches.length > 1 && (
        <span className={styles.branches}>
          {branches.map((branch) => (
            <span key={branch} className={styles.branchLabel}>
              {t('node.branch', { branch })}
            </span>
          ))}
        </span>
      )}
      {branches.map((branch, index) => (
        <Handle
          key={branch}
          id={branch}
          type="source"
          position={Position.Bottom}
          style={{ left: `${((index + 1) / (branches.length + 1)) * 100}%` }}
        />
      ))}
    </div>
  )
}

const nodeTypes = { step: StepBox }

export default function FlowCanvas({
  editor,
  label,
  serverErrors = noServerErrors,
  stats,
  onCount,
}: {
  editor: FlowEditorRef
  label: string
  /** A refused publish's 422 errors: those keyed to a node count as its problems. */
  serverErrors?: ServerErrors
  /** What the journeys did, drawn over the graph (read only: it is no part of the draft). */
  stats?: GraphStats
  /** A count was chosen: the contacts behind it are asked for. */
  onCount?: (count: CountChoice) => void
}) {
  const t = useMessages(messages)
  const graph = useSelector(editor, selectGraph)
  const selection = useSelector(editor, selectSelection)
  const problems = useSelector(editor, selectProblems)
  const [dragged, setDragged] = useState<Record<string, { x: number; y: number }>>({})

  // Built once per graph, selection or problem change; a drag then swaps only the nodes it moves,
  // so the other nodes keep their objects and @xyflow/react leaves them undrawn (a 200-node graph
  // redrew every node on every pointer move before: see `npm run bench -- --only flow-editor`).
  const placedNodes = useMemo((): StepNode[] => {
    const chosen = new Set(selection)
    const counts = new Map<string, number>()
    for (const problem of problems)
      if (problem.node_id !== null)
        counts.set(problem.node_id, (counts.get(problem.node_id) ?? 0) + 1)
    return graph.nodes.map((node) => ({
      id: node.id,
      type: 'step',
      position: node.position,
      selected: chosen.has(node.id),
      ariaLabel: t('node.label', { kind: t('node.kind', { kind: node.kind }), id: node.id }),
      data: {
        node,
        problemCount:
          (counts.get(node.id) ?? 0) +
          serverErrorsOfNode(serverErrors, node.id).reduce((sum, [, each]) => sum + each.length, 0),
        counts: stats?.nodes.get(node.id),
        onCount,
      },
    }))
  }, [graph, selection, problems, serverErrors, stats, onCount, t])

  const nodes = useMemo(
    (): StepNode[] =>
      placedNodes.map((node) => {
        const position = dragged[node.id]
        return position ? { ...node, position } : node
      }),
    [placedNodes, dragged],
  )

  const edges = useMemo(
    (): Edge[] =>
      graph.edges.map((edge) => {
        const branch = edge.branch === 'next' ? null : t('node.branch', { branch: edge.branch })
        const count = stats?.edges.get(edge.id)
        return {
          id: edge.id,
          source: edge.source,
          target: edge.target,
          sourceHandle: edge.branch,
          label:
            count === undefined
              ? (branch ?? undefined)
              : branch === null
                ? t('stats.edgeCount', { count })
                : t('stats.edgeLabel', { branch, count }),
          markerEnd: { type: MarkerType.ArrowClosed, width: 18, height: 18 },
        }
      }),
    [graph, stats, t],
  )

  const onNodesChange = (changes: NodeChange<StepNode>[]) => {
    const chosen = new Set(selection)
    let selecting = false
    const moving: Record<string, { x: number; y: number }> = {}
    for (const change of changes) {
      if (change.type === 'select') {
        selecting = true
        if (change.selected) chosen.add(change.id)
        else chosen.delete(change.id)
      }
      if (change.type === 'position' && change.position && change.dragging)
        moving[change.id] = change.position
    }
    if (selecting) editor.send({ type: 'select', ids: [...chosen] })
    if (Object.keys(moving).length > 0) setDragged((before) => ({ ...before, ...moving }))
  }

  const onNodeDragStop = () => {
    editor.send({ type: 'move', positions: dragged })
    setDragged({})
  }

  const onConnect: OnConnect = ({ source, target, sourceHandle }) => {
    const from = graph.nodes.find((node) => node.id === source)
    const branch = sourceHandle ?? (from ? freeBranches(graph, from)[0] : undefined)
    if (branch) editor.send({ type: 'connect', source, target, branch })
  }

  const onDelete: OnDelete = ({ nodes: removed, edges: cut }) => {
    if (removed.length > 0) editor.send({ type: 'delete' })
    else for (const edge of cut) editor.send({ type: 'disconnect', id: edge.id })
  }

  return (
    <figure className={flowCanvas} aria-label={label}>
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        onNodesChange={onNodesChange}
        onNodeDragStop={onNodeDragStop}
        onConnect={onConnect}
        onDelete={onDelete}
        deleteKeyCode={['Delete', 'Backspace']}
        fitView
        minZoom={0.1}
        ariaLabelConfig={{
          'node.a11yDescription.default': t('flow.nodeDescription'),
          'node.a11yDescription.keyboardDisabled': t('flow.nodeDescription'),
          'edge.a11yDescription.default': t('flow.edgeDescription'),
          'controls.ariaLabel': t('flow.controls'),
          'controls.zoomIn.ariaLabel': t('flow.zoomIn'),
          'controls.zoomOut.ariaLabel': t('flow.zoomOut'),
          'controls.fitView.ariaLabel': t('flow.fitView'),
          'controls.interactive.ariaLabel': t('flow.interactive'),
          'minimap.ariaLabel': t('flow.minimap'),
          'handle.ariaLabel': t('flow.handle'),
        }}
      >
        <Controls />
        <MiniMap pannable zoomable />
      </ReactFlow>
    </figure>
  )
}
