// Bundles the reference server into <DIST_DIR>/server: Node 20 runs no TypeScript by itself,
// and writes the compressed twins of the client vite built into <DIST_DIR>/client.
// DIST_DIR (default dist) lets several builds of one checkout live side by side.
import { cpSync } from 'node:fs'
import { build } from 'esbuild'
import { precompressClient } from './precompress.mjs'

const distDir = process.env.DIST_DIR ?? 'dist'

await build({
  entryPoints: ['server/src/index.ts'],
  outfile: `${distDir}/server/index.js`,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  logLevel: 'warning',
})

// The bundle applies the migrations at start; they travel with it.
cpSync('server/drizzle', `${distDir}/drizzle`, { recursive: true })

precompressClient(`${distDir}/client`)
