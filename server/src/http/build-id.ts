import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { Hono } from 'hono'
import { buildIdPath } from '../../../src/contract/build'

/**
 * Vite's manifest lists every file of the build by its content hash, so its own hash changes
 * whenever any file of the client does. index.html stands in when there is no manifest.
 */
const sources = ['.vite/manifest.json', 'index.html']
const unbuilt = 'unbuilt'

/**
 * GET /api/build-id: the id of the client build being served. Read from the files each time
 * they change (a stat per call), so a client rebuilt under a running server is noticed too.
 */
export function serveBuildId(app: Hono, clientDir: string): void {
  let cached: { key: string; id: string } | null = null

  async function currentId(): Promise<string> {
    for (const source of sources) {
      const file = join(clientDir, source)
      const info = await stat(file).catch(() => null)
      if (!info) continue
      const key = `${file}:${info.mtimeMs}:${info.size}`
      if (cached?.key !== key) {
        const hash = createHash('sha256')
          .update(await readFile(file))
          .digest('hex')
        cached = { key, id: hash.slice(0, 16) }
      }
      return cached.id
    }
    return unbuilt
  }

  app.get(buildIdPath, async (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json({ build_id: await currentId() })
  })
}
