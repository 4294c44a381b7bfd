import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { expect, type Page } from '@playwright/test'
import { type ModuleSizes, moduleSizesFile } from '../../../scripts/build/moduleSizes'

const clientDir = `${process.env.DIST_DIR ?? 'dist'}/client`

/** A page's first-load JavaScript: each file it fetched and the bytes gzip makes of it. */
export interface FirstLoad {
  total: number
  files: { file: string; gzip: number }[]
}

/** What each module weighs in a first load: its share of its chunk's gzip bytes. */
export type ModuleWeights = Record<string, number>

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

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

/**
 * Why a first load is over its budget: the modules that grew since the recorded load (or are new
 * in it), largest growth first, then the files it fetched.
 */
export function overBudgetReport(
  load: FirstLoad,
  weights: ModuleWeights,
  recorded: ModuleWeights,
  top = 15,
): string {
  const grown = Object.entries(weights)
    .map(([name, bytes]) => [name, bytes - (recorded[name] ?? 0), bytes] as const)
    .filter(([, growth]) => growth >= 50)
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, growth, bytes]) => `  +${kib(growth)} ${name} (now ${kib(bytes)})`)
  const files = [...load.files]
    .sort((a, b) => b.gzip - a.gzip)
    .map(({ file, gzip }) => `  ${kib(gzip)} ${file}`)
  return [
    `${kib(load.total)} of JavaScript (gzip) in ${load.files.length} files.`,
    'Modules grown since the recorded first load:',
    ...(grown.length > 0 ? grown : ['  (none: the record is older than the budget)']),
    'Files:',
    ...files,
  ].join('\n')
}
