// npm run coverage:machines: per machine, what the Vitest and Playwright model tests walked;
// fails when a design card machine is below 100%. Run after both test suites.
import { coverageDir } from '../tests/machines/support/coverageFile'
import { formatSummary, readCoverageFiles, summarize } from './machines/coverage'
import { loadMachines } from './machines/load'

const machineIds = (await loadMachines()).map(({ id }) => id)
const summary = summarize(machineIds, readCoverageFiles(coverageDir))
console.log(formatSummary(summary))
process.exit(summary.failures.length === 0 ? 0 : 1)
