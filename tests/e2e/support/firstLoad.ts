import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { expect, type Page } from '@playwright/test'
import { type ModuleSizes, moduleSizesFile } from '../../../scripts/build/moduleSizes'
import type { FirstLoad, ModuleWeights } from './firstLoadReport'

export { type FirstLoad, type ModuleWeights, overBudgetReport } from './firstLoadReport'

const clientDir = `${process.env.DIST_DIR ?? 'dist'}/client`

/** The JavaScript files the page fetches from now on (paths under the built client). */
export function followScripts(page: Page): () => string[] {
  const files = new Set<string>()
  page.on('request', (request) => {
    if (request.resourceType() === 'script') files.add(new URL(request.url()).pathname)
  })
  return () => [...files].sort()
}

/**
 * Waits until the page asks for no more scripts: the set of files seen is the same on two polls
 * in a row once the page shows what it was opened for.
 */
export async function settledScripts(scripts: () => string[]): Promise<string[]> {
  let previous = ''
  await expect
    .poll(
      () => {
        const now = scripts().join('\n')
        const same = now === previous
        previous = now
        return same
      },
      { intervals: [250] },
    )
    .toBe(true)
  return scripts()
}

// Level 9, as a server compresses a hashed asset once: the same file gives the same bytes.
const gzipBytes = (file: string) =>
  gzipSync(readFileSync(`${clientDir}${file}`), { level: 9 }).length

export function measure(files: string[]): FirstLoad {
  const measured = files.map((file) => ({ file, gzip: gzipBytes(file) }))
  return { total: measured.reduce((sum, { gzip }) => sum + gzip, 0), files: measured }
}

/** Each module's share of the gzip bytes of the chunks it is in (by its rendered length). */
export function moduleWeights(load: FirstLoad): ModuleWeights {
  const sizes: ModuleSizes = JSON.parse(readFileSync(`${clientDir}/${moduleSizesFile}`, 'utf8'))
  const weights: ModuleWeights = {}
  for (const { file, gzip } of load.files) {
    const modules = sizes[file.replace(/^\//, '')] ?? {}
    const rendered = Object.values(modules).reduce((sum, length) => sum + length, 0)
    for (const [name, length] of Object.entries(modules))
      weights[name] = (weights[name] ?? 0) + Math.round((gzip * length) / rendered)
  }
  return weights
}
