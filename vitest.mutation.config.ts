import { defineConfig } from 'vitest/config'

/**
 * The machine tests alone, for the mutation run (stryker.config.mjs): a machine's mutants must
 * be caught by the tests written for machines, not by a view's test. By default the design
 * card's machines' tests; `MACHINE=toast` narrows to one machine's (tests/machines/toast*).
 */
const machines =
  process.env.MACHINE ?? '{campaignLifecycle,session,toast,toastQueue,modal,dateRange}'

export default defineConfig({
  test: {
    name: 'machines',
    // The machines need no DOM, and a DOM for each of thousands of runs is most of their time.
    environment: 'node',
    include: [`tests/machines/${machines}*.test.ts`],
  },
})
