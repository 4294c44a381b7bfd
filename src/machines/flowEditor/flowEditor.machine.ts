import { type ActorRefFrom, assign, emit, type SnapshotFrom, setup } from 'xstate'
import type { AutomationGraph } from '../../contract/automation/graph'
import { placeholdersFor } from '../placeholder'
import {
  applyCommand,
  type Command,
  type CommandIntent,
  invertCommand,
  mergeCommands,
} from './commands'
import type { createFlowEditorActors } from './flowEditor.actors'
import { type FlowGraph, type Fragment, fragmentOf, nodeById, type Position } from './graph'
import { type Intent, type Plan, planOf } from './intents'

export interface FlowEditorInput {
  graph: AutomationGraph
}

/** What the live region says after each step: the intent, and whether it was done or undone. */
export interface Announcement {
  intent: CommandIntent
  direction: 'done' | 'undone' | 'redone'
  /** Counts up with every step, so the same words said twice are still news. */
  sequence: number
}

export interface FlowEditorContext {
  graph: FlowGraph
  /** The selected nodes' ids. */
  selection: string[]
  /** Commands done, the last one on top; undo takes it back. */
  past: Command[]
  /** Commands undone, the last undone on top; redo does it again. */
  future: Command[]
  /** The merge key of the last command while the next one may still join it. */
  openMerge: string | null
  clipboard: Fragment | null
  /** The number the next fresh id counts up from (`n7`, `e8`). */
  nextId: number
  announcement: Announcement | null
  /** Why the last auto-layout failed; null when it did not. */
  layoutError: string | null
  /**
   * The records the graph names that the team no longer has (`segment:<id>`), as the last
   * reference check answered: they are problems until the setting names another record.
   */
  missingReferences: string[]
}

/** Intents sent by the view; `arrange` is the layout actor's answer, not an event. */
type IntentEvent = Exclude<Intent, { type: 'arrange' }>

export type FlowEditorEvent =
  | IntentEvent
  | { type: 'select'; ids: string[] }
  | { type: 'copy' }
  | { type: 'layout' }
  | { type: 'undo' }
  | { type: 'redo' }
  /** A burst ends (the field lost the focus, the arrow key was let go): the next edit is a new step. */
  | { type: 'seal' }
  /** The team's records were checked: these keys (`segment:<id>`) are gone. Not an edit. */
  | { type: 'references.checked'; missing: string[] }

export type FlowEditorEmitted = { type: 'copied'; fragment: Fragment }

/** The event itself is the intent: the machine plans it into a command. */
const intentOf = ({ event }: { event: FlowEditorEvent }) => ({ intent: event as Intent })

/** An intent's transition: taken when it plans a command, which it then records. */
const planned = {
  guard: { type: 'isPossible', params: intentOf },
  actions: { type: 'record', params: intentOf },
} as const

const planFor = (context: FlowEditorContext, intent: Intent) => planOf(context, intent)

const keepExisting = (graph: FlowGraph, ids: readonly string[]) =>
  ids.filter((id) => nodeById(graph, id) !== undefined)

const announce = (
  context: FlowEditorContext,
  intent: CommandIntent,
  direction: Announcement['direction'],
): Announcement => ({ intent, direction, sequence: (context.announcement?.sequence ?? 0) + 1 })

/** The plan done: applied, on top of the history (or merged into its top), redo forgotten. */
function recorded(context: FlowEditorContext, plan: Plan): Partial<FlowEditorContext> {
  const { command } = plan
  const top = context.past.at(-1)
  const joins = top && command.mergeKey !== undefined && command.mergeKey === context.openMerge
  const merged = joins ? mergeCommands(top, command) : null
  return {
    graph: applyCommand(context.graph, command),
    past: merged ? [...context.past.slice(0, -1), merged] : [...context.past, command],
    future: [],
    openMerge: command.mergeKey ?? null,
    selection: plan.select ?? context.selection,
    nextId: plan.nextId ?? context.nextId,
    announcement: announce(context, command.intent, 'done'),
  }
}

/** Undo takes the top of `past` back onto `future`; redo does it again, the other way round. */
function travelled(
  context: FlowEditorContext,
  direction: 'undone' | 'redone',
): Partial<FlowEditorContext> {
  const undoing = direction === 'undone'
  const [from, to] = undoing ? [context.past, context.future] : [context.future, context.past]
  const command = from.at(-1)
  if (!command) return {}
  const graph = applyCommand(context.graph, undoing ? invertCommand(command) : command)
  const rest = from.slice(0, -1)
  const moved = [...to, command]
  return {
    graph,
    past: undoing ? rest : moved,
    future: undoing ? moved : rest,
    openMerge: null,
    selection: keepExisting(graph, context.selection),
    announcement: announce(context, command.intent, direction),
  }
}

/**
 * The automation editor (issue 16): the graph, the selection and the command log. Every intent
 * is one command that undo takes back whole; arrow-key nudges of one selection and the typing in
 * one field merge into one step until something else happens. Selecting adds nothing to the
 * history. Auto-layout asks the `layout` actor for positions and records them as one step.
 */
export const flowEditorMachine = setup({
  types: {
    context: {} as FlowEditorContext,
    events: {} as FlowEditorEvent,
    input: {} as FlowEditorInput,
    emitted: {} as FlowEditorEmitted,
  },
  actors: placeholdersFor<typeof createFlowEditorActors>(['layout']),
  actions: {
    record: assign(({ context }, params: { intent: Intent }) => {
      const plan = planFor(context, params.intent)
      return plan ? recorded(context, plan) : {}
    }),
    storeSelection: assign(({ context }, params: { ids: string[] }) => ({
      selection: keepExisting(context.graph, params.ids),
      openMerge: null,
    })),
    storeClipboard: assign(({ context }) => ({
      clipboard: fragmentOf(context.graph, context.selection),
    })),
    emitCopied: emit(({ context }) => ({
      type: 'copied' as const,
      fragment: fragmentOf(context.graph, context.selection),
    })),
    undoLast: assign(({ context }) => travelled(context, 'undone')),
    redoLast: assign(({ context }) => travelled(context, 'redone')),
    sealMerge: assign({ openMerge: null }),
    storeLayoutError: assign((_, params: { error: unknown }) => ({
      layoutError: params.error instanceof Error ? params.error.message : String(params.error),
    })),
    clearLayoutError: assign({ layoutError: null }),
    storeMissingReferences: assign((_, params: { missing: string[] }) => ({
      missingReferences: params.missing,
    })),
  },
  guards: {
    isPossible: ({ context }, params: { intent: Intent }) =>
      planFor(context, params.intent) !== null,
    hasSelection: ({ context }) => context.selection.length > 0,
    hasNodes: ({ context }) => context.graph.nodes.length > 0,
    canUndo: ({ context }) => context.past.length > 0,
    canRedo: ({ context }) => context.future.length > 0,
  },
}).createMachine({
  id: 'flowEditor',
  context: ({ input }) => ({
    graph: input.graph,
    selection: [],
    past: [],
    future: [],
    openMerge: null,
    clipboard: null,
    nextId: 1,
    announcement: null,
    layoutError: null,
    missingReferences: [],
  }),
  initial: 'editing',
  on: {
    // An answer may come while laying out too: it changes what is wrong, never the graph.
    'references.checked': {
      actions: {
        type: 'storeMissingReferences',
        params: ({ event }) => ({ missing: event.missing }),
      },
    },
  },
  states: {
    editing: {
      on: {
        add: planned,
        delete: planned,
        connect: planned,
        disconnect: planned,
        move: planned,
        nudge: planned,
        edit: planned,
        paste: planned,
        duplicate: planned,
        select: {
          actions: { type: 'storeSelection', params: ({ event }) => ({ ids: event.ids }) },
        },
        copy: { guard: 'hasSelection', actions: ['storeClipboard', 'emitCopied'] },
        undo: { guard: 'canUndo', actions: 'undoLast' },
        redo: { guard: 'canRedo', actions: 'redoLast' },
        seal: { actions: 'sealMerge' },
        layout: { guard: 'hasNodes', target: 'layingOut', actions: 'clearLayoutError' },
      },
    },
    /** The layout actor computes positions; edits wait for it (it answers in a blink). */
    layingOut: {
      invoke: {
        id: 'layout',
        src: 'layout',
        input: ({ context }) => ({ graph: context.graph }),
        onDone: {
          target: 'editing',
          actions: {
            type: 'record',
            params: ({ event }) => ({
              intent: { type: 'arrange', positions: event.output as Record<string, Position> },
            }),
          },
        },
        onError: {
          target: 'editing',
          actions: { type: 'storeLayoutError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
})

export type FlowEditorMachine = typeof flowEditorMachine
export type FlowEditorRef = ActorRefFrom<FlowEditorMachine>
export type FlowEditorSnapshot = SnapshotFrom<FlowEditorMachine>
