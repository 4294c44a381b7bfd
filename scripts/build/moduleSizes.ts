import type { Plugin } from 'vite'

/** What each module of a chunk weighs once rendered (bytes of minified code, before gzip). */
export type ModuleSizes = Record<string, Record<string, number>>

export const moduleSizesFile = '.vite/module-sizes.json'

/** The project-relative name of a module: what a person looking for it would search for. */
function moduleName(id: string, root: string): string {
  const path = id.replace(/\?.*$/, '').replace(/^\0/, '')
  const nodeModules = path.lastIndexOf('/node_modules/')
  if (nodeModules >= 0) return path.slice(nodeModules + 1)
  return path.startsWith(`${root}/`) ? path.slice(root.length + 1) : path
}

/**
 * Writes, beside Vite's manifest, the rendered size of every module in every chunk, so a test that
 * finds a page's JavaScript over its budget can name the modules inside the chunks it loads.
 */
export function moduleSizes(): Plugin {
  let root = process.cwd()
  return {
    name: 'switchboard-module-sizes',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    generateBundle(_options, bundle) {
      const sizes: ModuleSizes = {}
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        const modules: Record<string, number> = {}
        for (const [id, module] of Object.entries(output.modules))
          if (module.renderedLength > 0) {
            const name = moduleName(id, root)
            modules[name] = (modules[name] ?? 0) + module.renderedLength
          }
        sizes[output.fileName] = modules
      }
      this.emitFile({ type: 'asset', fileName: moduleSizesFile, source: JSON.stringify(sizes) })
    },
  }
}
