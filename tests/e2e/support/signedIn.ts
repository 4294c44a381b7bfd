import { type Browser, test as base } from '@playwright/test'
import { session } from '../../../src/contract/constants'
import { type Account, newAccount, registerAccount, signIn } from './session'

/**
 * `test` for pages behind the auth guards that are not about signing in (the component
 * gallery at /design, the area screens): each worker registers one verified user once, and every
 * test starts signed in as that user (tokens in local storage, the user cookie).
 *
 *   import { expect, test } from './support/signedIn'
 *
 * A saved browser state goes stale once its refresh marker (10 minutes) passes: the first page
 * that loads it refreshes the token, the server spends the refresh token, and the next test that
 * loads the same state replays a spent token, which signs the whole session out. So the worker
 * signs in again well before the marker, and a test that lets its page clock run past the marker
 * signs in itself.
 */
const renewAfterMs = session.refreshMarkerMs / 2

type SignedIn = { account: Account; path: string; signedInAt: number }

async function saveSignedInState(browser: Browser, baseURL: string | undefined, state: SignedIn) {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await signIn(page, state.account)
  await context.storageState({ path: state.path })
  await context.close()
  state.signedInAt = Date.now()
}

export const test = base.extend<object, { signedIn: SignedIn }>({
  signedIn: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL } = workerInfo.project.use
      const account = newAccount(`worker-${workerInfo.workerIndex}`)
      const context = await browser.newContext({ baseURL })
      await registerAccount(context.request, account, { verified: true })
      await context.close()
      const path = `${workerInfo.project.outputDir}/signed-in-${workerInfo.workerIndex}.json`
      const state = { account, path, signedInAt: 0 }
      await saveSignedInState(browser, baseURL, state)
      await use(state)
    },
    { scope: 'worker' },
  ],
  storageState: async ({ signedIn, browser, baseURL }, use) => {
    if (Date.now() - signedIn.signedInAt > renewAfterMs)
      await saveSignedInState(browser, baseURL, signedIn)
    await use(signedIn.path)
  },
})

export { expect } from '@playwright/test'
