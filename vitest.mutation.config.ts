import { defineConfig } from 'vitest/config'

/**
 * The machine tests alone, for the mutation run (stryker.config.mjs): a machine's mutants must
 * be caught by the tests written for machines, not by a view's test. By default the design
 * card's machines' tests; `MACHINE=toast` narrows to one machine's (tests/machines/toast*).
 */
const machines =
  process.env.MACHINE ?? '{campaignLifecycle,session,toast,toastQueue,modal,dateRange}'

/**
 * The date-range machine's values (dateValue.ts) are shared with the date picker, so their
 * rules are tested in tests/unit/date, both pickers side by side; they need no DOM either.
 */
const helperTests = machines.includes('dateRange') ? ['tests/unit/date/*.test.ts'] : []

export default defineConfig({
  test: {
    name: 'machines',
    // The machines need no DOM, and a DOM for each of thousands of runs is most of their time.
    environment: 'node',
    // designCard.loads: a machine that cannot be created fails a test, not a file's loading.
    include: [
      `tests/machines/${machines}*.test.ts`,
      'tests/machines/designCard.loads.test.ts',
      ...helperTests,
    ],
  },
})
