import { writeFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import { newAccount, signInAsNewUser } from './support/session'

// Issue 14, item 6: work is never lost silently, and a filled form sends on the first click.

const sheet = (page: Page, name: string) => page.getByRole('dialog', { name })
const question = (page: Page) => page.getByRole('alertdialog', { name: 'Leave without saving?' })

test('a half-written new text asks before Back or a reload leaves it', async ({ page }) => {
  await signInAsNewUser(page, 'unsaved-text')
  await page.goto('/campaigns/offers?tab=texts')
  await page.getByRole('button', { name: 'New text' }).click()
  const create = sheet(page, 'New text')
  await create.getByRole('textbox', { name: 'Name' }).fill('Half written')

  // Back would close the sheet (it lives in the URL): asked, and staying keeps what was typed.
  await page.goBack()
  await expect(question(page)).toBeVisible()
  await question(page).getByRole('button', { name: 'Stay' }).click()
  await expect(question(page)).toBeHidden()
  await expect(create.getByRole('textbox', { name: 'Name' })).toHaveValue('Half written')
  await expect(page).toHaveURL(/edit=new/)

  // Closing the tab (or reloading) asks the browser's own question.
  const asked = page.waitForEvent('dialog')
  await page.close({ runBeforeUnload: true })
  const dialog = await asked
  expect(dialog.type()).toBe('beforeunload')
  await dialog.accept()
})

test('a changed profile asks before a link leaves the page', async ({ page }) => {
  await signInAsNewUser(page, 'unsaved-profile')
  await page.goto('/my-account')
  const name = page.getByRole('textbox', { name: 'Name' })
  await name.fill('Someone else')
  const audience = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Audience' })
  await audience.click()
  await question(page).getByRole('button', { name: 'Stay' }).click()
  await expect(page).toHaveURL(/\/my-account/)
  await expect(name).toHaveValue('Someone else')
  await audience.click()
  await question(page).getByRole('button', { name: 'Leave' }).click()
  await expect(page).toHaveURL(/\/audience\/contacts/)
})

test('a role changed only through its select asks before a link leaves the page', async ({
  page,
}) => {
  await signInAsNewUser(page, 'unsaved-select')
  await page.goto('/my-account/team-settings/invitations')
  const form = page.getByRole('form', { name: 'Invite someone' })
  const role = form.getByRole('button', { name: /Role$/ })
  await expect(role).toBeVisible()
  // Nothing typed: only the select's choice changes.
  await role.click()
  await page.getByRole('option', { name: /^Admin/ }).click()
  await expect(role).toHaveAccessibleName(/^Admin/)

  const audience = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Audience' })
  await audience.click()
  await expect(question(page)).toBeVisible()
  await question(page).getByRole('button', { name: 'Stay' }).click()
  await expect(page).toHaveURL(/\/team-settings\/invitations/)
  await expect(role).toHaveAccessibleName(/^Admin/)

  // Closing the tab (or reloading) asks the browser's own question too.
  const asked = page.waitForEvent('dialog')
  await page.close({ runBeforeUnload: true })
  const dialog = await asked
  expect(dialog.type()).toBe('beforeunload')
  await dialog.accept()
})

test('Escape on a filled new-contact sheet asks first; leaving discards', async ({ page }) => {
  await signInAsNewUser(page, 'unsaved-contact')
  await page.goto('/audience/contacts')
  await page.getByRole('link', { name: 'New contact' }).click()
  const panel = sheet(page, 'New contact')
  const firstName = panel.getByRole('textbox', { name: 'First name' })
  await firstName.fill('Grace')

  await page.keyboard.press('Escape')
  await expect(question(page)).toBeVisible()
  await question(page).getByRole('button', { name: 'Stay' }).click()
  await expect(panel).toBeVisible()
  await expect(firstName).toHaveValue('Grace')

  await panel.getByRole('button', { name: 'Close' }).click()
  await question(page).getByRole('button', { name: 'Leave' }).click()
  await expect(panel).toBeHidden()
  await expect(page).not.toHaveURL(/contact=new/)
})

test('an empty sheet closes on Escape without a question', async ({ page }) => {
  await signInAsNewUser(page, 'clean-contact')
  await page.goto('/audience/contacts')
  await page.getByRole('link', { name: 'New contact' }).click()
  const panel = sheet(page, 'New contact')
  await expect(panel).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(question(page)).toHaveCount(0)
})

test('sign-up after an empty submit sends on the first click of the filled form', async ({
  page,
}) => {
  const account = newAccount('empty-first')
  await page.goto('/signup')
  const submit = page.getByRole('button', { name: 'Create account' })
  await submit.click()
  const name = page.getByRole('textbox', { name: 'Your name' })
  await expect(name).toHaveAttribute('aria-invalid', 'true')

  // The message goes as soon as the field holds a valid value, not when it loses focus.
  await name.fill(account.name)
  await expect(name).not.toHaveAttribute('aria-invalid', 'true')
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  const confirmation = page.getByLabel('Confirm password', { exact: true })
  await confirmation.fill(account.password)
  await expect(confirmation).toBeFocused()
  await expect(page.getByText('Please fill out this field.')).toHaveCount(0)
  await submit.click()
  await expect(page).toHaveURL(/\/verify-email$/)
})

test('a new segment changed only by its rules asks before a link leaves it', async ({ page }) => {
  await signInAsNewUser(page, 'unsaved-rules')
  await page.goto('/audience/contacts/segments/new')
  // Nothing typed: the rules live in the builder, outside the form's inputs.
  await page.getByRole('button', { name: 'Add a rule', exact: true }).click()
  await expect(page.getByRole('group', { name: 'Rule 1', exact: true })).toBeVisible()
  const campaigns = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Campaigns' })
  await campaigns.click()
  await question(page).getByRole('button', { name: 'Stay' }).click()
  await expect(page).toHaveURL(/\/segments\/new/)
  await expect(page.getByRole('group', { name: 'Rule 1', exact: true })).toBeVisible()
  await campaigns.click()
  await question(page).getByRole('button', { name: 'Leave' }).click()
  await expect(page).toHaveURL(/\/campaigns$/)
})

test('an upload whose mapping was changed asks before a link leaves it unimported', async ({
  page,
}, testInfo) => {
  await signInAsNewUser(page, 'unsaved-mapping')
  await page.goto('/audience/upload/Create')
  const file = testInfo.outputPath('mapped.csv')
  await writeFile(file, 'Phone,Name\n+447911000001,Ada\n')
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Choose a CSV file' }).click()
  await (await chooser).setFiles(file)
  await expect(page.getByRole('heading', { name: /Map the columns of mapped\.csv/ })).toBeVisible()
  // Only a select's choice: the status new contacts get.
  await page.getByRole('button', { name: /^Active.*Status of new contacts$/ }).click()
  await page.getByRole('option', { name: 'Blocked' }).click()
  const campaigns = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Campaigns' })
  await campaigns.click()
  await question(page).getByRole('button', { name: 'Stay' }).click()
  await expect(
    page.getByRole('button', { name: /^Blocked.*Status of new contacts$/ }),
  ).toBeVisible()
  await campaigns.click()
  await question(page).getByRole('button', { name: 'Leave' }).click()
  await expect(page).toHaveURL(/\/campaigns$/)
})
