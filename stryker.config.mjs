// @ts-check
/**
 * The mutation run (`npm run test:mutation`, outside `npm test` for its time): Stryker mutates
 * the design card's machines (session, toast, modal, date range, campaign lifecycle) and runs
 * the machine tests only (vitest.mutation.config.ts) against each mutant. A mutant that
 * survives is a rule no test would miss. The score and every surviving mutant are printed.
 *
 * `index.ts` files re-export and `*.actors.ts` hold the real side effects (HTTP, timers, DOM)
 * that the machine tests replace with test actors; their tests are tests/unit's.
 *
 * One machine at a time (its tests alone, `MACHINE` in vitest.mutation.config.ts):
 * `MACHINE=toast npm run test:mutation -- --mutate 'src/machines/toast/**\/*.ts'`.
 * Earlier results are reused from reports/stryker-incremental.json (delete it for a fresh run).
 *
 * Known limit (Vitest 4.1 with the vitest runner 9.6.1): a mutant that makes a test file fail to
 * load (a machine whose `initial` names no state throws when it is created) leaves no failed
 * test, and is reported survived. Tests therefore build their situations inside `it`, never
 * while collecting, so a broken machine fails tests rather than the file: the rule tables
 * (tests/machines/*.rules.test.ts) do, where the model tests generate their paths while
 * collecting, and tests/machines/designCard.loads.test.ts imports each machine inside a test.
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'src/machines/{session,toast,modal,dateRange,campaignLifecycle}/**/*.ts',
    '!src/machines/**/index.ts',
    '!src/machines/**/*.actors.ts',
  ],
  coverageAnalysis: 'perTest',
  // The first run of every test, on a shared machine, may take longer than the default 5 min.
  dryRunTimeoutMinutes: 30,
  concurrency: 1,
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  thresholds: { high: 95, low: 90, break: null },
  ignorePatterns: ['dist*', '.builds', 'data', 'test-results', 'playwright-report', 'reports'],
  // Stryker rewrites the named tsconfig in its sandbox with the `typescript` package's old API,
  // which TypeScript 7 no longer has; Vitest needs no tsconfig, so none is named.
  tsconfigFile: '',
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
}
