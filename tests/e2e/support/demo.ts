import { test as base } from '@playwright/test'
import { startProduct } from '../../../scripts/bench/server.mjs'

/**
 * `test` for pages seen as the demo owner, with the demo team's data (server/src/seed): the
 * Playwright config's server starts with an empty database, so each worker starts a product of
 * its own from the same build (DIST_DIR), seeded, on a free loopback port, and every test of
 * the worker browses it.
 *
 *   import { demoOwner, expect, test } from './support/demo'
 */
export const demoOwner = {
  email: 'demo@switchboard.local',
  password: 'demo owner of the end-to-end tests',
}

export const test = base.extend<object, { demoUrl: string }>({
  demoUrl: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none
    async ({}, use) => {
      const product = await startProduct({
        SEED: '1',
        SEED_EMAIL: demoOwner.email,
        SEED_PASSWORD: demoOwner.password,
      })
      await use(product.url)
      await product.stop()
    },
    // The demo data is written on start: longer than a test's own fixtures take.
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: ({ demoUrl }, use) => use(demoUrl),
})

export { expect } from '@playwright/test'
