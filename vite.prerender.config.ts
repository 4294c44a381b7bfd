import { defaultClientConditions, mergeConfig } from 'vite'
import base from './vite.config.ts'

/**
 * The build-time render of the signed-out pages (src/prerender.tsx, run by
 * scripts/build/prerender.mjs in a jsdom window): the app's own modules with the browser's
 * builds of every dependency, bundled in, so the render is the one the browser hydrates (the
 * router's server build, say, would add its scroll-restoration script).
 */
export default mergeConfig(base, {
  ssr: {
    noExternal: true,
    resolve: { conditions: ['es2015', ...defaultClientConditions], externalConditions: [] },
  },
  build: {
    ssr: 'src/prerender.tsx',
    outDir: `${process.env.DIST_DIR ?? 'dist'}/prerender`,
    manifest: false,
    sourcemap: false,
    rolldownOptions: { input: 'src/prerender.tsx', output: { codeSplitting: false } },
  },
})
