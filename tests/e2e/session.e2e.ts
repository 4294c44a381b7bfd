import { expect, type Page, test } from '@playwright/test'
import { session as sessionConstants } from '../../src/contract/constants'
import { expectNoSeriousA11yViolations } from './support/axe'
import {
  linkIn,
  newAccount,
  readMail,
  refreshCount,
  registerAccount,
  signIn,
  signInAsNewUser,
} from './support/session'

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name })

test('sign up, verify by the mailed link, onboard, sign out and sign in again', async ({
  page,
}) => {
  // The walk waits out the resend cooldown once.
  test.setTimeout(60_000)
  const account = newAccount('signup')
  await page.goto('/signup')
  await expect(heading(page, 'Create an account')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('textbox', { name: 'Your name' }).fill(account.name)
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByLabel('Confirm password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Create account' }).click()

  await expect(page).toHaveURL(/\/verify-email$/)
  await expect(heading(page, 'Verify your email')).toBeVisible()
  await expect(page.getByText(account.email)).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // A new link may be asked for, then not again until the cooldown has passed.
  const resend = page.getByRole('button', { name: 'Send a new link' })
  await resend.click()
  await expect(page.getByText('A new link is on its way')).toBeVisible()
  await expect(resend).toBeDisabled()
  await expect(resend).toBeEnabled({
    timeout: sessionConstants.verificationResendCooldownMs + 5000,
  })

  const link = linkIn(await readMail(page.request, account.email, 'Verify your email'))
  await page.goto(link)
  await expect(page).toHaveURL(/\/onboarding\/profile$/)
  await expect(heading(page, 'Tell us about your company')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('textbox', { name: 'Company' }).fill('Analytical Engines Ltd')
  await page.getByRole('button', { name: 'Choose a country Country' }).click()
  await page.getByRole('option', { name: 'United Kingdom' }).click()
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page.getByText('Your profile is saved')).toBeVisible()
  await expect(heading(page, 'Dashboard')).toBeVisible()

  await page.getByRole('button', { name: 'Account menu' }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/login/)
  await expect(heading(page, 'Sign in')).toBeVisible()

  await signIn(page, account)
  await expect(heading(page, 'Dashboard')).toBeVisible()
})

test('a refused sign-in keeps what was typed and says why at the field; all by keyboard', async ({
  page,
}) => {
  const account = newAccount('keyboard')
  await registerAccount(page.request, account, { verified: true })
  await page.goto('/login')
  await expectNoSeriousA11yViolations(page)

  const email = page.getByRole('textbox', { name: 'Email' })
  const secret = page.getByLabel('Password', { exact: true })
  await page.keyboard.press('Tab') // the skip link
  await page.keyboard.press('Tab')
  await expect(email).toBeFocused()
  await page.keyboard.type(account.email)
  await page.keyboard.press('Tab')
  await expect(secret).toBeFocused()
  await page.keyboard.type('not my password')
  await page.keyboard.press('Enter')

  await expect(page.getByText('These credentials do not match our records.')).toBeVisible()
  await expect(email).toHaveValue(account.email)
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toBeFocused()
  await expect(secret).toHaveValue('not my password')
  await expectNoSeriousA11yViolations(page)

  // The toggle shows the password as typed; it sits right after the field.
  await expect(secret).toHaveAttribute('type', 'password')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Show password' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(secret).toHaveAttribute('type', 'text')

  await secret.fill(account.password)
  await secret.press('Enter')
  await expect(heading(page, 'Dashboard')).toBeVisible()
})

test('a sign-in that fails on the way can be tried again with what was typed', async ({ page }) => {
  const account = newAccount('retry')
  await registerAccount(page.request, account, { verified: true })
  await page.route('**/api/proxy/api/v1/token/login', (route) => route.abort('connectionfailed'))
  await page.goto('/login')
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  const alert = page.getByRole('alert').filter({ hasText: 'That did not work' })
  await expect(alert).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.unroute('**/api/proxy/api/v1/token/login')
  await alert.getByRole('button', { name: 'Try again' }).click()
  await expect(heading(page, 'Dashboard')).toBeVisible()
})

test('signed out, a signed-in page leads to sign-in and back to it afterwards', async ({
  page,
}) => {
  const account = newAccount('return')
  await registerAccount(page.request, account, { verified: true })
  await page.goto('/campaigns/reports?from=deep-link')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcampaigns%2Freports%3Ffrom%3Ddeep-link$/)
  await signIn(page, account)
  await expect(page).toHaveURL(/\/campaigns\/reports\?from=deep-link$/)
  await expect(heading(page, 'Reports')).toBeVisible()

  // Signed in, the guest pages send back into the app.
  await page.goto('/login')
  await expect(heading(page, 'Dashboard')).toBeVisible()
})

test('an unverified user is kept to the verification page for verified-only pages', async ({
  page,
}) => {
  const account = newAccount('unverified')
  await registerAccount(page.request, account)
  await page.goto('/login?redirect=%2Fcampaigns')
  await signIn(page, account)
  await expect(page).toHaveURL(/\/verify-email$/)
  await expect(heading(page, 'Verify your email')).toBeVisible()
})

test('the token is refreshed when the refresh marker passes', async ({ page }) => {
  const account = newAccount('marker')
  await registerAccount(page.request, account, { verified: true })
  await page.clock.install()
  await signIn(page, account)
  await expect(heading(page, 'Dashboard')).toBeVisible()
  const tokenBefore = await page.evaluate(() => localStorage.getItem('switchboard.token'))
  expect(await refreshCount(page.request, account.email)).toBe(0)

  await page.clock.fastForward(sessionConstants.refreshMarkerMs - 5_000)
  expect(await refreshCount(page.request, account.email)).toBe(0)
  await page.clock.fastForward(5_000)
  await expect.poll(() => refreshCount(page.request, account.email)).toBe(1)
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('switchboard.token')))
    .not.toBe(tokenBefore)

  // The new token works: a page that needs the session still opens.
  await page.goto('/campaigns/reports')
  await expect(heading(page, 'Reports')).toBeVisible()
})

test('20 requests sent at once with a refused token cause exactly one refresh', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('switchboard.qa', '1'))
  const account = await signInAsNewUser(page, 'parallel')
  expect(await refreshCount(page.request, account.email)).toBe(0)

  const answers = await page.evaluate(async () => {
    // An access token the server no longer accepts (expired or revoked: both answer 401).
    localStorage.setItem('switchboard.token', 'an-expired-access-token')
    const qa = window.switchboardQa
    if (!qa) throw new Error('The QA console is not installed')
    const results = await Promise.all(Array.from({ length: 20 }, () => qa.api.v1.get('user')))
    return results.map((result) => result.ok)
  })
  expect(answers).toEqual(Array.from({ length: 20 }, () => true))
  expect(await refreshCount(page.request, account.email)).toBe(1)
  await expect(heading(page, 'Dashboard')).toBeVisible()
})

test('two tabs stay in step: signing out in one signs out both, signing in is seen by both', async ({
  context,
}) => {
  const first = await context.newPage()
  const second = await context.newPage()
  const account = await signInAsNewUser(first, 'tabs')
  await second.goto('/campaigns/reports')
  await expect(heading(second, 'Reports')).toBeVisible()

  await first.getByRole('button', { name: 'Account menu' }).click()
  await first.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(first).toHaveURL(/\/login/)
  await expect(second).toHaveURL(/\/login\?redirect=%2Fcampaigns%2Freports$/)
  await expect(heading(second, 'Sign in')).toBeVisible()

  await signIn(first, account)
  await expect(second).toHaveURL(/\/campaigns\/reports$/)
  await expect(heading(second, 'Reports')).toBeVisible()
})

test('a session that ends while a form is edited gives the draft back after sign-in', async ({
  page,
}) => {
  const account = await signInAsNewUser(page, 'draft')
  await page.goto('/onboarding/profile')
  await page.getByRole('textbox', { name: 'Company' }).fill('Difference Engines')
  await page.getByRole('button', { name: 'Choose a country Country' }).click()
  await page.getByRole('option', { name: 'France' }).click()

  // The server no longer knows the session: its access and refresh tokens are refused.
  await page.evaluate(() => {
    localStorage.setItem('switchboard.token', 'a-revoked-access-token')
    localStorage.setItem('switchboard.refreshToken', 'a-revoked-refresh-token')
  })
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page).toHaveURL(/\/login\?redirect=%2Fonboarding%2Fprofile$/)
  expect(await page.evaluate(() => sessionStorage.getItem('switchboard.drafts'))).toContain(
    'Difference Engines',
  )

  await signIn(page, account)
  await expect(page).toHaveURL(/\/onboarding\/profile$/)
  await expect(page.getByText('what you had typed is back')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Company' })).toHaveValue('Difference Engines')
  await expect(page.getByRole('button', { name: 'France Country' })).toBeVisible()

  // Once: the draft is gone after it was given back.
  await page.reload()
  await expect(page.getByRole('textbox', { name: 'Company' })).toHaveValue('')
})
