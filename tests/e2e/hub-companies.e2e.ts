import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/axe'
import { tabTo, typeInto } from './support/keyboard'
import { sidewaysOverflow } from './support/layout'
import { apiBase, newAccount, registerAccount, signIn, tokenOf } from './support/session'

test('hub companies: a client created by keyboard, topped up, adjusted with a reason and toggled inactive, at 390 px, axe clean', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const account = newAccount('companies')
  await registerAccount(request, account, { verified: true })
  await signIn(page, account)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/hub/companies')
  await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible()
  await expect(page.getByText(/No companies yet/)).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  const create = page.getByRole('button', { name: 'New company' })
  await tabTo(page, create)
  await page.keyboard.press('Enter')
  const form = page.getByRole('dialog', { name: 'New company' })
  await expect(form).toBeVisible()
  await typeInto(page, form.getByRole('textbox', { name: /^Name/ }), 'Globex E2E')
  await typeInto(page, form.getByRole('textbox', { name: /^Credit limit/ }), '100')
  await form.getByRole('button', { name: 'Add a contact' }).click()
  await typeInto(page, form.getByRole('textbox', { name: /^Contact name/ }), 'Hank Scorpio')
  await tabTo(page, form.getByRole('button', { name: 'Create company' }))
  await expectNoSeriousA11yViolations(page)
  await page.keyboard.press('Enter')
  await expect(page.getByText('Globex E2E was created.')).toBeVisible()
  // The list's row; the balances summary below it names the company too.
  const row = page.getByRole('row', { name: /Globex E2E/ }).first()
  await expect(row).toContainText('Client')
  await expect(row).toContainText('€0.00')
  await expect(row).toContainText('€100.00')
  await expect(row).toContainText('Active')
  await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0)

  await page.getByRole('link', { name: 'Open Globex E2E' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Globex E2E' })).toBeVisible()
  const balance = page.getByRole('region', { name: 'Balance' })
  await expect(balance).toContainText('€0.00')
  await expect(page.getByText(/No entries yet\. A top-up/)).toBeVisible()

  const entryForm = page.getByRole('form', { name: 'Top up or adjust' })
  await typeInto(page, entryForm.getByRole('textbox', { name: /^Amount/ }), '250')
  await tabTo(page, entryForm.getByRole('button', { name: 'Add entry' }))
  await page.keyboard.press('Enter')
  await expect(page.getByText('The entry was added. Balance: €250.00.')).toBeVisible()
  await expect(balance).toContainText('€250.00')

  await entryForm.getByRole('button', { name: /Entry/ }).click()
  await page.getByRole('option', { name: 'Adjustment' }).click()
  await typeInto(page, entryForm.getByRole('textbox', { name: /^Amount/ }), '-20.50')
  await entryForm.getByRole('button', { name: 'Add entry' }).click()
  await expect(entryForm.getByText(/reason field is required/i)).toBeVisible()
  await typeInto(page, entryForm.getByRole('textbox', { name: /^Reason/ }), 'Failed batch credited')
  await entryForm.getByRole('button', { name: 'Add entry' }).click()
  await expect(page.getByText('The entry was added. Balance: €229.50.')).toBeVisible()
  await expect(balance).toContainText('€229.50')
  await expect(page.getByText('Available to spend: €329.50')).toBeVisible()
  await expect(page.getByText('2 entries')).toBeVisible()
  const adjustment = page.getByRole('row', { name: /Adjustment/ })
  await expect(adjustment).toContainText('-€20.50')
  await expect(adjustment).toContainText('Failed batch credited')
  await expect(adjustment).toContainText('€229.50')
  await expect(page.getByRole('row', { name: /Top-up/ })).toContainText('€250.00')
  await expect(page.getByRole('figure', { name: 'Balance over time' })).toBeVisible()
  await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0)
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('button', { name: 'Deactivate Globex E2E' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Deactivate Globex E2E?' })
  await expect(confirm).toContainText('Its traffic stops at once')
  await expectNoSeriousA11yViolations(page)
  await confirm.getByRole('button', { name: 'Deactivate' }).click()
  await expect(page.getByText('Globex E2E is inactive.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Activate Globex E2E' })).toBeVisible()

  await page.getByRole('link', { name: 'All companies' }).click()
  const listed = page.getByRole('row', { name: /Globex E2E/ }).first()
  await expect(listed).toContainText('Inactive')
  await expect(listed).toContainText('€229.50')
})

test("hub companies: a vendor's balance checker saved and tested (the server refuses a private address), at 390 px, axe clean", async ({
  page,
  request,
}) => {
  const account = newAccount('checker')
  await registerAccount(request, account, { verified: true })
  await signIn(page, account)
  const created = await request.post(`${apiBase}/companies`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data: { name: 'Northwind E2E', kind: 'vendor', currency: 'EUR' },
  })
  expect(created.status()).toBe(201)
  const vendor = await created.json()
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/hub/companies/${vendor.id}`)
  const checker = page.getByRole('region', { name: 'Balance checker' })
  await expect(checker.getByText('Not synced yet.')).toBeVisible()
  const form = checker.getByRole('form', { name: 'Balance checker' })
  await typeInto(page, form.getByRole('textbox', { name: /^URL/ }), 'http://127.0.0.1:9/balance')
  await typeInto(page, form.getByRole('textbox', { name: /^Where the figure is/ }), '$.balance')
  await form.getByRole('button', { name: 'Save checker' }).click()
  await expect(page.getByText('The balance checker was saved.')).toBeVisible()
  await checker.getByRole('button', { name: 'Test' }).click()
  await expect(
    checker.getByText(/No figure read: The address 127\.0\.0\.1 is a private/),
  ).toBeVisible()
  await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0)
  await expectNoSeriousA11yViolations(page)
})
