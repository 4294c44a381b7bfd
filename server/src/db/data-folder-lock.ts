import { randomUUID } from 'node:crypto'
import { link, readFile, rename, unlink, writeFile } from 'node:fs/promises'
import { hostname } from 'node:os'
import { join } from 'node:path'

/**
 * One embedded database, one process: PGlite is an engine inside the process, so two processes
 * opening one data folder would each run their own engine over the same files (and their own
 * delivery engine: messages went out twice). A lock file in the data folder names its holder
 * for as long as the process lives; a holder that died without removing it (kill -9) is found
 * dead on this host and its lock taken over.
 */

export const lockFileName = 'pglite.lock'

/** What the lock file says. */
export interface LockHolder {
  pid: number
  host: string
  startedAt: string
  /** Tells this lock from an earlier one of the same pid. */
  token: string
}

export class DataFolderInUse extends Error {
  constructor(
    readonly folder: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The data folder ${folder} is in use by another Switchboard process ` +
        `(pid ${holder.pid} on ${holder.host}, started ${holder.startedAt}). ` +
        'One embedded database serves one process: stop that process first, or run several ' +
        'processes on one PostgreSQL server by setting DATABASE_URL.',
    )
    this.name = 'DataFolderInUse'
  }
}

export interface DataFolderLock {
  /** Removes the lock file, if it is still this process's. */
  release(): Promise<void>
}

/** Tokens of the locks this process holds now: its own pid in a lock is not proof of life. */
const heldHere = new Set<string>()

/** Each round either takes the lock, finds a live holder, or clears a dead one's lock. */
const maxRounds = 5

export async function lockDataFolder(folder: string): Promise<DataFolderLock> {
  const path = join(folder, lockFileName)
  const mine: LockHolder = {
    pid: process.pid,
    host: hostname(),
    startedAt: new Date().toISOString(),
    token: randomUUID(),
  }
  // Written whole under a name of its own, then linked into place: link() fails when a lock
  // exists (like O_EXCL), and nobody ever reads a half-written lock.
  const draft = `${path}.${mine.token}`
  await writeFile(draft, JSON.stringify(mine))
  try {
    for (let round = 0; round < maxRounds; round += 1) {
      if (await linked(draft, path)) {
        heldHere.add(mine.token)
        return { release: () => releaseIfMine(path, mine.token) }
      }
      const holder = await readHolder(path)
      if (holder && isRunning(holder)) throw new DataFolderInUse(folder, holder)
      await clearStaleLock(path, holder)
    }
    throw new Error(`Could not lock the data folder ${folder}: its lock file keeps changing`)
  } finally {
    await unlink(draft)
  }
}

async function linked(from: string, to: string): Promise<boolean> {
  try {
    await link(from, to)
    return true
  } catch (error) {
    if (codeOf(error) === 'EEXIST') return false
    throw error
  }
}

/** The holder named by a lock file; null when it is gone or is not a lock this code wrote. */
async function readHolder(path: string): Promise<LockHolder | null> {
  try {
    const holder = JSON.parse(await readFile(path, 'utf8')) as Partial<LockHolder>
    const { pid, host, startedAt, token } = holder
    if (typeof pid !== 'number' || typeof host !== 'string') return null
    if (typeof startedAt !== 'string' || typeof token !== 'string') return null
    return { pid, host, startedAt, token }
  } catch (error) {
    if (codeOf(error) === 'ENOENT' || error instanceof SyntaxError) return null
    throw error
  }
}

/**
 * Whether the holder may still run. Another host's process cannot be looked at, so it counts as
 * running. A lock naming this very pid that this process does not hold is an earlier life's (a
 * container's server is pid 1 again after a restart).
 */
function isRunning(holder: LockHolder): boolean {
  if (holder.host !== hostname()) return true
  if (holder.pid === process.pid) return heldHere.has(holder.token)
  try {
    process.kill(holder.pid, 0)
    return true
  } catch (error) {
    // EPERM: alive, but another user's.
    return codeOf(error) !== 'ESRCH'
  }
}

/**
 * Moves the dead holder's lock aside. Two processes may find the same dead lock at once: the one
 * that moved aside a lock other than the one it judged (the other process's fresh one) puts it
 * back, and the next round sees that process running.
 */
async function clearStaleLock(path: string, judged: LockHolder | null): Promise<void> {
  const aside = `${path}.stale.${randomUUID()}`
  try {
    await rename(path, aside)
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return
    throw error
  }
  const moved = await readHolder(aside)
  if (moved && moved.token !== judged?.token) await linked(aside, path)
  await unlink(aside)
}

async function releaseIfMine(path: string, token: string): Promise<void> {
  heldHere.delete(token)
  const holder = await readHolder(path)
  if (holder?.token === token) await unlink(path)
}

const codeOf = (error: unknown) =>
  error instanceof Error && 'code' in error ? (error as NodeJS.ErrnoException).code : undefined
