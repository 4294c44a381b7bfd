// Starts the built product on a free loopback port for a benchmark, and stops it afterwards.
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'

/** A port nothing listens on now, on the loopback address. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

/**
 * The built product (of `distDir`: DIST_DIR, default dist) on a free port. By default it keeps
 * its data in memory and adds no demo data; `env` may give DATA_DIR or DATABASE_URL instead.
 */
export async function startProduct(env = {}, distDir = process.env.DIST_DIR ?? 'dist') {
  const port = await freePort()
  const child = spawn('node', [`${distDir}/server/index.js`], {
    env: {
      ...process.env,
      CLIENT_DIR: `${distDir}/client`,
      DATA_DIR: 'memory://',
      SEED: '0',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  // Seeding the demo data on a loaded machine (six sessions on two cores) takes over a minute.
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    const up = await fetch(`${url}/`).then(
      (response) => response.ok,
      () => false,
    )
    if (up) return { url, stop: () => stopProcess(child) }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  child.kill('SIGKILL')
  throw new Error('The product did not start within 120 s')
}

function stopProcess(child) {
  return new Promise((resolve) => {
    child.once('exit', resolve)
    child.kill('SIGTERM')
  })
}
