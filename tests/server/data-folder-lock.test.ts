import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  DataFolderInUse,
  type LockHolder,
  lockDataFolder,
  lockFileName,
} from '../../server/src/db/data-folder-lock'
import { startServerProcess } from './support/server-process'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

function newFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'switchboard-lock-'))
  folders.push(folder)
  return folder
}

const holder = (fields: Partial<LockHolder>): LockHolder => ({
  pid: process.pid,
  host: hostname(),
  startedAt: '2026-01-01T00:00:00.000Z',
  token: 'earlier',
  ...fields,
})

const writeLock = (folder: string, lock: LockHolder) =>
  writeFileSync(join(folder, lockFileName), JSON.stringify(lock))

const readLock = (folder: string) =>
  JSON.parse(readFileSync(join(folder, lockFileName), 'utf8')) as LockHolder

/** The pid of a process that has ended: no process runs with it now. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''])
  await new Promise((resolve) => child.once('exit', resolve))
  if (child.pid === undefined) throw new Error('The child did not start')
  return child.pid
}

describe('the data folder lock', () => {
  it('is held by one holder at a time, and free again once released', async () => {
    const folder = newFolder()
    const lock = await lockDataFolder(folder)
    expect(readLock(folder)).toMatchObject({ pid: process.pid, host: hostname() })
    const refused = await lockDataFolder(folder).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(DataFolderInUse)
    await lock.release()
    expect(existsSync(join(folder, lockFileName))).toBe(false)
    await (await lockDataFolder(folder)).release()
  })

  it('refuses while the holder runs, naming it and pointing to DATABASE_URL', async () => {
    const folder = newFolder()
    // The test runner's parent process: alive for as long as this test runs.
    writeLock(folder, holder({ pid: process.ppid }))
    await expect(lockDataFolder(folder)).rejects.toThrow(
      `in use by another Switchboard process (pid ${process.ppid} on ${hostname()}, started 2026-01-01T00:00:00.000Z)`,
    )
    await expect(lockDataFolder(folder)).rejects.toThrow('DATABASE_URL')
    expect(readLock(folder).token).toBe('earlier')
  })

  it("refuses another host's lock: whether its holder runs cannot be seen from here", async () => {
    const folder = newFolder()
    writeLock(folder, holder({ pid: await deadPid(), host: `not-${hostname()}` }))
    await expect(lockDataFolder(folder)).rejects.toThrow(DataFolderInUse)
  })

  it('takes over the lock of a process that died without releasing it', async () => {
    const folder = newFolder()
    writeLock(folder, holder({ pid: await deadPid() }))
    const lock = await lockDataFolder(folder)
    expect(readLock(folder)).toMatchObject({ pid: process.pid })
    expect(readLock(folder).token).not.toBe('earlier')
    await lock.release()
  })

  it("takes over a lock naming this process's own pid (an earlier life, as pid 1 in a container)", async () => {
    const folder = newFolder()
    writeLock(folder, holder({ pid: process.pid }))
    const lock = await lockDataFolder(folder)
    expect(readLock(folder).token).not.toBe('earlier')
    await lock.release()
  })

  it("leaves a lock that is no longer its own when released (a taker's)", async () => {
    const folder = newFolder()
    const lock = await lockDataFolder(folder)
    writeLock(folder, holder({ pid: process.ppid, token: 'taker' }))
    await lock.release()
    expect(readLock(folder).token).toBe('taker')
  })
})

describe('one server process per PGlite data folder', () => {
  it('refuses a second process, and a process killed with SIGKILL leaves a lock the next takes over', {
    timeout: 240_000,
  }, async () => {
    const folder = newFolder()
    const env = { DATA_DIR: join(folder, 'data'), SEED: '0' }
    const first = await startServerProcess(env)
    let restarted: Awaited<ReturnType<typeof startServerProcess>> | null = null
    try {
      const refusal = await startServerProcess(env).then(
        () => 'started',
        (error: Error) => error.message,
      )
      expect(refusal).toMatch(/^The server exited with 1:/)
      expect(refusal).toContain(
        `The data folder ${env.DATA_DIR} is in use by another Switchboard process (pid ${first.child.pid} on ${hostname()}, started `,
      )
      expect(refusal).toContain('setting DATABASE_URL')

      first.child.kill('SIGKILL')
      await new Promise((resolve) => first.child.once('exit', resolve))
      expect(existsSync(join(env.DATA_DIR, lockFileName))).toBe(true)
      restarted = await startServerProcess(env)
      expect(readLock(env.DATA_DIR).pid).toBe(restarted.child.pid)
      expect((await restarted.terminate()).code).toBe(0)
      expect(existsSync(join(env.DATA_DIR, lockFileName))).toBe(false)
    } finally {
      first.child.kill('SIGKILL')
      restarted?.child.kill('SIGKILL')
    }
  })
})
