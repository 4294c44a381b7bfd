import { describe, expect, it } from 'vitest'
import { campaignLifecycleModel } from './models/campaignLifecycle.model'
import { fixtureModel } from './support/fixtureMachine'
import { type ModelGraph, modelGraph, transitionCover, transitionId } from './support/model'

/** Each path starts at the initial state and each step leaves from where the last one ended. */
function expectWalkable(graph: ModelGraph, paths: ReturnType<typeof transitionCover>) {
  for (const { steps } of paths) {
    let at = graph.states[0]
    for (const step of steps) {
      expect(step.from).toBe(at)
      at = step.to
    }
  }
}

describe('transitionCover', () => {
  it('takes every transition of the fixture in fewer paths than one per transition', () => {
    const graph = modelGraph(fixtureModel.machine, fixtureModel)
    const paths = transitionCover(graph, 10)
    const taken = new Set(paths.flatMap(({ steps }) => steps.map(transitionId)))
    expect([...taken].sort()).toEqual(graph.transitions.map(transitionId).sort())
    expect(paths.length).toBeLessThan(graph.paths.length)
    expectWalkable(graph, paths)
  })

  it('keeps paths within the step limit, except a first approach that needs more', () => {
    const graph = modelGraph(campaignLifecycleModel.machine, campaignLifecycleModel)
    const longestApproach = Math.max(...graph.paths.map(({ steps }) => steps.length))
    for (const limit of [1, 4, 10]) {
      const paths = transitionCover(graph, limit)
      const taken = new Set(paths.flatMap(({ steps }) => steps.map(transitionId)))
      expect(taken.size).toBe(graph.transitions.length)
      expectWalkable(graph, paths)
      for (const { steps } of paths) {
        expect(steps.length).toBeLessThanOrEqual(Math.max(limit, longestApproach))
      }
    }
  })
})
