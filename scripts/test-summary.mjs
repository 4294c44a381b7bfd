// Prints one closing line for the whole test run, from the Vitest and Playwright JSON reports.
import { readFileSync } from 'node:fs'

const read = (file) => JSON.parse(readFileSync(file, 'utf8'))

const vitest = read('reports/vitest.json')
const playwrightReport = read('reports/playwright.json')
const playwright = playwrightReport.stats
// Errors outside any test (a web server that did not start, a file that did not load).
const playwrightErrors = playwrightReport.errors?.length ?? 0

const passed = vitest.numPassedTests + playwright.expected
const failed = vitest.numFailedTests + playwright.unexpected + playwright.flaky + playwrightErrors
const skipped = vitest.numPendingTests + vitest.numTodoTests + playwright.skipped

console.log(`\nVitest: ${vitest.numPassedTests} passed, Playwright: ${playwright.expected} passed`)
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failed === 0 ? 0 : 1)
