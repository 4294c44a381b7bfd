import { expect, type Page, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/axe'
import { sidewaysOverflow } from './support/layout'
import { newAccount, registerAccount, signIn } from './support/session'

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name })

/** The calendar cell of a day, named as React Aria names it ("Monday, December 15, 2026"). */
const dayCell = (page: Page, date: Date) =>
  page.getByRole('dialog', { name: 'Effective from' }).getByRole('button', {
    name: new RegExp(
      `\\b${new Intl.DateTimeFormat('en-US', { month: 'long' }).format(date)} ${date.getDate()}, ${date.getFullYear()}`,
    ),
  })

/** Adds a country default rate for the United Kingdom through the form; `later`: next month. */
async function addRate(page: Page, price: string, later: Date | null) {
  await page.getByRole('button', { name: 'Add rate' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add rate' })
  await dialog.getByRole('button', { name: /Country$/ }).click()
  await page.getByRole('option', { name: 'United Kingdom' }).click()
  await dialog.getByRole('textbox', { name: /^Price per message part/ }).fill(price)
  if (later) {
    await dialog.getByRole('button', { name: /^Effective from\b/ }).click()
    await page.getByRole('button', { name: 'Next month' }).click()
    await dayCell(page, later).click()
    await dialog.getByRole('textbox', { name: /^Currency/ }).click()
    await expect(dialog.getByRole('button', { name: /^Effective from\b/ })).toContainText(
      String(later.getDate()),
    )
  }
  await dialog.getByRole('button', { name: 'Add rate' }).click()
  await expect(dialog).toBeHidden()
}

test('routes and rates: a route created, two dated rates added, the change shown as an increase, axe clean at 390 px', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const account = newAccount('rates')
  await registerAccount(request, account, { verified: true })
  await signIn(page, account)
  await page.setViewportSize({ width: 390, height: 844 })

  await page.goto('/sms/routing/routes')
  await expect(heading(page, 'SMS routes')).toBeVisible()
  await expect(page.getByText(/No routes yet/)).toBeVisible()
  await page.getByRole('button', { name: 'New route' }).click()
  const form = page.getByRole('dialog', { name: 'New route' })
  await form.getByRole('textbox', { name: /^Name/ }).fill('E2E direct')
  await form.getByRole('textbox', { name: /^Vendor/ }).fill('Northwind')
  await expectNoSeriousA11yViolations(page)
  await form.getByRole('button', { name: 'Create route' }).click()
  await expect(form).toBeHidden()
  const row = page.getByRole('row', { name: /E2E direct/ })
  await expect(row).toContainText('Local simulator')
  await expect(row).toContainText('Active')
  await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0)
  await expectNoSeriousA11yViolations(page)

  await row.getByRole('link', { name: 'Rates of E2E direct' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Rates of E2E direct' })).toBeVisible()
  await expect(page.getByText('No rates here yet.')).toBeVisible()
  const now = new Date()
  const nextMonth = new Date(now.getFullYear(), now.getMonth() + 1, 15)
  await addRate(page, '0.0100', null)
  await expect(page.getByRole('row', { name: /Country default/ })).toContainText('In force')
  await addRate(page, '0.0125', nextMonth)
  await expect(page.getByText('2 rates')).toBeVisible()
  await expect(page.getByRole('row', { name: /Country default/ }).first()).toContainText(
    'Scheduled',
  )
  await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0)
  await expectNoSeriousA11yViolations(page)

  await page.goto('/sms/routing/rates/Changes')
  await expect(heading(page, 'SMS rate changes')).toBeVisible()
  const increase = page.getByRole('row', { name: /E2E direct/ }).filter({ hasText: 'Increase' })
  await expect(increase).toContainText('€0.01')
  await expect(increase).toContainText('€0.0125')
  await expect(
    page.getByRole('row', { name: /E2E direct/ }).filter({ hasText: 'New' }),
  ).toHaveCount(1)
  await page.getByRole('button', { name: /Change$/ }).click()
  await page.getByRole('option', { name: 'Increase' }).click()
  await expect(page).toHaveURL(/kind=increase/)
  await expect(page.getByText('1 change')).toBeVisible()
  await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0)
  await expectNoSeriousA11yViolations(page)
})
