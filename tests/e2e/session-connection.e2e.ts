import { expect, type Page, test } from '@playwright/test'
import { session as sessionConstants } from '../../src/contract/constants'
import { apiBase, refreshCount, signInAsNewUser } from './support/session'

/**
 * A refresh that gets no usable answer (the network dropped, the server answered 5xx) keeps the
 * user signed in, says the connection is lost, and refreshes once it is back: at the browser's
 * `online` event, or at the next try of the backoff.
 */

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('switchboard.token'))
const dashboard = (page: Page) => page.getByRole('heading', { level: 1, name: 'Dashboard' })
const lostNotice = (page: Page) => page.getByRole('region', { name: 'Connection lost' })

test('the network drops during a refresh: still signed in, told so, refreshed when back online', async ({
  page,
}) => {
  await page.clock.install()
  const account = await signInAsNewUser(page, 'offline')
  await expect(dashboard(page)).toBeVisible()
  const tokenBefore = await storedToken(page)

  await page.context().setOffline(true)
  await page.clock.fastForward(sessionConstants.refreshMarkerMs)
  await expect(lostNotice(page)).toBeVisible()
  await expect(lostNotice(page)).toContainText('You are still signed in')
  await expect(page).not.toHaveURL(/\/login/)
  await expect(dashboard(page)).toBeVisible()
  expect(await storedToken(page)).toBe(tokenBefore)

  // Back online: the browser's `online` event refreshes at once.
  await page.context().setOffline(false)
  await expect(lostNotice(page)).toBeHidden()
  await expect.poll(() => refreshCount(page.request, account.email)).toBe(1)
  // The server counts the refresh before its answer reaches the page and the token is stored.
  await expect.poll(() => storedToken(page)).not.toBe(tokenBefore)
  await page.getByRole('link', { name: 'Campaigns' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'SMS campaigns' })).toBeVisible()
})

test('a refresh answered 503 is tried again after a while, and the notice goes', async ({
  page,
}) => {
  await page.clock.install()
  const account = await signInAsNewUser(page, 'unavailable')
  await expect(dashboard(page)).toBeVisible()
  let unavailable = true
  await page.route(`**${apiBase}/token/refresh`, (route) =>
    unavailable
      ? route.fulfill({ status: 503, json: { message: 'Service Unavailable' } })
      : route.continue(),
  )

  await page.clock.fastForward(sessionConstants.refreshMarkerMs)
  await expect(lostNotice(page)).toBeVisible()
  await expect(page).not.toHaveURL(/\/login/)

  unavailable = false
  await page.clock.fastForward(sessionConstants.reconnectFirstDelayMs)
  await expect(lostNotice(page)).toBeHidden()
  await expect.poll(() => refreshCount(page.request, account.email)).toBe(1)
  await expect(dashboard(page)).toBeVisible()
})
