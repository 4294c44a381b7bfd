import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * The generated migrations live in server/drizzle. This module runs from server/src/db under
 * tsx (../../drizzle) and, once bundled, from <dist>/server/index.js, beside which the build
 * copies them (../drizzle).
 */
const candidates = ['../drizzle', '../../drizzle']

export function migrationsFolder(): string {
  for (const candidate of candidates) {
    const folder = fileURLToPath(new URL(candidate, import.meta.url))
    if (existsSync(`${folder}/meta/_journal.json`)) return folder
  }
  throw new Error(
    `No migrations found (looked in ${candidates.join(', ')} from ${import.meta.url})`,
  )
}
