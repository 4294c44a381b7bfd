import {
  type Chart,
  type ChartState,
  type ChartTransition,
  stateNamesOf,
  statesOf,
} from '../../src/services/statechart/structure'

/**
 * A chart as a Mermaid `stateDiagram-v2`. Mermaid cannot draw a transition between states of
 * two different composite states, so a transition is drawn in the innermost composite state
 * holding both ends, between the ends' ancestors there, and its label names the real ends.
 */

const indentUnit = '  '

/** Mermaid ids allow letters, digits and underscores only. */
const mermaidIdOf = (id: string) => id.replace(/[^A-Za-z0-9]/g, '_')

/** Characters that end a statement or start an entity in Mermaid labels. */
const label = (text: string) =>
  text.replace(/[#;]/g, '').replace(/[{}]/g, (brace) => (brace === '{' ? '(' : ')'))

function transitionLabel(transition: ChartTransition): string {
  const trigger =
    transition.kind === 'delayed'
      ? `after ${transition.delay}`
      : transition.kind === 'eventless'
        ? 'always'
        : transition.event
  const guard = transition.guard ? ` [${transition.guard}]` : ''
  const actions = transition.actions.length > 0 ? ` / ${transition.actions.join(', ')}` : ''
  return `${trigger}${guard}${actions}`
}

interface Edge {
  scope: string | null
  from: string
  to: string
  text: string
}

function edgesOf(chart: Chart): Edge[] {
  const byId = new Map(statesOf(chart).map((state) => [state.id, state]))
  const parentOf = new Map<string, string>()
  for (const state of byId.values())
    for (const child of state.children) parentOf.set(child.id, state.id)
  const chain = (id: string): string[] => {
    const parent = parentOf.get(id)
    return parent === undefined ? [id] : [...chain(parent), id]
  }
  const names = stateNamesOf(chart)

  return chart.transitions.flatMap((transition) => {
    const targets = transition.targets.length > 0 ? transition.targets : [transition.source]
    return targets.map((target): Edge => {
      const sourceChain = chain(transition.source)
      const targetChain = chain(target)
      let depth = 0
      while (depth < sourceChain.length && sourceChain[depth] === targetChain[depth]) depth += 1
      // The scope holds both ends as children: step above an end that contains the other,
      // and above parallel states, whose regions Mermaid separates with `--`.
      let scopeIndex = depth - 1
      if (scopeIndex === sourceChain.length - 1 || scopeIndex === targetChain.length - 1) {
        scopeIndex -= 1
      }
      while (scopeIndex >= 0 && byId.get(sourceChain[scopeIndex] ?? '')?.type === 'parallel') {
        scopeIndex -= 1
      }
      const from = sourceChain[scopeIndex + 1] ?? transition.source
      const to = targetChain[scopeIndex + 1] ?? target
      const ends = [
        from === transition.source ? '' : `from ${names.get(transition.source)}`,
        to === target ? '' : `to ${names.get(target)}`,
      ].filter(Boolean)
      const lifted = ends.length > 0 ? ` (${ends.join(', ')})` : ''
      const reenter = transition.reenter && from === to ? ' (re-entered)' : ''
      return {
        scope: scopeIndex < 0 ? null : (sourceChain[scopeIndex] ?? null),
        from,
        to,
        text: label(`${transitionLabel(transition)}${lifted}${reenter}`),
      }
    })
  })
}

function describeState(state: ChartState): string[] {
  return [
    ...(state.entry.length > 0 ? [`entry / ${state.entry.join(', ')}`] : []),
    ...(state.exit.length > 0 ? [`exit / ${state.exit.join(', ')}`] : []),
    ...(state.invoke.length > 0 ? [`invoke / ${state.invoke.join(', ')}`] : []),
  ].map(label)
}

export function toMermaid(chart: Chart): string {
  const edges = edgesOf(chart)
  const lines = ['stateDiagram-v2']

  const emitEdges = (scope: string | null, indent: string) => {
    for (const edge of edges.filter((candidate) => candidate.scope === scope)) {
      lines.push(`${indent}${mermaidIdOf(edge.from)} --> ${mermaidIdOf(edge.to)} : ${edge.text}`)
    }
  }

  const emitState = (state: ChartState, indent: string) => {
    const id = mermaidIdOf(state.id)
    const description = describeState(state)
    if (state.children.length === 0) {
      lines.push(`${indent}state "${state.key}" as ${id}`)
      for (const line of description) lines.push(`${indent}${id} : ${line}`)
      if (state.type === 'final') lines.push(`${indent}${id} --> [*]`)
      return
    }
    lines.push(`${indent}state "${state.key}" as ${id} {`)
    const inner = indent + indentUnit
    if (state.type === 'parallel') {
      state.children.forEach((region, index) => {
        if (index > 0) lines.push(`${inner}--`)
        emitState(region, inner)
      })
    } else {
      if (state.initial) lines.push(`${inner}[*] --> ${mermaidIdOf(state.initial)}`)
      for (const child of state.children) emitState(child, inner)
      emitEdges(state.id, inner)
    }
    lines.push(`${indent}}`)
    // Mermaid shows no description on a composite state: a note carries its actions.
    if (description.length > 0) {
      lines.push(`${indent}note right of ${id}`, ...description.map((line) => `${inner}${line}`))
      lines.push(`${indent}end note`)
    }
  }

  lines.push(`${indentUnit}[*] --> ${mermaidIdOf(chart.root.id)}`)
  emitState(chart.root, indentUnit)
  emitEdges(null, indentUnit)
  return lines.join('\n')
}
