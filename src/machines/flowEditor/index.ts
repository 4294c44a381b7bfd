export {
  applyCommand,
  type Change,
  type Command,
  type CommandIntent,
  commandIntents,
  invertCommand,
} from './commands'
export { createFlowEditorActors, type FlowEditorActorDeps } from './flowEditor.actors'
export {
  type Announcement,
  type FlowEditorContext,
  type FlowEditorEmitted,
  type FlowEditorEvent,
  type FlowEditorInput,
  type FlowEditorMachine,
  type FlowEditorRef,
  type FlowEditorSnapshot,
  flowEditorMachine,
} from './flowEditor.machine'
export {
  type Branch,
  type FlowEdge,
  type FlowGraph,
  type FlowNode,
  type Fragment,
  freeBranches,
  layoutSpacing,
  type Position,
} from './graph'
export {
  selectAnnouncement,
  selectGraph,
  selectIsLayingOut,
  selectIsPublishable,
  selectLayoutError,
  selectProblems,
  selectRedoIntent,
  selectSelection,
  selectUndoIntent,
} from './selectors'
