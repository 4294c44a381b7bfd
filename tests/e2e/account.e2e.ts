import { expect, type Page, test } from '@playwright/test'
import { toast } from '../../src/contract/constants'
import { expectNoSeriousA11yViolations } from './support/axe'
import { signIn, signInAsNewUser } from './support/session'
import { currentUser, signInByApi } from './support/teamApi'

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name })
const sections = (page: Page) => page.getByRole('navigation', { name: 'My account sections' })

test('the profile is edited and kept; a refused change keeps what was typed', async ({ page }) => {
  const account = await signInAsNewUser(page, 'profile')
  await page.goto('/my-account')
  await expect(heading(page, /My account · Profile/)).toBeVisible()
  await expect(sections(page).getByRole('link', { name: 'Profile' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expectNoSeriousA11yViolations(page)

  const name = page.getByRole('textbox', { name: 'Name' })
  await expect(name).toHaveValue(account.name)
  await name.fill('   ')
  await page.getByRole('button', { name: 'Save profile' }).click()
  // Blank after trimming: the server's 422 is shown at the field, and the text stays.
  await expect(page.getByText('The name field is required.')).toBeVisible()
  await expect(name).toHaveValue('   ')

  await name.fill('Ada King')
  await page.getByRole('button', { name: 'Save profile' }).click()
  await expect(page.getByText('Your profile is saved.')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada King')
})

test('a new email address asks for the current password and waits to be verified', async ({
  page,
}) => {
  const account = await signInAsNewUser(page, 'email-change')
  await page.goto('/my-account')
  const currentPassword = page.getByLabel('Current password', { exact: true })
  await expect(currentPassword).toHaveCount(0)
  const email = page.getByRole('textbox', { name: 'Email' })
  const newEmail = `moved-${account.email}`
  await email.fill(newEmail)
  await expect(currentPassword).toBeVisible()
  await currentPassword.fill('not my password')
  await page.getByRole('button', { name: 'Save profile' }).click()
  // The server's 422 is shown at the field it names.
  await expect(page.getByText('The password is incorrect.')).toBeVisible()
  await expect(email).toHaveValue(newEmail)

  await currentPassword.fill(account.password)
  await page.getByRole('button', { name: 'Save profile' }).click()
  await expect(page.getByText(`We sent a link to ${newEmail}`)).toBeVisible()
  await expect(
    page.getByText(`${newEmail} is waiting to be verified`, { exact: false }),
  ).toBeVisible()
})

test('the password is changed after the current one is given, all by keyboard', async ({
  page,
}) => {
  const account = await signInAsNewUser(page, 'password')
  await page.goto('/my-account')
  await sections(page).getByRole('link', { name: 'Password' }).click()
  await expect(page).toHaveURL(/\/my-account\/password$/)
  await expect(heading(page, /My account · Password/)).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  const current = page.getByLabel('Current password', { exact: true })
  const next = page.getByLabel('New password', { exact: true })
  const confirmation = page.getByLabel('Confirm new password', { exact: true })
  const chosen = 'a brand new long passphrase'
  await current.focus()
  await page.keyboard.type('not my password')
  await page.keyboard.press('Tab') // the field's show toggle
  await page.keyboard.press('Tab')
  await expect(next).toBeFocused()
  await page.keyboard.type(chosen)
  await confirmation.focus()
  await page.keyboard.type(chosen)
  await page.keyboard.press('Enter')
  await expect(page.getByText('The password is incorrect.')).toBeVisible()
  await expect(current).toBeFocused()
  await expect(next).toHaveValue(chosen)

  await current.fill(account.password)
  await page.keyboard.press('Enter')
  await expect(page.getByText('Your password is changed.')).toBeVisible()
  await expect(page.getByLabel('Current password', { exact: true })).toHaveValue('')

  await page.getByRole('button', { name: 'Account menu' }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/login/)
  await signIn(page, { email: account.email, password: chosen })
  // Back to the page last asked for.
  await expect(heading(page, /My account · Password/)).toBeVisible()
})

test('preferences apply at once, follow the account, and Arabic turns the page right to left', async ({
  page,
  browser,
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
  const account = await signInAsNewUser(page, 'preferences')
  await page.goto('/my-account/preferences')
  await expect(heading(page, /My account · Preferences/)).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  const html = page.locator('html')
  await expect(html).toHaveAttribute('dir', 'ltr')

  // The radio inputs are visually hidden inside their labels, which take the click.
  await page.getByRole('radio', { name: 'Dark' }).check({ force: true })
  await expect(html).toHaveAttribute('data-color-scheme', 'dark')
  await page.getByRole('radio', { name: 'Until I close them' }).check({ force: true })
  await expect(page.getByText('Saved to your account.')).toBeVisible()

  // Messages now stay until closed: past the time a success toast lasts even at the longest
  // duration short of "until closed", run on the page's clock rather than waited out.
  await page.clock.install()
  await page.goto('/my-account')
  await page.getByRole('button', { name: 'Save profile' }).click()
  const saved = page.getByText('Your profile is saved.')
  await expect(saved).toBeVisible()
  const longestScale = Math.max(...toast.durationScales.filter(Number.isFinite))
  await page.clock.runFor(toast.timeoutMs.success * longestScale + toast.fadeMaxMs)
  await expect(saved).toBeVisible()

  // By keyboard: the arrow keys move through the language choices. Arabic then turns the page
  // right to left, in Arabic words: each language by its own name, then by the page's.
  await page.goto('/my-account/preferences')
  await page.getByRole('radio', { name: 'English' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(html).toHaveAttribute('dir', 'rtl')
  await expect(html).toHaveAttribute('lang', 'ar')
  await expect(page.getByRole('radio', { name: 'العربية', exact: true })).toBeChecked()
  await expect(page.getByRole('radio', { name: /English.*\(.*الإنجليزية/ })).not.toBeChecked()
  await expect(page.getByText('حُفظت في حسابك.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  const token = await signInByApi(api, account)
  await expect
    .poll(async () => (await currentUser(api, token)).preferences)
    .toEqual({
      locale: 'ar',
      theme: { primary: 'green', scheme: 'dark' },
      toast_duration: 'Infinity',
    })

  // Another browser: the account's choices come with the sign-in.
  const other = await browser.newContext()
  const elsewhere = await other.newPage()
  await signIn(elsewhere, account)
  await expect(elsewhere.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(elsewhere.locator('html')).toHaveAttribute('data-color-scheme', 'dark')
  await other.close()
  await api.dispose()
})

test('an address that is not a sub-page of my account is the 404 page', async ({ page }) => {
  await signInAsNewUser(page, 'nowhere')
  await page.goto('/my-account/nowhere')
  await expect(page.getByText(/not found/i).first()).toBeVisible()
})
