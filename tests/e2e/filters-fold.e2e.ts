import { expect, type Page, test } from '@playwright/test'
import { apiBase, signInAsNewUser, tokenOf } from './support/session'

// Issue 14, item 9, for every list with filters: at 1280×800 the filters are one bar of chips,
// the list starts on the first screen, and a chip opens its filter in a popover.
test.use({ viewport: { width: 1280, height: 800 } })

/** A chip's popover, whose select is opened and an option chosen; Escape closes the popover. */
async function chooseInChip(page: Page, bar: string, chip: string, option: string) {
  const filters = page.getByRole('search', { name: bar })
  await filters.getByRole('button', { name: chip, exact: true }).click()
  const popover = page.getByRole('dialog', { name: chip })
  await expect(popover).toBeVisible()
  const select = popover.getByRole('button', { name: new RegExp(`${chip}$`) })
  await select.click()
  await page.getByRole('option', { name: option, exact: true }).click()
  // The choice closes its list and focus comes back to the select; Escape closes the popover.
  await expect(select).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(popover).toBeHidden()
  await expect(filters.getByRole('button', { name: new RegExp(`^${chip}: `) })).toBeFocused()
}

test('the notifications list starts above the fold under its chips, which filter it', async ({
  page,
}) => {
  const account = await signInAsNewUser(page, 'fold-notifications')
  // A second kind of notification: the password changed.
  const changed = await page.request.put(`${apiBase}/user`, {
    headers: { Authorization: `Bearer ${await tokenOf(page)}` },
    data: {
      current_password: account.password,
      password: `${account.password} 2`,
      password_confirmation: `${account.password} 2`,
    },
  })
  expect(changed.ok(), await changed.text()).toBe(true)
  await page.goto('/notifications')

  const filters = page.getByRole('search', { name: 'Filter the notifications' })
  await expect(filters.getByRole('button', { name: 'Type', exact: true })).toBeInViewport()
  const list = page.getByRole('region', { name: 'Your notifications' })
  const items = list.getByRole('listitem')
  await expect(items.first()).toBeInViewport()
  const before = await items.count()
  expect(before).toBeGreaterThan(1)

  await chooseInChip(page, 'Filter the notifications', 'Type', 'Password changed (1)')
  await expect(page).toHaveURL(/type=account\.password_changed/)
  await expect(items).toHaveCount(1)
  await expect(items.first()).toContainText('Your password was changed')
  await expect(items.first()).toBeInViewport()

  // Clearing the chip shows every kind again.
  await filters.getByRole('button', { name: 'Clear Type' }).click()
  await expect(page).not.toHaveURL(/type=/)
  await expect(items).toHaveCount(before)
})

test('the journal table starts above the fold under its chips, which filter it', async ({
  page,
}) => {
  await signInAsNewUser(page, 'fold-journal')
  await page.goto('/my-account/journal')
  const filters = page.getByRole('search', { name: 'Filter the journal' })
  await expect(filters.getByRole('button', { name: 'Machine', exact: true })).toBeInViewport()
  const table = page.getByRole('grid', { name: 'Journal events' })
  await expect(table.getByRole('row').nth(1)).toBeInViewport()

  const machines = table.getByRole('row').locator('[role="gridcell"]:nth-child(3)')
  await expect(machines.filter({ hasNotText: /^session$/ }).first()).toBeVisible()

  await chooseInChip(page, 'Filter the journal', 'Machine', 'session')
  await expect(table.getByRole('row').nth(1)).toBeInViewport()
  await expect(machines.first()).toHaveText('session')
  await expect(machines.filter({ hasNotText: /^session$/ })).toHaveCount(0)
})
