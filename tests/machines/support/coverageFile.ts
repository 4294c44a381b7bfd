import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { CoverageReport } from './model'

/** Where each model test run leaves its figure, for the machine coverage summary. */
export const coverageDir = join('reports', 'machine-coverage')

export function writeCoverageFile(
  machine: string,
  runner: 'vitest' | 'playwright',
  report: CoverageReport,
) {
  mkdirSync(coverageDir, { recursive: true })
  writeFileSync(
    join(coverageDir, `${machine}.${runner}.json`),
    JSON.stringify({ machine, runner, ...report }, null, 2),
  )
}
