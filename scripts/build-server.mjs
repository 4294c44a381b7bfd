// Bundles the reference server into dist/server: Node 20 runs no TypeScript by itself.
import { build } from 'esbuild'

await build({
  entryPoints: ['server/src/index.ts'],
  outfile: 'dist/server/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  logLevel: 'warning',
})
