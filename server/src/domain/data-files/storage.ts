import { mkdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ServerConfig } from '../../config'
import { inMemory } from '../../db/connect'

/**
 * Where uploaded files live: `<DATA_DIR>/uploads` (the system's temp folder when the database
 * is in memory). Several processes on one PostgreSQL need this folder shared between them.
 */
export function uploadsDir(config: Pick<ServerConfig, 'dataDir'>): string {
  return config.dataDir === inMemory
    ? join(tmpdir(), 'switchboard-uploads')
    : join(config.dataDir, 'uploads')
}

export async function ensureUploadsDir(config: Pick<ServerConfig, 'dataDir'>): Promise<string> {
  const dir = uploadsDir(config)
  await mkdir(dir, { recursive: true })
  return dir
}

/** The path of a stored upload; the name is the server's own (a UUID), never the client's. */
export const uploadPath = (config: Pick<ServerConfig, 'dataDir'>, storageName: string) =>
  join(uploadsDir(config), storageName)

export async function removeUpload(config: Pick<ServerConfig, 'dataDir'>, storageName: string) {
  await rm(uploadPath(config, storageName), { force: true })
}
