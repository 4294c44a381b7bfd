import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { password, uniqueEmail } from './support/accounts'
import { apiBase, backends, createPostgresDatabase } from './support/test-server'

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

function waitForOutput(child: ChildProcess, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout?.on('data', (chunk) => {
      output += chunk
      if (output.includes(text)) resolve(output)
    })
    child.once('exit', (code) =>
      reject(new Error(`exited with ${code} before "${text}": ${output}`)),
    )
  })
}

describe.each(backends)('the server process on %s', (backend) => {
  it('starts on its port, migrates, serves the API, and exits 0 on SIGTERM', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'switchboard-process-'))
    const postgres =
      backend === 'postgres' ? await createPostgresDatabase(inject('postgresUrl') ?? '') : null
    const port = await freePort()
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: join(folder, 'data'),
        // The demo seed is start.test.ts's to check; here the start itself is.
        SEED: '0',
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    try {
      expect(await waitForOutput(child, 'Switchboard is running')).toContain(
        backend === 'postgres' ? '(PostgreSQL)' : '(PGlite in',
      )
      const response = await fetch(`http://127.0.0.1:${port}${apiBase}/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Process Test',
          email: uniqueEmail('process'),
          password,
          password_confirmation: password,
        }),
      })
      expect(response.status).toBe(201)
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      expect(await exited).toBe(0)
      expect(existsSync(join(folder, 'data', 'pglite'))).toBe(backend === 'pglite')
    } finally {
      child.kill('SIGKILL')
      await postgres?.drop()
      rmSync(folder, { recursive: true, force: true })
    }
    // A whole process start from source (tsx) that migrates an empty database: past 60 s on two
    // loaded cores in this stop's rehearsal (an upper bound, not a wait).
  }, 180_000)
})
