import { expect, test } from '@playwright/test'
import { signInAsNewUser } from './support/session'

/**
 * Issue 14, item 11: the journal names each actor for people (its machine's name and what it is
 * about), not by the session ids xstate gives them (`x:4`).
 */
test('the journal names its actors for people, never by their session ids', async ({ page }) => {
  await signInAsNewUser(page, 'journal-actors')
  await page.goto('/my-account/journal')
  const table = page.getByRole('grid', { name: 'Journal events' })
  await expect(table.getByRole('row').nth(1)).toBeVisible()

  await page.getByRole('button', { name: /Machine$/ }).click()
  await page.getByRole('option', { name: 'session', exact: true }).click()
  await expect(table.getByRole('gridcell', { name: 'Session', exact: true }).first()).toBeVisible()

  await page.getByRole('button', { name: /Machine$/ }).click()
  await page.getByRole('option', { name: 'Any machine', exact: true }).click()
  await expect(table.getByRole('gridcell', { name: /^x:\d+/ })).toHaveCount(0)
  await page.getByRole('button', { name: /Actor$/ }).click()
  const actors = page.getByRole('option')
  await expect(actors.first()).toBeVisible()
  expect(await actors.allTextContents()).not.toContainEqual(expect.stringMatching(/x:\d+/))
})
