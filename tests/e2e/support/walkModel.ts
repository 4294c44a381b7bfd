import { test as anonymous, expect, type Page } from '@playwright/test'
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate'
import { writeCoverageFile } from '../../machines/support/coverageFile'
import {
  createCoverage,
  formatCoverage,
  type ModelOptions,
  modelGraph,
  transitionCover,
} from '../../machines/support/model'
import { createWalkRecord } from './walkRecord'

export interface PageModel<TMachine extends AnyStateMachine> extends ModelOptions<TMachine> {
  machine: TMachine
  /** Opens the page and brings the component to the machine's initial state. */
  setup: (page: Page) => Promise<void>
  /** One check per state key, made in the page. */
  states: Record<string, (page: Page) => Promise<void>>
  /**
   * How each event type is made to happen in the page (a click, a key, the clock). A delayed
   * transition (`xstate.after.<delay>.<state>`) may be keyed by its full type or by its delay's
   * name alone, when the same wait ends it wherever it is.
   */
  execute: Record<string, (page: Page, event: EventObject) => Promise<void>>
  /**
   * The checks and executors hold however a state was reached, so the transitions may be
   * chained into a few long paths. Otherwise each transition gets its own path from a fresh
   * page (a check that counts what happened since setup, say, needs that).
   */
  chained?: boolean
}

const delayedEvent = /^xstate\.after\.([^.]+)\./

function executorOf<TMachine extends AnyStateMachine>(model: PageModel<TMachine>, type: string) {
  const delay = delayedEvent.exec(type)?.[1]
  return model.execute[type] ?? (delay === undefined ? undefined : model.execute[delay])
}

/**
 * Steps per path: long enough that each path's setup (a sign-in, a page) is paid for few
 * transitions, short enough that a failure names a short walk and a path stays well inside
 * `test.slow()`'s limit on CI's two busy cores.
 */
const stepsPerPath = 10

/**
 * A Playwright model test: one path per transition (the shortest way to its source state, then
 * the transition), or the transitions chained into a few paths when the model allows, walked in
 * the real page, then a coverage check.
 */
export function walkModel<TMachine extends AnyStateMachine>(
  name: string,
  model: PageModel<TMachine>,
  /** The test API: the anonymous one, or ./signedIn's for pages behind the auth guards. */
  test: typeof anonymous = anonymous,
) {
  const graph = modelGraph(model.machine, model)
  const record = createWalkRecord(name)
  const [initial] = graph.states

  test.describe(`${name} (page model)`, () => {
    // In order, in one worker: the coverage of every path is summed up by the last test.
    test.describe.configure({ mode: 'default' })

    test('has a check for every state and an executor for every event', () => {
      record.reset()
      expect(Object.keys(model.states).sort()).toEqual([...graph.states].sort())
      const types = new Set(graph.transitions.map((step) => step.event.type))
      expect([...types].filter((type) => !executorOf(model, type))).toEqual([])
    })

    const paths = model.chained ? transitionCover(graph, stepsPerPath) : graph.paths
    for (const path of paths) {
      test(path.description, async ({ page }) => {
        // A path is a whole session of sign-in, setup and several steps: too near the default
        // 30 s limit on CI's two busy cores, which is only a hang detector.
        test.slow()
        await model.setup(page)
        const start = path.steps[0]?.from ?? initial ?? ''
        await model.states[start]?.(page)
        record.visit(start)
        for (const step of path.steps) {
          await test.step(`${step.event.type} -> ${step.to}`, async () => {
            const send = executorOf(model, step.event.type)
            if (!send) throw new Error(`No executor for ${step.event.type}`)
            await send(page, step.event)
            await model.states[step.to]?.(page)
          })
          // Counted once the event was sent in the page and the next state seen there.
          record.walk(step)
        }
      })
    }

    test('walks every state and every transition', () => {
      const coverage = createCoverage(graph)
      record.countInto(coverage)
      const report = coverage.report()
      console.log(formatCoverage(name, report))
      writeCoverageFile(name, 'playwright', report)
      expect(report.missingStates).toEqual([])
      expect(report.missingTransitions).toEqual([])
    })
  })
}

export type { AnyMachineSnapshot }
