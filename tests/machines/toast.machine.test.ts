import { describe, expect, it, vi } from 'vitest'
import { type AnyMachineSnapshot, createActor, fromPromise } from 'xstate'
import { toast as toastConstants, toastTypes } from '../../src/contract/constants'
import {
  selectToastProgress,
  type ToastInput,
  toastDurationMs,
  toastMachine,
  toastRole,
} from '../../src/machines/toast'
import { toastModel, toastModelInput } from './models/toast.model'
import { describeModel } from './support/describeModel'

/** The action actor of the model: each run waits until the test settles it. */
function controlledAction() {
  let settle = { resolve: () => {}, reject: () => {} }
  const runAction = fromPromise<unknown, { id: string }>(
    () =>
      new Promise<void>((resolve, reject) => {
        settle = { resolve: () => resolve(), reject: () => reject(new Error('refused')) }
      }),
  )
  return {
    runAction,
    execute: {
      'xstate.done.actor.runAction': () => settle.resolve(),
      'xstate.error.actor.runAction': () => settle.reject(),
    },
  }
}

const input = toastModelInput
const full = toastDurationMs(input)

const counting = (snapshot: AnyMachineSnapshot) => {
  expect(snapshot.hasTag('shown')).toBe(true)
  expect(snapshot.hasTag('paused')).toBe(false)
  expect(snapshot.context.remainingMs).toBeLessThanOrEqual(full)
}
const paused = (snapshot: AnyMachineSnapshot) => {
  expect(snapshot.hasTag('shown')).toBe(true)
  expect(snapshot.hasTag('paused')).toBe(true)
}
const acting = (snapshot: AnyMachineSnapshot) => {
  expect(snapshot.hasTag('busy')).toBe(true)
  expect(snapshot.can({ type: 'toast.close' })).toBe(false)
}
const fading = (snapshot: AnyMachineSnapshot) => {
  expect(snapshot.hasTag('fading')).toBe(true)
  expect(snapshot.context.remainingMs).toBe(0)
}
const dismissed = (snapshot: AnyMachineSnapshot) => expect(snapshot.status).toBe('done')

{
  const action = controlledAction()
  describeModel('toast', {
    ...toastModel,
    machine: toastMachine.provide({ actors: { runAction: action.runAction } }),
    execute: action.execute,
    states: {
      'visible.pointer.away + visible.focus.away + visible.countdown.running': counting,
      'visible.pointer.over + visible.focus.away + visible.countdown.paused': paused,
      'visible.pointer.away + visible.focus.within + visible.countdown.paused': paused,
      'visible.pointer.over + visible.focus.within + visible.countdown.paused': paused,
      acting,
      fading,
      dismissed,
    },
  })
}

{
  const action = controlledAction()
  describeModel('toast.hoverPauseOff', {
    ...toastModel,
    machine: toastMachine.provide({ actors: { runAction: action.runAction } }),
    input: { ...input, pauseOnHover: false },
    execute: action.execute,
    states: {
      'visible.pointer.away + visible.focus.away + visible.countdown.running': counting,
      'visible.pointer.over + visible.focus.away + visible.countdown.running': counting,
      'visible.pointer.away + visible.focus.within + visible.countdown.paused': paused,
      'visible.pointer.over + visible.focus.within + visible.countdown.paused': paused,
      acting,
      fading,
      dismissed,
    },
  })
}

function startToast(overrides: Partial<ToastInput> = {}) {
  const actor = createActor(toastMachine, {
    input: { id: 'toast-1', type: 'info', message: 'Hello', ...overrides },
  })
  actor.start()
  return actor
}

describe('toast timings (spec §9)', () => {
  it.each([
    { type: 'success', ms: 2000 },
    { type: 'info', ms: 2000 },
    { type: 'warning', ms: 10_000 },
    { type: 'danger', ms: 20_000 },
    { type: 'denied', ms: 10_000 },
  ] as const)('a $type toast lasts $ms ms', ({ type, ms }) => {
    expect(toastDurationMs({ type })).toBe(ms)
    expect(toastDurationMs({ type })).toBe(toastConstants.timeoutMs[type])
  })

  it('covers every toast type of the spec', () => {
    expect([...toastTypes].sort()).toEqual(['danger', 'denied', 'info', 'success', 'warning'])
  })

  it.each([
    { input: { type: 'success', durationScale: 2 }, ms: 4000 },
    { input: { type: 'danger', durationScale: 1.5 }, ms: 30_000 },
    { input: { type: 'info', timeoutMs: toastConstants.notificationTimeoutMs }, ms: 5000 },
    { input: { type: 'info', timeoutMs: 5000, durationScale: 3 }, ms: 15_000 },
  ] as const)(
    'the duration preference multiplies every timeout: $input -> $ms ms',
    ({ input: durationInput, ms }) => {
      expect(toastDurationMs(durationInput)).toBe(ms)
    },
  )

  it('counts down in ticks, fades out, then ends', () => {
    vi.useFakeTimers()
    const actor = startToast()
    vi.advanceTimersByTime(toastConstants.tickMs)
    expect(actor.getSnapshot().context.remainingMs).toBe(
      toastConstants.timeoutMs.info - toastConstants.tickMs,
    )
    expect(selectToastProgress(actor.getSnapshot())).toBeCloseTo(0.95)
    vi.advanceTimersByTime(toastConstants.timeoutMs.info - toastConstants.tickMs)
    expect(actor.getSnapshot().hasTag('fading')).toBe(true)
    vi.advanceTimersByTime(toastConstants.fadeMaxMs - 1)
    expect(actor.getSnapshot().status).toBe('active')
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().status).toBe('done')
    vi.useRealTimers()
  })

  it('with reduced motion it ends without a fade', () => {
    vi.useFakeTimers()
    const actor = startToast({ reducedMotion: true })
    vi.advanceTimersByTime(toastConstants.timeoutMs.info)
    expect(actor.getSnapshot().hasTag('fading')).toBe(true)
    // A zero delay still runs on the next timer turn.
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().status).toBe('done')
    vi.useRealTimers()
  })

  it('stands still while paused and resumes where it stopped', () => {
    vi.useFakeTimers()
    const actor = startToast()
    vi.advanceTimersByTime(500)
    actor.send({ type: 'toast.hover' })
    vi.advanceTimersByTime(60_000)
    expect(actor.getSnapshot().context.remainingMs).toBe(1500)
    actor.send({ type: 'toast.leave' })
    vi.advanceTimersByTime(1500)
    expect(actor.getSnapshot().hasTag('fading')).toBe(true)
    vi.useRealTimers()
  })

  it('with time limits turned off it stays, full, until closed', () => {
    vi.useFakeTimers()
    const actor = startToast({ durationScale: Number.POSITIVE_INFINITY })
    vi.advanceTimersByTime(24 * 60 * 60 * 1000)
    expect(actor.getSnapshot().hasTag('paused')).toBe(true)
    expect(selectToastProgress(actor.getSnapshot())).toBe(1)
    actor.send({ type: 'toast.hover' })
    actor.send({ type: 'toast.leave' })
    expect(actor.getSnapshot().hasTag('paused')).toBe(true)
    actor.send({ type: 'toast.close' })
    expect(actor.getSnapshot().status).toBe('done')
    vi.useRealTimers()
  })

  it('a toast without an action ignores the action event', () => {
    const actor = startToast()
    expect(actor.getSnapshot().can({ type: 'toast.act' })).toBe(false)
  })

  it.each([
    { type: 'success', role: 'status' },
    { type: 'info', role: 'status' },
    { type: 'warning', role: 'alert' },
    { type: 'danger', role: 'alert' },
    { type: 'denied', role: 'alert' },
  ] as const)('a $type toast is announced with role $role', ({ type, role }) => {
    expect(toastRole(type)).toBe(role)
  })
})
