import { expect, it } from 'vitest'

/**
 * Each design-card machine is a valid statechart: its module loads and its machine starts. The
 * import is inside the test, not at the top: a machine broken at creation (an `initial` or a
 * target naming no state) then fails this test, where a top-level import would fail whole files
 * to load, which the mutation run (stryker.config.mjs) cannot tell from a pass.
 */
const machines = {
  session: async () => (await import('../../src/machines/session/session.machine')).sessionMachine,
  toast: async () => (await import('../../src/machines/toast/toast.machine')).toastMachine,
  toastQueue: async () =>
    (await import('../../src/machines/toast/toastQueue.machine')).toastQueueMachine,
  modal: async () => (await import('../../src/machines/modal/modal.machine')).modalMachine,
  dateRange: async () =>
    (await import('../../src/machines/dateRange/dateRange.machine')).dateRangeMachine,
  campaignLifecycle: async () =>
    (await import('../../src/machines/campaignLifecycle/campaignLifecycle.machine'))
      .campaignLifecycleMachine,
}

it.each(Object.entries(machines))('the %s machine loads', async (_, load) => {
  expect((await load()).root.initial).toBeDefined()
})
