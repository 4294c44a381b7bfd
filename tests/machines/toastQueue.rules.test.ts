import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import {
  selectToasts,
  type ToastPreferences,
  type ToastQueueEvent,
  type ToastRequest,
  toastQueueMachine,
} from '../../src/machines/toast'

/**
 * The toast queue's rules as a table written from spec §9 ("toast appears, counts down, fades
 * out and removes itself"; success 2 s, warning 10 s, fade up to 200 ms) and the user's toast
 * preferences (a duration scale, reduced motion), not from the machine: given a queue, these
 * steps, the toasts it shows in order, each with its own countdown and fade.
 */
type Step = ToastQueueEvent | number

interface Rule {
  rule: string
  preferences?: ToastPreferences
  steps: Step[]
  /** `id: message` of each toast shown, in order. */
  expect: string[]
  /** Each toast's whole countdown and whether it fades, when it matters. */
  toasts?: { durationMs: number; reducedMotion: boolean }[]
}

const notify = (message: string, more: Partial<ToastRequest> = {}): ToastQueueEvent => ({
  type: 'toasts.notify',
  toast: { type: 'success', message, ...more },
})
const dismiss = (id: string): ToastQueueEvent => ({ type: 'toasts.dismiss', id })
const clear: ToastQueueEvent = { type: 'toasts.clear' }
const configure = (preferences: ToastPreferences): ToastQueueEvent => ({
  type: 'toasts.configure',
  preferences,
})
const plain = { durationMs: 2_000, reducedMotion: false }

const table: Rule[] = [
  { rule: 'a queue starts empty', steps: [], expect: [] },
  {
    rule: 'a toast is shown with a name of its own, on the default preferences',
    steps: [notify('Saved.')],
    expect: ['toast-1: Saved.'],
    toasts: [plain],
  },
  {
    rule: 'toasts stack in arrival order',
    steps: [notify('One'), notify('Two')],
    expect: ['toast-1: One', 'toast-2: Two'],
  },
  {
    rule: "a caller's name is kept",
    steps: [notify('Uploading', { id: 'upload' })],
    expect: ['upload: Uploading'],
  },
  {
    rule: 'names are never given twice',
    steps: [notify('One'), dismiss('toast-1'), notify('Two')],
    expect: ['toast-2: Two'],
  },
  {
    rule: 'a name notified again replaces its toast, which goes to the end',
    steps: [
      notify('10%', { id: 'upload' }),
      notify('Careful', { type: 'warning' }),
      notify('50%', { id: 'upload' }),
    ],
    expect: ['toast-2: Careful', 'upload: 50%'],
  },
  {
    rule: 'the replaced toast is gone for good: its countdown does not end the new one',
    steps: [
      notify('Careful', { type: 'warning' }),
      notify('10%', { id: 'upload' }),
      1_500,
      notify('50%', { id: 'upload' }),
      800,
    ],
    expect: ['toast-1: Careful', 'upload: 50%'],
  },
  {
    rule: 'the same, when it is the only toast',
    steps: [notify('10%', { id: 'upload' }), 1_500, notify('50%', { id: 'upload' }), 800],
    expect: ['upload: 50%'],
  },
  {
    rule: 'a toast that ends leaves the queue',
    steps: [notify('One'), notify('Careful', { type: 'warning' }), 2_200],
    expect: ['toast-2: Careful'],
  },
  { rule: 'not before its fade is over', steps: [notify('One'), 2_199], expect: ['toast-1: One'] },
  { rule: 'the last one leaving empties the queue', steps: [notify('One'), 2_200], expect: [] },
  {
    rule: 'dismissing removes that toast only',
    steps: [notify('One'), notify('Two'), dismiss('toast-1')],
    expect: ['toast-2: Two'],
  },
  {
    rule: 'a dismissed toast does not come back when its time is up',
    steps: [notify('One'), dismiss('toast-1'), notify('Careful', { type: 'warning' }), 2_200],
    expect: ['toast-2: Careful'],
  },
  {
    rule: 'clear removes them all',
    steps: [notify('One'), notify('Two'), clear, notify('Three')],
    expect: ['toast-3: Three'],
  },
  {
    rule: "the queue's preferences are the toasts'",
    preferences: { durationScale: 3, reducedMotion: true },
    steps: [notify('One')],
    expect: ['toast-1: One'],
    toasts: [{ durationMs: 6_000, reducedMotion: true }],
  },
  {
    rule: 'new preferences are for the next toasts',
    steps: [notify('One'), configure({ durationScale: 2, reducedMotion: true }), notify('Two')],
    expect: ['toast-1: One', 'toast-2: Two'],
    toasts: [plain, { durationMs: 4_000, reducedMotion: true }],
  },
  {
    rule: 'a preference left out is kept: the scale',
    preferences: { durationScale: 3, reducedMotion: true },
    steps: [configure({ reducedMotion: false }), notify('One')],
    expect: ['toast-1: One'],
    toasts: [{ durationMs: 6_000, reducedMotion: false }],
  },
  {
    rule: 'a preference left out is kept: reduced motion',
    preferences: { durationScale: 3, reducedMotion: true },
    steps: [configure({ durationScale: 1 }), notify('One')],
    expect: ['toast-1: One'],
    toasts: [{ durationMs: 2_000, reducedMotion: true }],
  },
]

describe('the toast queue, rule by rule (spec §9)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it.each(table)('$rule', async ({ preferences, steps, expect: shown, toasts }) => {
    const queue = createActor(toastQueueMachine, { input: preferences }).start()
    for (const step of steps) {
      if (typeof step === 'number') await vi.advanceTimersByTimeAsync(step)
      else queue.send(step)
    }
    const refs = selectToasts(queue.getSnapshot())
    expect(refs.map((ref) => `${ref.id}: ${ref.getSnapshot().context.message}`)).toEqual(shown)
    expect(queue.getSnapshot().matches(shown.length === 0 ? 'empty' : 'showing')).toBe(true)
    // Only the toasts shown are running: a replaced, dismissed or cleared one is stopped.
    expect(Object.keys(queue.getSnapshot().children).sort()).toEqual(
      refs.map((ref) => ref.id).sort(),
    )
    if (toasts)
      expect(
        refs.map((ref) => {
          const { durationMs, reducedMotion } = ref.getSnapshot().context
          return { durationMs, reducedMotion }
        }),
      ).toEqual(toasts)
    queue.stop()
  })
})
