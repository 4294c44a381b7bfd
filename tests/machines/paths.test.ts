import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { formatPaths, type PathsJson, pathsJson, pathsOf } from '../../scripts/machines/paths'
import { fixtureModel } from './support/fixtureMachine'
import { transitionId } from './support/model'

describe('test paths for QA', () => {
  it('list the shortest way to each transition as numbered steps', async () => {
    const text = formatPaths(fixtureModel, 'shortest', pathsOf(fixtureModel, 'shortest'))
    await expect(text).toMatchFileSnapshot('./__snapshots__/fixture.paths.txt')
  })

  it('list every simple path with --simple', async () => {
    const text = formatPaths(fixtureModel, 'simple', pathsOf(fixtureModel, 'simple'))
    await expect(text).toMatchFileSnapshot('./__snapshots__/fixture.simple-paths.txt')
  })

  it('come as JSON for other tools, payloads kept', async () => {
    const json = pathsJson(fixtureModel, 'shortest', pathsOf(fixtureModel, 'shortest'))
    await expect(JSON.stringify(json, null, 2)).toMatchFileSnapshot(
      './__snapshots__/fixture.paths.json',
    )
  })

  it('walk every transition of the machine between them', () => {
    const walked = new Set(
      pathsOf(fixtureModel, 'shortest').flatMap((path) =>
        path.steps.map((step) => transitionId(step)),
      ),
    )
    expect(walked.size).toBe(6)
  })
})

// Each test starts Node with tsx: seconds, more on a busy machine.
describe('npm run paths', { timeout: 30_000 }, () => {
  const run = (...args: string[]) =>
    spawnSync('npx', ['tsx', 'scripts/paths.ts', ...args], { encoding: 'utf8' })

  it('prints a registered machine’s paths as JSON', () => {
    const result = run('modal', '--json')
    expect(result.status).toBe(0)
    const json = JSON.parse(result.stdout) as PathsJson
    expect(json.machine).toBe('modal')
    expect(json.kind).toBe('shortest')
    expect(json.paths.length).toBeGreaterThan(0)
    expect(json.paths[0]?.steps[0]).toMatchObject({ state: 'closed', nextState: 'open.settling' })
  })

  it('names the machines it knows when asked for another', () => {
    const result = run('nothing')
    expect(result.status).toBe(2)
    expect(result.stderr).toMatch(/No machine 'nothing'. Machines: .*modal/)
  })
})
