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

  const filters = page.getByRole('search', { name: 'Filter the journal' })
  const choose = async (chip: 'Machine' | 'Actor', option?: string) => {
    await filters.getByRole('button', { name: new RegExp(`^${chip}`) }).click()
    const select = page
      .getByRole('dialog', { name: chip })
      .getByRole('button', { name: new RegExp(`${chip}$`) })
    await select.click()
    if (option) {
      await page.getByRole('option', { name: option, exact: true }).click()
      await expect(select).toBeFocused()
      await page.keyboard.press('Escape')
    }
  }
  await choose('Machine', 'session')
  await expect(table.getByRole('gridcell', { name: 'Session', exact: true }).first()).toBeVisible()

  await choose('Machine', 'Any machine')
  await expect(table.getByRole('gridcell', { name: /^x:\d+/ })).toHaveCount(0)
  await choose('Actor')
  const actors = page.getByRole('option')
  await expect(actors.first()).toBeVisible()
  expect(await actors.allTextContents()).not.toContainEqual(expect.stringMatching(/x:\d+/))
})
