import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
} from 'xstate'
import { writeCoverageFile } from './coverageFile'
import { createCoverage, formatCoverage, type ModelOptions, modelGraph, stateKeyOf } from './model'

type Executor = (actor: AnyActorRef, event: EventObject) => void | Promise<void>

export interface ModelTest<TMachine extends AnyStateMachine> extends ModelOptions<TMachine> {
  /** The real machine, `.provide()`d with test actors. */
  machine: TMachine
  /** One assertion per state key; the completeness check fails when a state has none. */
  states: Record<string, (snapshot: AnyMachineSnapshot) => void>
  /**
   * How an event is made to happen, by event type. By default the actor is sent the event, and
   * a delayed (`after`) event advances the fake clock by its delay.
   */
  execute?: Record<string, Executor>
}

/** The delay of an `xstate.after.<delay>.<state id>` event, named or in milliseconds. */
function delayOf(
  machine: AnyStateMachine,
  event: EventObject,
  snapshot: AnyMachineSnapshot,
): number {
  const name = event.type.split('.')[2] ?? ''
  if (/^\d+$/.test(name)) return Number(name)
  const delay = machine.implementations.delays[name]
  if (typeof delay === 'number') return delay
  if (typeof delay === 'function')
    return delay({ context: snapshot.context, event } as never, undefined)
  throw new Error(`The machine names no delay '${name}'`)
}

const flush = () => vi.advanceTimersByTimeAsync(0)

/**
 * A model-based suite: one test per transition of the machine (the shortest way to its source
 * state, then the transition), each state asserted after every step, and a final test that
 * fails unless every state and transition of the adjacency map was walked.
 */
export function describeModel<TMachine extends AnyStateMachine>(
  name: string,
  model: ModelTest<TMachine>,
) {
  const key = model.stateKey ?? stateKeyOf
  const graph = modelGraph(model.machine, model)
  const coverage = createCoverage(graph)

  const execute = async (actor: AnyActorRef, event: EventObject) => {
    const custom = model.execute?.[event.type]
    if (custom) await custom(actor, event)
    else if (event.type.startsWith('xstate.after.')) {
      await vi.advanceTimersByTimeAsync(delayOf(model.machine, event, actor.getSnapshot()))
    } else actor.send(event)
    await flush()
  }

  describe(`${name} (model)`, () => {
    beforeEach(() => {
      vi.useFakeTimers()
    })
    afterEach(() => {
      vi.useRealTimers()
    })

    it('asserts every state of the model, and only those', () => {
      expect(Object.keys(model.states).sort()).toEqual([...graph.states].sort())
    })

    for (const path of graph.paths) {
      it(path.description, async () => {
        const options = model.input === undefined ? {} : { input: model.input }
        // biome-ignore lint/suspicious/noExplicitAny: the machine's input type is the test's to match
        const actor = createActor(model.machine as AnyStateMachine, options as any)
        actor.start()
        await flush()
        let current = key(actor.getSnapshot())
        coverage.visit(current)
        model.states[current]?.(actor.getSnapshot())
        for (const step of path.steps) {
          expect(current).toBe(step.from)
          await execute(actor, step.event)
          const next = key(actor.getSnapshot())
          expect(next, `after ${step.event.type} from ${step.from}`).toBe(step.to)
          coverage.walk({ event: step.event, from: current, to: next })
          model.states[next]?.(actor.getSnapshot())
          current = next
        }
        actor.stop()
      })
    }

    it('walks every state and every transition', () => {
      const report = coverage.report()
      console.log(formatCoverage(name, report))
      writeCoverageFile(name, 'vitest', report)
      expect(report.missingStates).toEqual([])
      expect(report.missingTransitions).toEqual([])
    })
  })
}
