import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { ToastEvent, ToastInput } from '../../src/machines/toast'
import { selectToastProgress, toastMachine } from '../../src/machines/toast'

/**
 * The toast's rules as a table written from spec §9 and its constants ("toast appears, counts
 * down, fades out and removes itself; countdown pauses on hover unless disabled; close
 * dismisses at once; an action button runs its action then dismisses"; 2 s by default, danger
 * 20 s, warning and denied 10 s, fade up to 200 ms), not from the machine: given a toast,
 * these steps, then where it must be and how much of its time is left.
 */
type Step = ToastEvent['type'] | number | 'done' | 'fail'
type Where = 'counting' | 'paused' | 'acting' | 'fading' | 'gone'

interface Rule {
  rule: string
  toast: Partial<ToastInput>
  steps: Step[]
  expect: Where
  /** Time left on the countdown, when it matters. */
  remainingMs?: number
  /** The share of the countdown left, as its progress bar shows it. */
  progress?: number
  /** A toast whose action button has no work of its own. */
  plain?: boolean
}

const table: Rule[] = [
  {
    rule: 'a success toast counts down 2 s',
    toast: { type: 'success' },
    steps: [1_900],
    expect: 'counting',
    remainingMs: 100,
    progress: 0.05,
  },
  {
    rule: 'a success toast fades at 2 s',
    toast: { type: 'success' },
    steps: [2_000],
    expect: 'fading',
    remainingMs: 0,
  },
  {
    rule: 'and is gone after the fade (200 ms)',
    toast: { type: 'success' },
    steps: [2_000, 200],
    expect: 'gone',
  },
  { rule: 'but not before it', toast: { type: 'success' }, steps: [2_000, 199], expect: 'fading' },
  { rule: 'an info toast lasts 2 s', toast: { type: 'info' }, steps: [2_000], expect: 'fading' },
  {
    rule: 'a warning toast lasts 10 s',
    toast: { type: 'warning' },
    steps: [9_900],
    expect: 'counting',
    remainingMs: 100,
  },
  {
    rule: 'a warning toast fades at 10 s',
    toast: { type: 'warning' },
    steps: [10_000],
    expect: 'fading',
  },
  {
    rule: 'a denied toast lasts 10 s',
    toast: { type: 'denied' },
    steps: [9_900],
    expect: 'counting',
    remainingMs: 100,
  },
  {
    rule: 'a danger toast lasts 20 s',
    toast: { type: 'danger' },
    steps: [19_900],
    expect: 'counting',
    remainingMs: 100,
  },
  {
    rule: 'a danger toast fades at 20 s',
    toast: { type: 'danger' },
    steps: [20_000],
    expect: 'fading',
  },
  {
    rule: 'its own timeout wins (a notification, 5 s)',
    toast: { type: 'success', timeoutMs: 5_000 },
    steps: [4_900],
    expect: 'counting',
    remainingMs: 100,
  },
  {
    rule: 'hover pauses the countdown',
    toast: { type: 'success' },
    steps: [500, 'toast.hover', 10_000],
    expect: 'paused',
    remainingMs: 1_500,
  },
  {
    rule: 'leaving resumes it where it stopped',
    toast: { type: 'success' },
    steps: [500, 'toast.hover', 10_000, 'toast.leave', 1_400],
    expect: 'counting',
    remainingMs: 100,
  },
  {
    rule: 'and it fades when that time is up',
    toast: { type: 'success' },
    steps: [500, 'toast.hover', 10_000, 'toast.leave', 1_500],
    expect: 'fading',
  },
  {
    rule: 'hover does not pause when pausing on hover is off',
    toast: { type: 'success', pauseOnHover: false },
    steps: [500, 'toast.hover', 1_500],
    expect: 'fading',
  },
  {
    rule: 'focus pauses it, whatever the hover setting',
    toast: { type: 'success', pauseOnHover: false },
    steps: [500, 'toast.focus', 10_000],
    expect: 'paused',
    remainingMs: 1_500,
  },
  {
    rule: 'blur resumes it',
    toast: { type: 'success' },
    steps: [500, 'toast.focus', 'toast.blur', 1_500],
    expect: 'fading',
  },
  {
    rule: 'a toast hovered and focused waits for both to end',
    toast: { type: 'success' },
    steps: ['toast.hover', 'toast.focus', 'toast.leave', 5_000],
    expect: 'paused',
    remainingMs: 2_000,
  },
  {
    rule: 'close dismisses at once',
    toast: { type: 'danger' },
    steps: [100, 'toast.close'],
    expect: 'gone',
  },
  {
    rule: 'close dismisses a paused toast too',
    toast: { type: 'danger' },
    steps: ['toast.hover', 'toast.close'],
    expect: 'gone',
  },
  {
    rule: 'the action button runs the action',
    toast: { type: 'info', actionLabel: 'Undo' },
    steps: ['toast.act'],
    expect: 'acting',
  },
  {
    rule: "a plain toast's action button dismisses it",
    toast: { type: 'info', actionLabel: 'OK' },
    plain: true,
    steps: ['toast.act', 0],
    expect: 'gone',
  },
  {
    rule: 'then dismisses',
    toast: { type: 'info', actionLabel: 'Undo' },
    steps: ['toast.act', 'done'],
    expect: 'gone',
  },
  {
    rule: 'even when the action fails',
    toast: { type: 'info', actionLabel: 'Undo' },
    steps: ['toast.act', 'fail'],
    expect: 'gone',
  },
  {
    rule: 'a toast without an action ignores act',
    toast: { type: 'info' },
    steps: [100, 'toast.act'],
    expect: 'counting',
    remainingMs: 1_900,
  },
  {
    rule: 'a longer duration preference scales every timeout',
    toast: { type: 'success', durationScale: 2 },
    steps: [3_900],
    expect: 'counting',
    remainingMs: 100,
  },
  {
    rule: 'and the toast fades at the scaled time',
    toast: { type: 'success', durationScale: 2 },
    steps: [4_000],
    expect: 'fading',
  },
  {
    rule: 'no time limit: it stays until closed',
    toast: { type: 'success', durationScale: Number.POSITIVE_INFINITY },
    steps: [3_600_000],
    expect: 'paused',
    progress: 1,
  },
  {
    rule: 'a toast given no time has none left',
    toast: { type: 'success', timeoutMs: 0 },
    steps: [0],
    expect: 'fading',
    progress: 0,
  },
  {
    rule: 'reduced motion: no fade, gone at expiry',
    toast: { type: 'success', reducedMotion: true },
    steps: [2_000, 1],
    expect: 'gone',
  },
]

/** Settles the action the test gives `toast.act`: `done` or `fail` as a step. */
function actionControl() {
  let settle = { done: () => {}, fail: () => {} }
  const inputs: unknown[] = []
  const runAction = fromPromise<unknown, { id: string }>(
    ({ input }) =>
      new Promise<void>((resolve, reject) => {
        inputs.push(input)
        settle = { done: () => resolve(), fail: () => reject(new Error('refused')) }
      }),
  )
  return { runAction, inputs, settle: (step: 'done' | 'fail') => settle[step]() }
}

describe('the toast, rule by rule (spec §9)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it.each(table)('$rule', async ({ toast, steps, expect: where, remainingMs, progress, plain }) => {
    const action = actionControl()
    const machine = plain
      ? toastMachine
      : toastMachine.provide({ actors: { runAction: action.runAction } })
    const actor = createActor(machine, {
      input: { id: 't1', type: 'success', message: 'Saved.', ...toast },
    }).start()
    for (const step of steps) {
      if (typeof step === 'number') await vi.advanceTimersByTimeAsync(step)
      else if (step === 'done' || step === 'fail') {
        action.settle(step)
        await vi.advanceTimersByTimeAsync(0)
      } else actor.send({ type: step } as ToastEvent)
    }
    const snapshot = actor.getSnapshot()
    const seen: Where =
      snapshot.status === 'done'
        ? 'gone'
        : snapshot.hasTag('busy')
          ? 'acting'
          : snapshot.hasTag('fading')
            ? 'fading'
            : snapshot.hasTag('paused')
              ? 'paused'
              : 'counting'
    expect(seen).toBe(where)
    if (where === 'counting' || where === 'paused' || where === 'acting')
      expect(snapshot.hasTag('shown')).toBe(true)
    if (remainingMs !== undefined) expect(snapshot.context.remainingMs).toBe(remainingMs)
    // The app finds the action by its toast's id.
    if (!plain && toast.actionLabel && steps.includes('toast.act'))
      expect(action.inputs).toEqual([{ id: 't1' }])
    if (progress !== undefined) expect(selectToastProgress(snapshot)).toBeCloseTo(progress)
    actor.stop()
  })
})
