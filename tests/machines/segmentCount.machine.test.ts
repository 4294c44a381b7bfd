import { describe, expect, it, vi } from 'vitest'
import { type AnyMachineSnapshot, createActor, fromPromise } from 'xstate'
import { segmentEditor } from '../../src/contract/constants'
import {
  type CountReading,
  createSegmentCountActors,
  segmentCountMachine,
  selectContactCount,
  selectCountFailed,
  selectCountProblem,
  selectIsResetting,
  selectIsRunning,
  selectProgress,
} from '../../src/machines/segmentCount'
import {
  countDone,
  countHalfway,
  countQueued,
  segmentCountModel,
} from './models/segmentCount.model'
import { describeModel } from './support/describeModel'

interface Pending<T> {
  resolve: (value: T) => void
  reject: (error: Error) => void
}
let readAnswer: Pending<CountReading>
let resetAnswer: Pending<CountReading>

const testMachine = segmentCountMachine.provide({
  actors: {
    readProgress: fromPromise<CountReading, void>(
      () => new Promise((resolve, reject) => (readAnswer = { resolve, reject })),
    ),
    resetProgress: fromPromise<CountReading, void>(
      () => new Promise((resolve, reject) => (resetAnswer = { resolve, reject })),
    ),
  },
})

const view = (snapshot: AnyMachineSnapshot) => snapshot as never
const running = (snapshot: AnyMachineSnapshot) => {
  expect(selectIsRunning(view(snapshot))).toBe(true)
  expect(selectCountProblem(view(snapshot))).toBeNull()
  expect(selectCountFailed(view(snapshot))).toBe(false)
  expect(['queued', 'counting']).toContain(selectProgress(view(snapshot)).status)
}

describeModel('segmentCount', {
  ...segmentCountModel,
  machine: testMachine,
  execute: {
    'xstate.done.actor.readProgress': (_actor, event) =>
      readAnswer.resolve((event as unknown as { output: CountReading }).output),
    'xstate.error.actor.readProgress': () => readAnswer.reject(new Error('offline')),
    'xstate.done.actor.resetProgress': (_actor, event) =>
      resetAnswer.resolve((event as unknown as { output: CountReading }).output),
    'xstate.error.actor.resetProgress': () => resetAnswer.reject(new Error('offline')),
  },
  states: {
    'following.waiting': running,
    'following.reading': running,
    'following.settled': (snapshot) => {
      expect(selectIsRunning(view(snapshot))).toBe(false)
      expect(selectProgress(view(snapshot)).status).toBe('done')
      expect(selectContactCount(view(snapshot))).toBe(countDone.contactCount)
    },
    'following.failed': (snapshot) => {
      expect(selectIsRunning(view(snapshot))).toBe(false)
      expect(selectCountProblem(view(snapshot))).toBe('offline')
      expect(selectCountFailed(view(snapshot))).toBe(true)
      expect(snapshot.can({ type: 'count.reset' })).toBe(true)
    },
    resetting: (snapshot) => {
      expect(selectIsResetting(view(snapshot))).toBe(true)
      expect(snapshot.can({ type: 'count.reset' })).toBe(false)
    },
  },
})

describe('following a count', () => {
  it('polls while the count runs and rests once it is done', async () => {
    vi.useFakeTimers()
    const readings = [countHalfway, countDone]
    const readProgress = vi.fn(async () => readings.shift() as CountReading)
    const actor = createActor(
      segmentCountMachine.provide({
        actors: createSegmentCountActors({ readProgress, resetProgress: async () => countQueued }),
      }),
      { input: countQueued },
    ).start()
    await vi.advanceTimersByTimeAsync(segmentEditor.progressPollMs)
    expect(selectProgress(actor.getSnapshot()).status).toBe('counting')
    await vi.advanceTimersByTimeAsync(segmentEditor.progressPollMs)
    expect(actor.getSnapshot().matches({ following: 'settled' })).toBe(true)
    await vi.advanceTimersByTimeAsync(segmentEditor.progressPollMs * 5)
    expect(readProgress).toHaveBeenCalledTimes(2)
    actor.send({ type: 'count.reset' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().matches({ following: 'waiting' })).toBe(true)
    actor.stop()
    vi.useRealTimers()
  })

  it('keeps no words of its own when a call fails without a reason: the view says it', async () => {
    const actor = createActor(
      segmentCountMachine.provide({
        actors: createSegmentCountActors({
          readProgress: async () => countDone,
          resetProgress: () => Promise.reject('no reason'),
        }),
      }),
      { input: countDone },
    ).start()
    actor.send({ type: 'count.reset' })
    await vi.waitFor(() => expect(selectCountFailed(actor.getSnapshot())).toBe(true))
    expect(selectCountProblem(actor.getSnapshot())).toBeNull()
    actor.stop()
  })
})
