import { fromPromise } from 'xstate'
import type { AutomationGraph } from '../../contract/automation/graph'
import type { Position } from './graph'

export interface FlowEditorActorDeps {
  /** New positions for the graph's nodes (a layout library's answer), by node id. */
  layout(graph: AutomationGraph): Promise<Record<string, Position>> | Record<string, Position>
}

export function createFlowEditorActors(deps: FlowEditorActorDeps) {
  return {
    layout: fromPromise<Record<string, Position>, { graph: AutomationGraph }>(async ({ input }) =>
      deps.layout(input.graph),
    ),
  }
}
