import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { chartDocument, chartsDir } from '../../scripts/machines/chartDocument'
import { loadMachines, loadModels } from '../../scripts/machines/load'
import { toMermaid } from '../../scripts/machines/mermaid'
import { loadMachineRegistry } from '../../src/machines/registry'
import { chartOf } from '../../src/services/statechart/structure'
import { machineModels } from './models'
import { fixtureMachine } from './support/fixtureMachine'

const registry = await loadMachineRegistry()

describe('state charts', () => {
  it('draw the fixture machine: nesting, parallel regions, guards, delays, entry and exit', async () => {
    const document = chartDocument(fixtureMachine, 'tests/machines/support/fixtureMachine.ts')
    await expect(document).toMatchFileSnapshot('./__snapshots__/fixture.chart.md')
  })

  it('show each construct in the Mermaid diagram', () => {
    const mermaid = toMermaid(chartOf(fixtureMachine))
    expect(mermaid).toMatch(/^stateDiagram-v2\n/)
    expect(mermaid).toContain('fixture_idle --> fixture_busy : fixture.go [isReady]')
    expect(mermaid).toContain('fixture_idle --> fixture_refused : fixture.go / countAttempt')
    expect(mermaid).toContain('fixture_busy --> fixture_idle : after settle (250 ms)')
    expect(mermaid).toContain('fixture_busy_light_off --> fixture_busy_light_on : fixture.toggle')
    // The parallel state's regions, side by side.
    expect(mermaid).toMatch(
      /state "light" as fixture_busy_light \{[\s\S]*\n\s+--\n\s+state "sound"/,
    )
    expect(mermaid).toContain('fixture_refused : exit / resetAttempts')
    expect(mermaid).toMatch(/note right of fixture_busy\n\s+entry \/ resetAttempts\n\s+end note/)
  })

  for (const { id, machine, file } of registry) {
    it(`docs/charts/${id}.md is the chart of ${file} (else run npm run charts)`, () => {
      const path = join(chartsDir, `${id}.md`)
      expect(existsSync(path), `${path} is missing: run npm run charts`).toBe(true)
      expect(readFileSync(path, 'utf8'), 'stale chart: run npm run charts').toBe(
        chartDocument(machine, file),
      )
    })
  }

  it('leave no chart of a machine that is gone', () => {
    const charted = readdirSync(chartsDir).filter((name) => name.endsWith('.md'))
    expect(charted.sort()).toEqual(registry.map(({ id }) => `${id}.md`).sort())
  })
})

describe('the machine registry', () => {
  it('is the same for the scripts (found on disk) as for the bundle (found by Vite)', async () => {
    const onDisk = await loadMachines()
    expect(onDisk.map(({ id, file }) => [id, file])).toEqual(
      registry.map(({ id, file }) => [id, file]),
    )
    expect([...(await loadModels()).keys()].sort()).toEqual([...machineModels.keys()].sort())
  })
})
