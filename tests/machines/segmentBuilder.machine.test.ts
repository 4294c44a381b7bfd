import { describe, expect, it, vi } from 'vitest'
import { type AnyMachineSnapshot, createActor, fromPromise } from 'xstate'
import { segmentEditor } from '../../src/contract/constants'
import type { SegmentCountMode } from '../../src/contract/segment'
import type { RuleGroup } from '../../src/contract/segment-rules'
import {
  createSegmentBuilderActors,
  type PreviewOutcome,
  segmentBuilderMachine,
  selectPreview,
  selectPreviewView,
  selectRuleErrors,
  selectTree,
} from '../../src/machines/segmentBuilder'
import {
  firstNameField,
  previewEstimated,
  previewRefused,
  previewRejected,
  previewShown,
  segmentBuilderInput,
  segmentBuilderModel,
} from './models/segmentBuilder.model'
import { describeModel } from './support/describeModel'

interface Pending<T> {
  resolve: (value: T) => void
  reject: (error: Error) => void
}
let previewAnswer: Pending<PreviewOutcome>

const testMachine = segmentBuilderMachine.provide({
  actors: {
    preview: fromPromise<PreviewOutcome, { rules: RuleGroup; count: SegmentCountMode }>(
      () => new Promise((resolve, reject) => (previewAnswer = { resolve, reject })),
    ),
  },
})

const view = (snapshot: AnyMachineSnapshot) => snapshot as never
const status = (snapshot: AnyMachineSnapshot) => selectPreviewView(view(snapshot)).status

describeModel('segmentBuilder', {
  ...segmentBuilderModel,
  machine: testMachine,
  execute: {
    'xstate.done.actor.preview': (_actor, event) =>
      previewAnswer.resolve((event as unknown as { output: PreviewOutcome }).output),
    'xstate.error.actor.preview': () => previewAnswer.reject(new Error('offline')),
  },
  states: {
    incomplete: (snapshot) => {
      expect(status(snapshot)).toBe('incomplete')
      // Nothing to retry: the rules themselves need a value.
      expect(snapshot.can({ type: 'preview.retry' })).toBe(false)
    },
    debouncing: (snapshot) => expect(status(snapshot)).toBe('updating'),
    previewing: (snapshot) => expect(status(snapshot)).toBe('updating'),
    counting: (snapshot) => {
      // The estimate is on screen, said to be one, while the exact count is asked for.
      expect(status(snapshot)).toBe('counting')
      expect(selectPreview(view(snapshot))).toMatchObject({
        count: previewEstimated.data.count,
        exact: false,
      })
    },
    shown: (snapshot) => {
      expect(status(snapshot)).toBe('shown')
      // The last answer (the server answers an exact ask exactly; the model may send either).
      expect([previewShown.data, previewEstimated.data]).toContainEqual(
        selectPreview(view(snapshot)),
      )
    },
    rejected: (snapshot) => {
      expect(selectPreviewView(view(snapshot))).toEqual({
        status: 'rejected',
        message: previewRejected.validation.message,
      })
      // The message is placed at the rule the server named (the first of the root).
      const [first] = selectTree(view(snapshot)).rules
      expect(Object.keys(selectRuleErrors(view(snapshot)))).toEqual([
        first?.id ?? selectTree(view(snapshot)).id,
      ])
    },
    failed: (snapshot) => {
      expect(status(snapshot)).toBe('failed')
      expect(['offline', previewRefused.error.message]).toContain(snapshot.context.message)
      expect(snapshot.can({ type: 'preview.retry' })).toBe(true)
    },
  },
})

describe('the live preview', () => {
  it('waits for a quiet moment, and an edit while it asks cancels the request', async () => {
    vi.useFakeTimers()
    const signals: AbortSignal[] = []
    const sent: RuleGroup[] = []
    const modes: SegmentCountMode[] = []
    const answers: ((outcome: PreviewOutcome) => void)[] = []
    const actor = createActor(
      segmentBuilderMachine.provide({
        actors: createSegmentBuilderActors({
          preview: (rules, count, signal) => {
            sent.push(rules)
            modes.push(count)
            signals.push(signal)
            return new Promise((resolve) => answers.push(resolve))
          },
        }),
      }),
      { input: segmentBuilderInput },
    ).start()
    actor.send({ type: 'rules.addCondition', groupId: 'n1', field: firstNameField })
    expect(actor.getSnapshot().matches('incomplete')).toBe(true)
    // Typing: each keystroke starts the quiet time over.
    for (const value of ['A', 'Ad', 'Ada']) {
      actor.send({ type: 'rules.update', id: 'n2', patch: { value } })
      await vi.advanceTimersByTimeAsync(segmentEditor.previewDebounceMs - 1)
    }
    expect(sent).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(actor.getSnapshot().matches('previewing')).toBe(true)
    expect(sent).toEqual([
      { match: 'all', rules: [{ field: 'first_name', operator: 'contains', value: 'Ada' }] },
    ])
    actor.send({ type: 'rules.setMatch', groupId: 'n1', match: 'any' })
    expect(signals[0]?.aborted).toBe(true)
    await vi.advanceTimersByTimeAsync(segmentEditor.previewDebounceMs)
    expect(sent[1]?.match).toBe('any')
    expect(signals[1]?.aborted).toBe(false)
    // The estimate first; being one, the exact count is asked for next, and an edit stops it too.
    expect(modes).toEqual(['estimate', 'estimate'])
    answers[1]?.(previewEstimated as PreviewOutcome)
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().matches('counting')).toBe(true)
    expect(modes[2]).toBe('exact')
    actor.send({ type: 'rules.update', id: 'n2', patch: { value: 'Adam' } })
    expect(signals[2]?.aborted).toBe(true)
    actor.stop()
    vi.useRealTimers()
  })

  it('keeps the root group, and starts from saved rules', () => {
    const actor = createActor(segmentBuilderMachine, {
      input: {
        ...segmentBuilderInput,
        rules: {
          match: 'all',
          rules: [
            { field: 'status', operator: 'in', value: ['active'] },
            { match: 'any', rules: [{ field: 'first_name', operator: 'equals', value: 'Ada' }] },
          ],
        } as RuleGroup,
      },
    }).start()
    const tree = selectTree(actor.getSnapshot())
    expect(tree.id).toBe('n1')
    expect(actor.getSnapshot().can({ type: 'rules.remove', id: 'n1' })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'rules.remove', id: 'n2' })).toBe(true)
    expect(actor.getSnapshot().matches('debouncing')).toBe(true)
    actor.send({ type: 'rules.addCondition', groupId: 'n1', field: firstNameField })
    expect(selectTree(actor.getSnapshot()).rules.at(-1)?.id).toBe('n5')
    actor.stop()
  })
})
