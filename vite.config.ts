import { fileURLToPath } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, type Plugin } from 'vite'
import { defineConfig } from 'vitest/config'
// With its extension: the config is loaded by Node, which resolves no extensionless import.
import { ariaContexts } from './scripts/build/ariaContexts.ts'
import { bootChunks } from './scripts/build/bootChunks.ts'
import { moduleSizes } from './scripts/build/moduleSizes.ts'
import { themeBootScript } from './src/services/theme.ts'

/** Puts the stored theme on <html> before the first paint: no light flash on a dark theme. */
const themeBoot: Plugin = {
  name: 'switchboard-theme-boot',
  transformIndexHtml: () => [
    { tag: 'script', children: themeBootScript, injectTo: 'head-prepend' },
  ],
}

const cores = 2

/** The app's entry chunk and the chunk of its route tree (scripts/build/bootChunks.ts). */
const appEntryChunk = /(^|\/)(index|app-boot)-[\w-]+\.js$/
/**
 * What a route of the app's entry lists to preload (scripts/build/bootChunks.ts): its stylesheets,
 * and the chunks of the first signed-in pages (`shell`, `<pages>-first`).
 */
const routePreload = /(\.css|(^|\/)(shell|[\w-]+-first)-[\w-]+\.js)$/

// The chunks every first visit loads (scripts/build/bootChunks.ts), by what each entry uses; the
// shell is what the first signed-in pages (issue 15: /, /campaigns, /audience/contacts) render.
const boot = bootChunks({
  app: 'src/main.tsx',
  shell: {
    layout: 'src/views/layouts/DefaultLayout.tsx',
    pages: {
      home: 'src/views/home/HomeScreen.tsx',
      campaigns: 'src/views/campaigns/list/CampaignsScreen.tsx',
      contacts: 'src/views/audience/contacts/ContactsScreen.tsx',
    },
  },
  signIn: 'src/signin.tsx',
  // What the sign-in pages load once the user turns to the form (src/signin.tsx).
  signInLater: ['src/services/networkParts.ts', 'src/views/auth/signInLater.tsx'],
})

export default defineConfig({
  // The router plugin must run before react() so the split route chunks get the React transform.
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Pending components are split too: one imported beside its screen would otherwise pull
      // the whole screen, and everything it imports, into the entry chunk. So are loaders: a
      // loader's API calls (and the contract types' code behind them) belong to its route, and
      // the router fetches the loader's chunk alongside the component's.
      codeSplittingOptions: {
        // A route's component and its pending component are one chunk: the pending one comes
        // from the screen's module, so its chunk loaded the screen's anyway, and two chunks were
        // two imports, each with the same list of files to preload, in the route tree every
        // first visit loads (issue 15).
        defaultBehavior: [
          ['loader'],
          ['component', 'pendingComponent'],
          ['errorComponent'],
          ['notFoundComponent'],
        ],
      },
      routesDirectory: 'src/views/routes',
      generatedRouteTree: 'src/views/routeTree.gen.ts',
    }),
    react(),
    ariaContexts(),
    vanillaExtractPlugin(),
    themeBoot,
    moduleSizes(),
    boot.plugin,
  ],
  resolve: {
    // @xstate/react and the router import the shim of useSyncExternalStore for Reacts before 18,
    // which only passes React 19's own hook on: they get that hook, and its selector helper built
    // on it, directly.
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector$/,
        replacement: 'use-sync-external-store/with-selector',
      },
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(
          new URL('./scripts/build/reactSyncExternalStore.ts', import.meta.url),
        ),
      },
    ],
    // rxjs publishes an ES2015 build beside its ES5 one: classes instead of tslib helpers, a
    // fifth smaller in the first load of every page.
    conditions: ['es2015', ...defaultClientConditions],
  },
  build: {
    outDir: `${process.env.DIST_DIR ?? 'dist'}/client`,
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // Every browser the app supports knows <link rel="modulepreload">.
    modulePreload: {
      polyfill: false,
      // The route tree's imports (the app's entry) list only the stylesheets a route needs before
      // it paints and the first signed-in pages' chunks (their layout's above all), which load
      // beside the route's own chunk rather than after it. A list of every chunk behind each of
      // its ~190 route imports was 7.9 KiB of every first visit's 200 KB (issue 15), for pages it
      // does not show; the boot chunks, loaded statically before, were never in it. A route's
      // other chunks are its chunk's static imports, fetched once it arrives; the router fetches
      // a route's chunk on the intent to follow a link (`defaultPreload: 'intent'`,
      // views/router.ts), ahead of the click. The sign-in pages' imports keep their lists.
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'js' && appEntryChunk.test(hostId)
          ? deps.filter((dep) => routePreload.test(dep))
          : deps,
    },
    rolldownOptions: {
      // The app, and the sign-in pages' own entry (src/signin.tsx), which loads no router.
      input: { index: 'index.html', signin: 'signin.html' },
      output: {
        // Everything an entry imports statically loads on every first visit anyway: one chunk
        // compresses better than the dozens of small shared chunks it would otherwise be cut
        // into. One per set of entries, by what each uses (scripts/build/bootChunks.ts): the
        // sign-in pages load none of the app's own code, and the app takes what they share from
        // the cache.
        codeSplitting: {
          groups: boot.groups,
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  test: {
    maxWorkers: cores,
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/machines/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          // A timeout here only catches a hang: on CI's two cores, shared with the server
          // project's databases, a jsdom test that clicks through a React Aria popover can
          // take several seconds without anything being wrong.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          // One PGlite template and one throwaway PostgreSQL server for the whole run.
          globalSetup: ['tests/server/support/global-setup.ts'],
          hookTimeout: 120_000,
          testTimeout: 60_000,
        },
      },
    ],
  },
})
