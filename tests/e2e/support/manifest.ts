import { readFileSync } from 'node:fs'

interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

/** Vite's build manifest: which built file each source module became. */
export function readBuildManifest(): Record<string, ManifestChunk> {
  return JSON.parse(
    readFileSync(`${process.env.DIST_DIR ?? 'dist'}/client/.vite/manifest.json`, 'utf8'),
  )
}

/** The built file of a route's code-split component. */
export function routeComponentChunk(routeFile: string): string {
  const manifest = readBuildManifest()
  const key = Object.keys(manifest).find(
    (name) => name.startsWith(routeFile) && name.includes('tsr-split=component'),
  )
  const chunk = key ? manifest[key] : undefined
  if (!chunk) throw new Error(`No split component chunk for ${routeFile} in the build manifest`)
  return `/${chunk.file}`
}
