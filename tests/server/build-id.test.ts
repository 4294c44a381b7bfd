import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildIdPath, buildIdResponse } from '../../src/contract/build'
import { backends, useTestServer } from './support/test-server'

describe.each(backends)('GET /api/build-id on %s', (backend) => {
  const server = useTestServer(backend)
  const buildId = async () => {
    const response = await server.request('GET', buildIdPath)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    return buildIdResponse.parse(response.body).build_id
  }

  it('answers the id of the client build, which changes when the build does', async () => {
    const clientDir = server.deps.config.clientDir
    const fromShell = await buildId()
    expect(fromShell).toMatch(/^[0-9a-f]{16}$/)
    expect(await buildId()).toBe(fromShell)

    mkdirSync(join(clientDir, '.vite'), { recursive: true })
    const manifest = join(clientDir, '.vite', 'manifest.json')
    writeFileSync(manifest, '{"index.html":{"file":"assets/index-abc123.js"}}')
    const first = await buildId()
    expect(first).not.toBe(fromShell)
    writeFileSync(manifest, '{"index.html":{"file":"assets/index-def4567.js"}}')
    const second = await buildId()
    expect(second).not.toBe(first)

    rmSync(clientDir, { recursive: true, force: true })
    expect(await buildId()).toBe('unbuilt')
  })
})
