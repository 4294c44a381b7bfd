import type { Chart, ChartState } from './structure'

/**
 * A small deterministic layout for state charts, so no layout library is needed: inside each
 * compound state its children go in columns by how many transitions they are from the initial
 * state (a breadth-first walk), left to right, in document order within a column; the regions
 * of a parallel state are stacked; a state's box grows to hold its children. The same chart
 * always gives the same boxes.
 */

export interface Box {
  /** Relative to the parent's box (the machine's box is at 0, 0). */
  x: number
  y: number
  width: number
  height: number
}

export interface LayoutOptions {
  /** Text lines drawn in a state's box under its name. */
  linesOf?: (state: ChartState) => string[]
}

export const layoutMetrics = {
  /** An estimate of a character's width at the chart's font size: boxes only need to fit. */
  charWidth: 7.5,
  lineHeight: 18,
  minWidth: 110,
  atomicPadding: 12,
  groupPadding: 16,
  /** Room for a group's name above its children. */
  groupHeader: 30,
  /** Room between columns for the arrows' labels. */
  columnGap: 180,
  rowGap: 40,
  regionGap: 16,
} as const

const m = layoutMetrics

const textWidth = (text: string) => Math.ceil(text.length * m.charWidth)

/** The child of `container` that is `stateId` or holds it, if any. */
function childHolding(container: ChartState, stateId: string): ChartState | undefined {
  return container.children.find(
    (child) => stateId === child.id || stateId.startsWith(`${child.id}.`),
  )
}

/** Each child's column: its distance from the initial child over transitions among siblings. */
function columnsOf(chart: Chart, container: ChartState): Map<string, number> {
  const next = new Map<string, string[]>()
  for (const transition of chart.transitions) {
    const from = childHolding(container, transition.source)
    if (!from) continue
    for (const target of transition.targets) {
      const to = childHolding(container, target)
      if (to && to !== from) next.set(from.id, [...(next.get(from.id) ?? []), to.id])
    }
  }
  const columns = new Map<string, number>()
  const walkFrom = (start: string) => {
    columns.set(start, 0)
    const queue = [start]
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      const column = columns.get(id) ?? 0
      for (const target of next.get(id) ?? []) {
        if (columns.has(target)) continue
        columns.set(target, column + 1)
        queue.push(target)
      }
    }
  }
  const initial = container.initial ? childHolding(container, container.initial) : undefined
  if (initial) walkFrom(initial.id)
  // States no transition leads to from the initial one start columns of their own.
  for (const child of container.children) if (!columns.has(child.id)) walkFrom(child.id)
  return columns
}

type Sized = Map<string, Box>

function layoutState(chart: Chart, state: ChartState, boxes: Sized, options: LayoutOptions) {
  const lines = options.linesOf?.(state) ?? []
  const label = state.path.at(-1) ?? chart.machine
  if (state.children.length === 0) {
    const width = Math.max(m.minWidth, ...[label, ...lines].map(textWidth)) + 2 * m.atomicPadding
    const height = (1 + lines.length) * m.lineHeight + 2 * m.atomicPadding
    boxes.set(state.id, { x: 0, y: 0, width, height })
    return
  }
  for (const child of state.children) layoutState(chart, child, boxes, options)
  const size = (child: ChartState) => boxes.get(child.id) as Box
  const top = m.groupHeader + lines.length * m.lineHeight
  let contentWidth = 0
  let contentHeight = 0

  if (state.type === 'parallel') {
    let y = top
    for (const region of state.children) {
      const box = size(region)
      boxes.set(region.id, { ...box, x: m.groupPadding, y })
      y += box.height + m.regionGap
      contentWidth = Math.max(contentWidth, box.width)
    }
    contentHeight = y - m.regionGap - top
  } else {
    const columns = columnsOf(chart, state)
    const columnCount = Math.max(...columns.values()) + 1
    let x = m.groupPadding
    for (let column = 0; column < columnCount; column += 1) {
      const members = state.children.filter((child) => columns.get(child.id) === column)
      let y = top
      let columnWidth = 0
      for (const child of members) {
        const box = size(child)
        boxes.set(child.id, { ...box, x, y })
        y += box.height + m.rowGap
        columnWidth = Math.max(columnWidth, box.width)
      }
      contentHeight = Math.max(contentHeight, y - m.rowGap - top)
      x += columnWidth + m.columnGap
    }
    contentWidth = x - m.columnGap - m.groupPadding
  }
  const textWidest = Math.max(...[label, ...lines].map(textWidth))
  const width = Math.max(contentWidth, textWidest) + 2 * m.groupPadding
  boxes.set(state.id, { x: 0, y: 0, width, height: top + contentHeight + m.groupPadding })
}

/** Every state's box, by state id; children relative to their parent. */
export function layoutChart(chart: Chart, options: LayoutOptions = {}): Map<string, Box> {
  const boxes: Sized = new Map()
  layoutState(chart, chart.root, boxes, options)
  return boxes
}
