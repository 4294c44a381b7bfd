import { expect, type Page, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/axe'
import { apiBase, signInAsNewUser } from './support/session'

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name })

test('a token is created, its secret shown once and copied, then revoked after confirming', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signInAsNewUser(page, 'tokens')
  await page.goto('/settings/tokens')
  await expect(heading(page, 'API tokens')).toBeVisible()
  await expect(page.getByText('You have no API tokens in this team yet.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // With no ability the server refuses at the field; the name typed stays.
  const name = page.getByRole('textbox', { name: 'Name' })
  await name.fill('CRM sync')
  await page.getByRole('checkbox', { name: 'Read (GET)' }).uncheck({ force: true })
  await page.getByRole('button', { name: 'Create token' }).click()
  await expect(page.getByText(/abilities field/i)).toBeVisible()
  await expect(name).toHaveValue('CRM sync')

  // By keyboard: Space ticks the focused ability, Enter in the name sends the form.
  await page.getByRole('checkbox', { name: 'Read (GET)' }).focus()
  await page.keyboard.press('Space')
  await page.getByRole('checkbox', { name: 'Create (POST)' }).focus()
  await page.keyboard.press('Space')
  await name.focus()
  await page.keyboard.press('Enter')

  const dialog = page.getByRole('dialog', { name: 'Copy your new API token' })
  await expect(dialog).toBeVisible()
  const secret = dialog.getByRole('textbox', { name: 'Secret' })
  await expect(secret).toHaveValue(/^sbt_/)
  const shown = await secret.inputValue()
  await expectNoSeriousA11yViolations(page)
  await dialog.getByRole('button', { name: 'Copy' }).click()
  await expect(dialog.getByText('Copied to the clipboard.')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown)

  // The secret works: it reads the team's members.
  const members = await page.request.get(`${apiBase}/teams/members`, {
    headers: { Authorization: `Bearer ${shown}` },
  })
  expect(members.status()).toBe(200)

  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(dialog).toBeHidden()
  const row = page.getByRole('row', { name: /CRM sync/ })
  // Abilities by name, not the API's lower-case codes.
  await expect(row).toContainText('Read, Create')
  await expect(row).toContainText('Never')
  // Shown once: nowhere on the page any more, nor after a reload.
  await expect(page.getByText(shown)).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('row', { name: /CRM sync/ })).toBeVisible()
  expect(await page.content()).not.toContain(shown)
  // A fresh form for the next token.
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('')

  // Revoking asks first: cancelled, the token stays.
  await page.getByRole('button', { name: 'Revoke CRM sync' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Revoke CRM sync?' })
  await expect(confirm).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.keyboard.press('Escape')
  await expect(confirm).toBeHidden()
  await expect(page.getByRole('row', { name: /CRM sync/ })).toBeVisible()

  await page.getByRole('button', { name: 'Revoke CRM sync' }).click()
  await confirm.getByRole('button', { name: 'Revoke token' }).click()
  await expect(page.getByText('CRM sync is revoked.')).toBeVisible()
  await expect(page.getByText('You have no API tokens in this team yet.')).toBeVisible()
  const refused = await page.request.get(`${apiBase}/teams/members`, {
    headers: { Authorization: `Bearer ${shown}` },
  })
  expect(refused.status()).toBe(401)
})
