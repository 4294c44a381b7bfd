import { execFile, spawnSync } from 'node:child_process'
import { chownSync, mkdirSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/**
 * A throwaway PostgreSQL server for the test run: initdb into a temp folder, pg_ctl start on a
 * free loopback port, stop and forget. PostgreSQL refuses to run as root, so as root the
 * binaries run as the `postgres` system user (created by Debian's packages), or `nobody`.
 */

export function postgresBinariesAvailable(): boolean {
  return ['initdb', 'pg_ctl'].every(
    (binary) => spawnSync(binary, ['--version'], { stdio: 'ignore' }).status === 0,
  )
}

function serviceUser(): { name: string; uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null
  for (const name of ['postgres', 'nobody']) {
    const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' })
    const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' })
    if (uid.status === 0 && gid.status === 0)
      return { name, uid: Number(uid.stdout), gid: Number(gid.stdout) }
  }
  throw new Error('Running as root, and neither a postgres nor a nobody user exists')
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

export interface ThrowawayPostgres {
  /** A connection string for the `postgres` superuser's maintenance database. */
  url: string
  stop(): Promise<void>
}

export async function startThrowawayPostgres(folder: string): Promise<ThrowawayPostgres> {
  const user = serviceUser()
  // Asynchronous, so the run's other setup (the PGlite template) proceeds meanwhile.
  const runAsServiceUser = (binary: string, args: string[]) =>
    user ? run('runuser', ['-u', user.name, '--', binary, ...args]) : run(binary, args)
  mkdirSync(folder, { recursive: true })
  if (user) chownSync(folder, user.uid, user.gid)
  const data = join(folder, 'data')
  await runAsServiceUser('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--no-sync',
  ])
  const port = await freePort()
  // Durability is of no use to a database that is deleted after the run.
  const options = [
    `-p ${port}`,
    `-k ${folder}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ')
  await runAsServiceUser('pg_ctl', [
    '-D',
    data,
    '-l',
    join(folder, 'server.log'),
    '-o',
    options,
    '-w',
    'start',
  ])
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await runAsServiceUser('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
    },
  }
}
