import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { EventObject } from 'xstate'
import { coverageDir } from '../../machines/support/coverageFile'
import type { createCoverage, ModelStep } from '../../machines/support/model'

type Line = { state: string } | { step: ModelStep }

/**
 * What a Playwright model walk really did, kept on disk as it happens: each path's start
 * state, and each step once its event was sent in the page and the next state checked there.
 * On disk, so a failed test (Playwright then restarts its worker, losing memory) loses none of
 * the steps walked before it.
 */
export function createWalkRecord(name: string) {
  const dir = join(coverageDir, 'walks')
  const file = join(dir, `${name}.playwright.jsonl`)
  const append = (line: Line) => appendFileSync(file, `${JSON.stringify(line)}\n`)
  return {
    /** Forgets the previous run's walk. */
    reset() {
      mkdirSync(dir, { recursive: true })
      rmSync(file, { force: true })
    },
    visit(state: string) {
      append({ state })
    },
    walk(step: ModelStep) {
      append({ step })
    },
    /** Feeds every recorded state and step into a coverage count. */
    countInto(coverage: ReturnType<typeof createCoverage>) {
      if (!existsSync(file)) return
      for (const text of readFileSync(file, 'utf8').split('\n')) {
        if (!text) continue
        const line = JSON.parse(text) as Line
        if ('state' in line) coverage.visit(line.state)
        else coverage.walk({ ...line.step, event: line.step.event as EventObject })
      }
    },
  }
}
