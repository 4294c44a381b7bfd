import { expect, type Page, test } from '@playwright/test'
import { signInAsNewUser, tokenOf } from './support/session'
import { callApi } from './support/teamApi'

/**
 * Issue 14, item 10: a name of 255 characters in one unbroken word wraps in the page title and
 * in the list's first column, the other columns stay on screen, and the whole name can still be
 * read; a field that stops taking characters says so as the limit nears.
 */

const longName = 'W'.repeat(255)

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

test('a 255-character name wraps in the title and the list, whole and readable', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signInAsNewUser(page, 'long-name')
  const campaign = await callApi<{ id: string }>(
    page.request,
    await tokenOf(page),
    'POST',
    'sms/campaigns',
    { name: longName },
  )

  await page.goto('/campaigns')
  const name = page.getByRole('link', { name: longName })
  await expect(name).toBeVisible()
  await expect(page.getByRole('columnheader', { name: 'Updated' })).toBeInViewport({ ratio: 1 })
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
  const scroller = page.getByRole('table').locator('xpath=..')
  expect(await scroller.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0)

  await page.goto(`/campaigns/${campaign.id}`)
  const title = page.getByRole('heading', { level: 1 })
  await expect(title).toContainText(longName)
  expect(await title.evaluate((heading) => heading.scrollWidth - heading.clientWidth)).toBe(0)
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
})

test('a field with a limit counts the characters left as it nears the limit', async ({ page }) => {
  await signInAsNewUser(page, 'field-limit')
  await page.goto('/settings/tokens')
  const field = page.getByRole('textbox', { name: 'Name', exact: true })
  await field.fill('t'.repeat(250))
  await expect(page.getByText('5 characters left of 255.')).toBeVisible()
  await field.pressSequentially('okens!')
  await expect(field).toHaveValue(`${'t'.repeat(250)}okens`)
  await expect(page.getByText('No characters left: 255 at most.')).toBeVisible()
})
