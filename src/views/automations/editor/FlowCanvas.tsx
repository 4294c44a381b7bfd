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
import { useCallback, useMemo, useRef, useState } from 'react'
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

/** A node's drawn size, and the handles it had then (other handles need measuring again). */
type Measured = { shape: string; size: { width: number; height: number } }

const shapeOf = (node: FlowNode) => `${node.kind}:${branchesOf(node).join(',')}`

/** The node with its last measured size, while its handles are still the measured ones. */
function withSize(step: StepNode, sizes: Map<string, Measured>): StepNode {
  const known = sizes.get(step.id)
  return known?.shape === shapeOf(step.data.node) ? { ...step, measured: known.size } : step
}

/** Whether a node shows the same as before (its measured size aside). */
const sameStep = (before: StepNode, after: StepNode) =>
  before.position === after.position &&
  before.selected === after.selected &&
  before.ariaLabel === after.ariaLabel &&
  before.data.node === after.data.node &&
  before.data.problemCount === after.data.problemCount &&
  before.data.counts === after.data.counts &&
  before.data.onCount === after.data.onCount

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
  const sizes = useRef(new Map<string, Measured>())
  const steps = useRef(new Map<string, StepNode>())

  // Built once per graph, selection or problem change, and even then a node keeps its object
  // unless something it shows changed: @xyflow/react redraws only nodes with new objects. A new
  // object carries the node's measured size, or the library forgets the node's handles, drops
  // its edges and measures it again (a 200-node graph remounted every edge on each drag's
  // selection and move: see `npm run bench -- --only flow-editor`).
  const placedNodes = useMemo((): StepNode[] => {
    const chosen = new Set(selection)
    const counts = new Map<string, number>()
    for (const problem of problems)
      if (problem.node_id !== null)
        counts.set(problem.node_id, (counts.get(problem.node_id) ?? 0) + 1)
    const built = new Map<string, StepNode>()
    const placed = graph.nodes.map((node) => {
      const fresh: StepNode = {
        id: node.id,
        type: 'step',
        position: node.position,
        selected: chosen.has(node.id),
        ariaLabel: t('node.label', { kind: t('node.kind', { kind: node.kind }), id: node.id }),
        data: {
          node,
          problemCount:
            (counts.get(node.id) ?? 0) +
            serverErrorsOfNode(serverErrors, node.id).reduce(
              (sum, [, each]) => sum + each.length,
              0,
            ),
          counts: stats?.nodes.get(node.id),
          onCount,
        },
      }
      const before = steps.current.get(node.id)
      const step = before && sameStep(before, fresh) ? before : withSize(fresh, sizes.current)
      built.set(node.id, step)
      return step
    })
    steps.current = built
    return placed
  }, [graph, selection, problems, serverErrors, stats, onCount, t])

  const nodes = useMemo(
    (): StepNode[] =>
      placedNodes.map((node) => {
        const position = dragged[node.id]
        return position ? withSize({ ...node, position }, sizes.current) : node
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

  // Stable handlers: @xyflow/react stores each changed prop and wakes every node, edge and
  // minimap subscriber for it, on every pointer move of a drag otherwise.
  const latest = useRef({ graph, selection })
  latest.current = { graph, selection }
  // The drag's positions so far, the last pointer move's included even before it is drawn.
  const moved = useRef<Record<string, { x: number; y: number }>>({})

  const onNodesChange = useCallback(
    (changes: NodeChange<StepNode>[]) => {
      const chosen = new Set(latest.current.selection)
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
        if (change.type === 'dimensions' && change.dimensions) {
          const node = latest.current.graph.nodes.find((each) => each.id === change.id)
          if (node) sizes.current.set(change.id, { shape: shapeOf(node), size: change.dimensions })
        }
      }
      if (selecting) editor.send({ type: 'select', ids: [...chosen] })
      if (Object.keys(moving).length > 0) {
        moved.current = { ...moved.current, ...moving }
        setDragged(moved.current)
      }
    },
    [editor],
  )

  const onNodeDragStop = useCallback(() => {
    editor.send({ type: 'move', positions: moved.current })
    moved.current = {}
    setDragged({})
  }, [editor])

  const onConnect: OnConnect = useCallback(
    ({ source, target, sourceHandle }) => {
      const { graph } = latest.current
      const from = graph.nodes.find((node) => node.id === source)
      const branch = sourceHandle ?? (from ? freeBranches(graph, from)[0] : undefined)
      if (branch) editor.send({ type: 'connect', source, target, branch })
    },
    [editor],
  )

  const onDelete: OnDelete = useCallback(
    ({ nodes: removed, edges: cut }) => {
      if (removed.length > 0) editor.send({ type: 'delete' })
      else for (const edge of cut) editor.send({ type: 'disconnect', id: edge.id })
    },
    [editor],
  )

  const ariaLabelConfig = useMemo(
    () => ({
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
    }),
    [t],
  )

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
        ariaLabelConfig={ariaLabelConfig}
      >
        <Controls />
        <MiniMap pannable zoomable />
      </ReactFlow>
    </figure>
  )
}
