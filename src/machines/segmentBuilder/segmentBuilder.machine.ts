import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate'
import { segmentEditor } from '../../contract/constants'
import { failureMessage, isRejection, type Result } from '../../contract/result'
import type { SegmentField, SegmentPreview } from '../../contract/segment'
import type { RuleGroup } from '../../contract/segment-rules'
import { placeholdersFor } from '../placeholder'
import { rejectionOf } from '../problems'
import {
  appendNode,
  type ConditionPatch,
  canAddCondition,
  canAddGroup,
  type DraftGroup,
  emptyTree,
  errorsByNode,
  findNode,
  fromRules,
  type GroupMatch,
  isTreeComplete,
  moveNode,
  newCondition,
  removeNode,
  replaceCondition,
  setMatch,
  toRules,
  updateCondition,
  withField,
} from './ruleTree'
import type { createSegmentBuilderActors } from './segmentBuilder.actors'

/** The answer of POST segments/preview (spec §8: 422 is a value). */
export type PreviewOutcome = Result<SegmentPreview>

export interface SegmentBuilderInput {
  /** What the rules may look at (GET segments/fields). */
  fields: SegmentField[]
  engagementEvents: string[]
  /** A saved segment's rules; a new segment starts from an empty `all` group. */
  rules?: RuleGroup
}

export interface SegmentBuilderContext {
  tree: DraftGroup
  /** The number in the id of the next node (`n1`, `n2`…): ids stay stable while editing. */
  nextId: number
  fields: SegmentField[]
  engagementEvents: string[]
  /** The last preview shown; kept while a newer one is on its way. */
  preview: SegmentPreview | null
  /**
   * Why the last preview failed (or the 422 summary), as the call said it; null when it gave no
   * reason, and the view says it in its own words.
   */
  message: string | null
  /** The last 422's messages by node id. */
  ruleErrors: Record<string, string[]>
}

export type SegmentBuilderEvent =
  | { type: 'rules.addCondition'; groupId: string; field: SegmentField }
  | { type: 'rules.addGroup'; groupId: string }
  | { type: 'rules.remove'; id: string }
  | { type: 'rules.move'; id: string; offset: -1 | 1 }
  | { type: 'rules.setMatch'; groupId: string; match: GroupMatch }
  | { type: 'rules.changeField'; id: string; field: SegmentField }
  | { type: 'rules.update'; id: string; patch: ConditionPatch }
  | { type: 'preview.retry' }

const idOf = (context: SegmentBuilderContext) => `n${context.nextId}`

function initialTree(input: SegmentBuilderInput) {
  let next = 1
  const nextId = () => `n${next++}`
  const tree = input.rules ? fromRules(input.rules, input.fields, nextId) : emptyTree(nextId())
  return { tree, nextId: next }
}

/** Every edit is checked once more in `checking`: a complete tree is previewed, after a pause. */
const edited = { target: '.checking' } as const

/**
 * The segment rule builder: the rule tree (edited by events; the machine holds it) and its live
 * preview. Each edit waits for a quiet `previewDebounce` before asking for a preview; an edit
 * during a preview leaves `previewing`, which stops its request (the AbortSignal of the invoke).
 * Rules missing a value are not sent (`incomplete`); a 422 shows at the rules (`rejected`); a
 * failed request can be retried.
 */
export const segmentBuilderMachine = setup({
  types: {
    context: {} as SegmentBuilderContext,
    events: {} as SegmentBuilderEvent,
    input: {} as SegmentBuilderInput,
  },
  actors: placeholdersFor<typeof createSegmentBuilderActors>(['preview']),
  actions: {
    addCondition: assign(({ context }, params: { groupId: string; field: SegmentField }) => ({
      tree: appendNode(
        context.tree,
        params.groupId,
        newCondition(idOf(context), params.field, context.engagementEvents),
      ),
      nextId: context.nextId + 1,
    })),
    addGroup: assign(({ context }, params: { groupId: string }) => ({
      tree: appendNode(context.tree, params.groupId, {
        kind: 'group',
        id: idOf(context),
        match: 'any',
        rules: [],
      }),
      nextId: context.nextId + 1,
    })),
    removeNode: assign({
      tree: ({ context }, params: { id: string }) => removeNode(context.tree, params.id),
    }),
    moveNode: assign({
      tree: ({ context }, params: { id: string; offset: -1 | 1 }) =>
        moveNode(context.tree, params.id, params.offset),
    }),
    setMatch: assign({
      tree: ({ context }, params: { groupId: string; match: GroupMatch }) =>
        setMatch(context.tree, params.groupId, params.match),
    }),
    changeField: assign({
      tree: ({ context }, params: { id: string; field: SegmentField }) => {
        const node = findNode(context.tree, params.id)
        if (node?.kind !== 'condition') return context.tree
        return replaceCondition(
          context.tree,
          withField(node, params.field, context.engagementEvents),
        )
      },
    }),
    updateCondition: assign({
      tree: ({ context }, params: { id: string; patch: ConditionPatch }) =>
        updateCondition(context.tree, params.id, params.patch),
    }),
    storePreview: assign((_, params: { outcome: PreviewOutcome }) =>
      params.outcome.ok ? { preview: params.outcome.data, message: null } : {},
    ),
    storeRejection: assign(({ context }, params: { outcome: PreviewOutcome }) => {
      const { fieldErrors, message } = rejectionOf(params.outcome)
      return { message, ruleErrors: errorsByNode(context.tree, fieldErrors) }
    }),
    storeFailure: assign((_, params: { outcome?: PreviewOutcome; error?: unknown }) => ({
      message:
        params.outcome && !params.outcome.ok
          ? failureMessage(params.outcome)
          : params.error instanceof Error
            ? params.error.message
            : null,
    })),
    clearRuleErrors: assign({ ruleErrors: {}, message: null }),
  },
  guards: {
    isTreeComplete: ({ context }) => isTreeComplete(context.tree),
    canAddCondition: ({ context }, params: { groupId: string }) =>
      canAddCondition(context.tree, params.groupId),
    canAddGroup: ({ context }, params: { groupId: string }) =>
      canAddGroup(context.tree, params.groupId),
    /** The root group stays: it is the segment. */
    isRemovable: ({ context }, params: { id: string }) =>
      params.id !== context.tree.id && findNode(context.tree, params.id) !== undefined,
    isShown: (_, params: { outcome: PreviewOutcome }) => params.outcome.ok,
    isRejected: (_, params: { outcome: PreviewOutcome }) => isRejection(params.outcome),
  },
  delays: {
    previewDebounce: segmentEditor.previewDebounceMs,
  },
}).createMachine({
  id: 'segmentBuilder',
  context: ({ input }) => ({
    ...initialTree(input),
    fields: input.fields,
    engagementEvents: input.engagementEvents,
    preview: null,
    message: null,
    ruleErrors: {},
  }),
  initial: 'checking',
  on: {
    'rules.addCondition': {
      ...edited,
      guard: { type: 'canAddCondition', params: ({ event }) => ({ groupId: event.groupId }) },
      actions: [
        {
          type: 'addCondition',
          params: ({ event }) => ({ groupId: event.groupId, field: event.field }),
        },
        'clearRuleErrors',
      ],
    },
    'rules.addGroup': {
      ...edited,
      guard: { type: 'canAddGroup', params: ({ event }) => ({ groupId: event.groupId }) },
      actions: [
        { type: 'addGroup', params: ({ event }) => ({ groupId: event.groupId }) },
        'clearRuleErrors',
      ],
    },
    'rules.remove': {
      ...edited,
      guard: { type: 'isRemovable', params: ({ event }) => ({ id: event.id }) },
      actions: [
        { type: 'removeNode', params: ({ event }) => ({ id: event.id }) },
        'clearRuleErrors',
      ],
    },
    'rules.move': {
      ...edited,
      actions: [
        { type: 'moveNode', params: ({ event }) => ({ id: event.id, offset: event.offset }) },
        'clearRuleErrors',
      ],
    },
    'rules.setMatch': {
      ...edited,
      actions: [
        {
          type: 'setMatch',
          params: ({ event }) => ({ groupId: event.groupId, match: event.match }),
        },
        'clearRuleErrors',
      ],
    },
    'rules.changeField': {
      ...edited,
      actions: [
        { type: 'changeField', params: ({ event }) => ({ id: event.id, field: event.field }) },
        'clearRuleErrors',
      ],
    },
    'rules.update': {
      ...edited,
      actions: [
        { type: 'updateCondition', params: ({ event }) => ({ id: event.id, patch: event.patch }) },
        'clearRuleErrors',
      ],
    },
  },
  states: {
    checking: {
      always: [{ guard: 'isTreeComplete', target: 'debouncing' }, { target: 'incomplete' }],
    },
    /** Some rule still lacks a value: nothing is sent until it has one. */
    incomplete: {},
    debouncing: {
      tags: ['updating'],
      after: { previewDebounce: 'previewing' },
    },
    previewing: {
      tags: ['updating'],
      invoke: {
        id: 'preview',
        src: 'preview',
        input: ({ context }) => ({ rules: toRules(context.tree) }),
        onDone: [
          {
            guard: { type: 'isShown', params: ({ event }) => ({ outcome: event.output }) },
            target: 'shown',
            actions: { type: 'storePreview', params: ({ event }) => ({ outcome: event.output }) },
          },
          {
            guard: { type: 'isRejected', params: ({ event }) => ({ outcome: event.output }) },
            target: 'rejected',
            actions: { type: 'storeRejection', params: ({ event }) => ({ outcome: event.output }) },
          },
          {
            target: 'failed',
            actions: { type: 'storeFailure', params: ({ event }) => ({ outcome: event.output }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    shown: {},
    /** The server refused the rules: its messages show at the rules until the next edit. */
    rejected: {},
    failed: {
      on: { 'preview.retry': 'previewing' },
    },
  },
})

export type SegmentBuilderMachine = typeof segmentBuilderMachine
export type SegmentBuilderRef = ActorRefFrom<SegmentBuilderMachine>
export type SegmentBuilderSnapshot = SnapshotFrom<SegmentBuilderMachine>
