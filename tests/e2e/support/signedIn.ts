import { test as base } from '@playwright/test'
import { signInAsNewUser } from './session'

/**
 * `test` for pages behind the auth guards that are not about signing in (the component
 * gallery at /design, the area screens): each worker signs one new verified user in once and
 * every test starts with that browser state (tokens in local storage, the user cookie).
 *
 *   import { expect, test } from './support/signedIn'
 *
 * A test that lets its page clock run past the refresh marker (10 minutes) refreshes the
 * token, which other tests of the worker then hold stale: such tests sign in themselves.
 */
export const test = base.extend<object, { signedInState: string }>({
  signedInState: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL })
      const page = await context.newPage()
      await signInAsNewUser(page, `worker-${workerInfo.workerIndex}`)
      const path = `${workerInfo.project.outputDir}/signed-in-${workerInfo.workerIndex}.json`
      await context.storageState({ path })
      await context.close()
      await use(path)
    },
    { scope: 'worker' },
  ],
  storageState: ({ signedInState }, use) => use(signedInState),
})

export { expect } from '@playwright/test'
