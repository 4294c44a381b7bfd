import { describe, expect, it } from 'vitest'
import { overBudgetReport } from '../../e2e/support/firstLoadReport'

describe('overBudgetReport (the first-load guard, tests/e2e/first-load.e2e.ts)', () => {
  const load = {
    total: 9000,
    files: [
      { file: '/assets/index-a.js', gzip: 8000 },
      { file: '/assets/login-b.js', gzip: 1000 },
    ],
  }

  it('names the modules that grew since the record, largest growth first', () => {
    const report = overBudgetReport(
      load,
      { 'node_modules/zod/v4/core/schemas.js': 3000, 'src/main.tsx': 700, 'src/same.ts': 400 },
      { 'src/main.tsx': 100, 'src/same.ts': 400 },
    )
    const lines = report.split('\n')
    expect(lines[0]).toBe('8.8 KiB of JavaScript (gzip) in 2 files.')
    expect(lines[2]).toBe('  +2.9 KiB node_modules/zod/v4/core/schemas.js (now 2.9 KiB)')
    expect(lines[3]).toBe('  +0.6 KiB src/main.tsx (now 0.7 KiB)')
    expect(report).not.toContain('src/same.ts')
    expect(report).toContain('  7.8 KiB /assets/index-a.js')
  })

  it('says so when nothing grew (the record is older than the budget)', () => {
    expect(overBudgetReport(load, { 'src/main.tsx': 100 }, { 'src/main.tsx': 100 })).toContain(
      '(none: the record is older than the budget)',
    )
  })
})
