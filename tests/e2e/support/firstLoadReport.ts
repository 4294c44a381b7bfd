/** A page's first-load JavaScript: each file it fetched and the bytes gzip makes of it. */
export interface FirstLoad {
  total: number
  files: { file: string; gzip: number }[]
}

/** What each module weighs in a first load: its share of its chunk's gzip bytes. */
export type ModuleWeights = Record<string, number>

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
