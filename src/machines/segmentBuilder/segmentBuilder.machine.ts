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

const outcomeOf = ({ event }: { event: { output: PreviewOutcome } }) => ({
  outcome: event.output,
})

/** A preview answered: shown, refused at the rules (422), or failed; the same for both asks. */
const previewAnswered = [
  {
    guard: { type: 'isShown', params: outcomeOf },
    target: 'shown',
    actions: { type: 'storePreview', params: outcomeOf },
  },
  {
    guard: { type: 'isRejected', params: outcomeOf },
    target: 'rejected',
    actions: { type: 'storeRejection', params: outcomeOf },
  },
  { target: 'failed', actions: { type: 'storeFailure', params: outcomeOf } },
] as const
const previewFailed = {
  target: 'failed',
  actions: {
    type: 'storeFailure',
    params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
  },
} as const

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
    storePreview: assign(({ context }, params: { outcome: PreviewOutcome }) => {
      if (!params.outcome.ok) return {}
      const preview = params.outcome.data
      // An estimate brings no contacts: the last ones stay (dimmed) until the exact count.
      return {
        preview: preview.exact ? preview : { ...preview, sample: context.preview?.sample ?? [] },
        message: null,
      }
    }),
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
    isEstimate: (_, params: { outcome: PreviewOutcome }) =>
      params.outcome.ok && !params.outcome.data.exact,
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
    /** Asks for the count at once: exact when kept counts answer the rules, else an estimate. */
    previewing: {
      tags: ['updating'],
      invoke: {
        id: 'preview',
        src: 'preview',
        input: ({ context }) => ({ rules: toRules(context.tree), count: 'estimate' as const }),
        onDone: [
          {
            guard: { type: 'isEstimate', params: outcomeOf },
            target: 'counting',
            actions: { type: 'storePreview', params: outcomeOf },
          },
          ...previewAnswered,
        ],
        onError: previewFailed,
      },
    },
    /** The estimate is shown ("about N"); the exact count and the newest contacts follow. */
    counting: {
      tags: ['updating', 'estimated'],
      invoke: {
        id: 'preview',
        src: 'preview',
        input: ({ context }) => ({ rules: toRules(context.tree), count: 'exact' as const }),
        onDone: previewAnswered,
        onError: previewFailed,
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
