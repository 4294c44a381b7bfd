import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { apiBase } from './test-server'

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

export interface ServerProcess {
  url: string
  child: ChildProcess
  /** Everything printed so far. */
  output(): string
  /** Sends SIGTERM; resolves with the exit code. */
  terminate(): Promise<{ code: number | null }>
}

/** Runs server/src/index.ts (as `npm start` would run the bundle) until it says it is running. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  let errors = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  // Passed on as it comes, and kept for the failure message of a server that did not start.
  child.stderr?.on('data', (chunk) => {
    errors += chunk
    process.stderr.write(chunk)
  })
  // 'close' follows 'exit' once stdout and stderr are read to their end.
  const exited = new Promise<number | null>((resolve) => child.once('close', resolve))
  let code: number | null | undefined
  void exited.then((exitCode) => {
    code = exitCode
  })
  const deadline = Date.now() + 60_000
  while (!output.includes('Switchboard is running')) {
    if (code !== undefined) throw new Error(`The server exited with ${code}: ${output}${errors}`)
    if (Date.now() > deadline) throw new Error(`The server did not start: ${output}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  // The seed's lines come in the same write as the start line (server/src/index.ts).
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    async terminate() {
      child.kill('SIGTERM')
      return { code: await exited }
    },
  }
}

/** Calls the API of a server process at `url` (JSON in and out; a bearer token when given). */
export async function callApi(
  url: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string } = {},
) {
  const response = await fetch(`${url}${apiBase}/${path}`, {
    method,
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  })
  const text = await response.text()
  // biome-ignore lint/suspicious/noExplicitAny: the test reads what the server answered.
  return { status: response.status, body: (text ? JSON.parse(text) : null) as any }
}
