import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The machine coverage summary: what the Vitest and Playwright model tests walked of each
 * machine, read from the files they leave in reports/machine-coverage (`<model>.<runner>.json`,
 * where a model is a machine id or a variant of it, `toast.hoverPauseOff`).
 */

export const runners = ['vitest', 'playwright'] as const
export type Runner = (typeof runners)[number]

export interface Figure {
  walked: number
  total: number
}

export interface CoverageFile {
  machine: string
  runner: Runner
  states: Figure
  transitions: Figure
  missingStates: string[]
  missingTransitions: string[]
}

/** The design card's machines: below 100% in either runner, `npm test` fails (once they exist). */
export const designCardMachines: { id: string; label: string }[] = [
  { id: 'session', label: 'session' },
  { id: 'toast', label: 'toast' },
  { id: 'modal', label: 'modal' },
  { id: 'dateRange', label: 'date range' },
  { id: 'campaignLifecycle', label: 'campaign lifecycle' },
]

export function readCoverageFiles(dir: string): CoverageFile[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => runners.some((runner) => name.endsWith(`.${runner}.json`)))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as CoverageFile)
}

const isComplete = (figure: Figure) => figure.walked >= figure.total
const fullyWalked = (file: CoverageFile) => isComplete(file.states) && isComplete(file.transitions)

/** The registered machine a model belongs to: its id, or the longest id it extends. */
function machineOf(model: string, machineIds: readonly string[]): string | null {
  const owners = machineIds.filter((id) => model === id || model.startsWith(`${id}.`))
  return owners.sort((a, b) => b.length - a.length)[0] ?? null
}

export interface ModelRow {
  machine: string | null
  model: string
  reports: Partial<Record<Runner, CoverageFile>>
}

export interface CoverageSummary {
  rows: ModelRow[]
  /** Registered machines no model test walks. */
  unwalked: string[]
  failures: string[]
}

export function summarize(machineIds: readonly string[], files: CoverageFile[]): CoverageSummary {
  const byModel = new Map<string, ModelRow>()
  for (const file of files) {
    const row = byModel.get(file.machine) ?? {
      machine: machineOf(file.machine, machineIds),
      model: file.machine,
      reports: {},
    }
    row.reports[file.runner] = file
    byModel.set(file.machine, row)
  }
  // Models of no registered machine (test fixtures) come last.
  const rows = [...byModel.values()].sort(
    (a, b) =>
      Number(a.machine === null) - Number(b.machine === null) ||
      (a.machine ?? '').localeCompare(b.machine ?? '') ||
      a.model.localeCompare(b.model),
  )

  const failures: string[] = []
  for (const { id, label } of designCardMachines) {
    if (!machineIds.includes(id)) continue
    const own = rows.filter((row) => row.machine === id)
    for (const runner of runners) {
      if (!own.some((row) => row.reports[runner])) {
        failures.push(`${label} (${id}): no ${runner} model test reported`)
      }
    }
    for (const row of own) {
      for (const runner of runners) {
        const report = row.reports[runner]
        if (report && !fullyWalked(report)) {
          failures.push(
            `${label} (${row.model}): ${runner} walked ${figuresOf(report)}; missing: ${missingOf(report)}`,
          )
        }
      }
    }
  }
  const walked = new Set(rows.map((row) => row.machine))
  return { rows, unwalked: machineIds.filter((id) => !walked.has(id)), failures }
}

/** The report file lists every miss; the summary names the first few. */
const missesShown = 3

function missingOf(report: CoverageFile) {
  const missing = [...report.missingStates, ...report.missingTransitions]
  const more = missing.length - missesShown
  return missing.slice(0, missesShown).join('; ') + (more > 0 ? `; and ${more} more` : '')
}

const percent = ({ walked, total }: Figure) =>
  total === 0 ? 100 : Math.floor((walked / total) * 1000) / 10

function figuresOf(report: CoverageFile) {
  const { states, transitions } = report
  return `states ${states.walked}/${states.total} (${percent(states)}%), transitions ${transitions.walked}/${transitions.total} (${percent(transitions)}%)`
}

export function formatSummary(summary: CoverageSummary): string {
  const required = new Set(designCardMachines.map(({ id }) => id))
  const cellOf = (report: CoverageFile | undefined) => (report ? figuresOf(report) : '-')
  const table = [
    ['machine', 'model', 'vitest', 'playwright'],
    ...summary.rows.map((row) => [
      row.machine === null
        ? '(not in src/machines)'
        : `${row.machine}${required.has(row.machine) ? ' *' : ''}`,
      row.model,
      cellOf(row.reports.vitest),
      cellOf(row.reports.playwright),
    ]),
  ]
  const widths =
    table[0]?.map((_, column) => Math.max(...table.map((cells) => cells[column]?.length ?? 0))) ??
    []
  const lines = [
    'Machine coverage: states and transitions walked by the model tests',
    '',
    ...table.map((cells) =>
      cells
        .map((text, column) => text.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    ),
    '',
    '* a design card machine: 100% required in both runners',
  ]
  if (summary.unwalked.length > 0) lines.push(`No model test walks: ${summary.unwalked.join(', ')}`)
  if (summary.failures.length > 0) {
    lines.push('', 'Below 100%:', ...summary.failures.map((failure) => `  - ${failure}`))
  }
  return lines.join('\n')
}
