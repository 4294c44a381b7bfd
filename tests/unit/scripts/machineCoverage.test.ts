import { describe, expect, it } from 'vitest'
import {
  type CoverageFile,
  formatSummary,
  type Runner,
  summarize,
} from '../../../scripts/machines/coverage'

const report = (machine: string, runner: Runner, walked = 4, total = 4): CoverageFile => ({
  machine,
  runner,
  states: { walked, total },
  transitions: { walked: walked * 2, total: total * 2 },
  missingStates: walked < total ? ['open'] : [],
  missingTransitions: walked < total ? ['closed --modal.open--> open'] : [],
})

const both = (machine: string) => [report(machine, 'vitest'), report(machine, 'playwright')]

describe('the machine coverage summary', () => {
  it('passes when every design card machine is fully walked by both runners', () => {
    const summary = summarize(
      ['toast', 'modal', 'pagination'],
      [...both('toast'), ...both('modal'), report('pagination', 'vitest')],
    )
    expect(summary.failures).toEqual([])
    expect(summary.rows.map((row) => row.machine)).toEqual(['modal', 'pagination', 'toast'])
  })

  it('holds machines outside the design card to nothing', () => {
    expect(summarize(['pagination'], [report('pagination', 'vitest', 1, 4)]).failures).toEqual([])
  })

  it('asks nothing of a design card machine that does not exist yet', () => {
    expect(summarize(['toast'], both('toast')).failures).toEqual([])
  })

  it.each<[string, string[], CoverageFile[], RegExp]>([
    [
      'a runner that walked part of it',
      ['modal'],
      [report('modal', 'vitest'), report('modal', 'playwright', 3, 4)],
      /modal \(modal\): playwright walked states 3\/4 \(75%\).*missing: open; closed --modal.open--> open/,
    ],
    [
      'a runner that did not report',
      ['session'],
      [report('session', 'vitest')],
      /session \(session\): no playwright model test reported/,
    ],
    [
      'a variant below 100%',
      ['toast'],
      [...both('toast'), report('toast.hoverPauseOff', 'vitest', 2, 4)],
      /toast \(toast.hoverPauseOff\): vitest walked states 2\/4/,
    ],
  ])('fails on %s', (_, ids, files, message) => {
    const summary = summarize(ids, files)
    expect(summary.failures).toHaveLength(1)
    expect(summary.failures[0]).toMatch(message)
  })

  it('files a variant under its machine, and tells models of no machine apart', () => {
    const summary = summarize(
      ['toast'],
      [...both('toast'), report('toast.hoverPauseOff', 'vitest'), report('fixture', 'vitest')],
    )
    expect(summary.rows.map((row) => [row.machine, row.model])).toEqual([
      ['toast', 'toast'],
      ['toast', 'toast.hoverPauseOff'],
      [null, 'fixture'],
    ])
    expect(formatSummary(summary)).toMatch(/\(not in src\/machines\)\s+fixture/)
  })

  it('names the machines no model test walks', () => {
    expect(summarize(['toast', 'form'], both('toast')).unwalked).toEqual(['form'])
  })
})
