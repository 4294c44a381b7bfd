import { describe, expect, it, vi } from 'vitest'
import { type AnyMachineSnapshot, createActor, fromPromise } from 'xstate'
import {
  createLiveQueryActors,
  liveQueryMachine,
  selectAnswer,
  selectIsUpdating,
  selectQueryProblem,
} from '../../src/machines/liveQuery'
import { liveQueryModel, querySettleMs } from './models/liveQuery.model'
import { describeModel } from './support/describeModel'

let answer: { resolve: (data: unknown) => void; reject: (error: Error) => void }

const testMachine = liveQueryMachine.provide({
  actors: {
    load: fromPromise<unknown, { params: unknown }>(
      () => new Promise((resolve, reject) => (answer = { resolve, reject })),
    ),
  },
})

const view = (snapshot: AnyMachineSnapshot) => snapshot as never
const updating = (snapshot: AnyMachineSnapshot) => {
  expect(selectIsUpdating(view(snapshot))).toBe(true)
  expect(selectQueryProblem(view(snapshot))).toBeNull()
}

describeModel('liveQuery', {
  ...liveQueryModel,
  machine: testMachine,
  execute: {
    'xstate.done.actor.load': (_actor, event) =>
      answer.resolve((event as unknown as { output: unknown }).output),
    'xstate.error.actor.load': () => answer.reject(new Error('offline')),
  },
  states: {
    idle: (snapshot) => {
      expect(selectIsUpdating(view(snapshot))).toBe(false)
      expect(selectAnswer(view(snapshot))).toBeUndefined()
    },
    settling: updating,
    loading: updating,
    shown: (snapshot) => {
      expect(selectIsUpdating(view(snapshot))).toBe(false)
      expect(selectAnswer(view(snapshot))).toEqual({ count: 12 })
    },
    failed: (snapshot) => {
      expect(selectIsUpdating(view(snapshot))).toBe(false)
      expect(selectQueryProblem(view(snapshot))).toBe('offline')
    },
  },
})

describe('a live query', () => {
  it('asks once the edits settle, and aborts the query a newer edit made stale', async () => {
    vi.useFakeTimers()
    const signals: AbortSignal[] = []
    const load = vi.fn(
      (params: { n: number }, signal: AbortSignal) =>
        new Promise<number>((resolve) => {
          signals.push(signal)
          setTimeout(() => resolve(params.n), 100)
        }),
    )
    const actor = createActor(
      liveQueryMachine.provide({ actors: createLiveQueryActors({ load }) }),
      { input: { settleMs: querySettleMs, params: { n: 1 } } },
    ).start()
    actor.send({ type: 'query.set', params: { n: 2 } })
    await vi.advanceTimersByTimeAsync(querySettleMs - 1)
    expect(load).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(load).toHaveBeenCalledTimes(1)
    actor.send({ type: 'query.set', params: { n: 3 } })
    expect(signals[0]?.aborted).toBe(true)
    await vi.advanceTimersByTimeAsync(querySettleMs + 100)
    expect(selectAnswer(actor.getSnapshot())).toBe(3)
    actor.stop()
    vi.useRealTimers()
  })
})
