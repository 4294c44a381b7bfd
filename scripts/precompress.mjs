// Writes a Brotli (.br) and a gzip (.gz) twin beside every text file of the built client, at the
// strongest settings (done once per build, not per request); the server sends the twin the
// browser accepts (server/src/http/client.ts). index.html is left out: the server rewrites it
// per answer (its style nonce) and compresses it then.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

// Source maps are left out: only developer tools fetch them, and they are most of the work.
const textFile = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/
/** Below this a compressed answer saves nothing worth a second file. */
const minimumBytes = 1024

export function precompressClient(clientDir) {
  let written = 0
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !textFile.test(entry.name)) continue
    const path = join(entry.parentPath, entry.name)
    const raw = readFileSync(path)
    if (raw.length < minimumBytes) continue
    const brotli = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    })
    const gzip = gzipSync(raw, { level: 9 })
    if (brotli.length < raw.length) writeFileSync(`${path}.br`, brotli)
    if (gzip.length < raw.length) writeFileSync(`${path}.gz`, gzip)
    written += 1
  }
  return written
}
