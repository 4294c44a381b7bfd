import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { buildId, toast } from '../../src/contract/constants'
import { expectNoSeriousA11yViolations } from './support/axe'
import {
  type Account,
  apiBase,
  linkIn,
  newAccount,
  readMail,
  registerAccount,
  signIn,
  submitSignUp,
} from './support/session'

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name })

/** Holds the page load of `path` until the answer's `release` is called. */
async function holdDocument(page: Page, path: string) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      await released
      await route.continue()
    },
  )
  return release
}

/** The mailed link that resets the account's password, asked for through the API. */
async function passwordResetLink(request: APIRequestContext, account: Account) {
  const response = await request.post(`${apiBase}/forgot-password`, {
    data: { email: account.email },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return linkIn(await readMail(request, account.email, 'Reset your password'))
}

test('every guest page passes axe and links to the others', async ({ page }) => {
  await page.goto('/login')
  await expect(heading(page, 'Sign in')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('link', { name: 'Create an account' }).click()
  await expect(heading(page, 'Create an account')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('link', { name: 'Sign in' }).click()
  await page.getByRole('link', { name: 'Forgot your password?' }).click()
  await expect(heading(page, 'Forgot password')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.goto('/password-reset/some-token?email=ada%40example.test')
  await expect(heading(page, 'Choose a new password')).toBeVisible()
  // The token stays out of the title.
  await expect(heading(page, 'Choose a new password')).toHaveText('Choose a new password')
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.test')
  await expectNoSeriousA11yViolations(page)
})

test('Google sign-in is not offered, and says plainly why, where the server has no Google configured', async ({
  page,
}) => {
  const settings = page.waitForResponse((response) =>
    response.url().endsWith('/api/server-settings'),
  )
  await page.goto('/login')
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible()
  // The server's settings have answered (the page asked them as it opened): still no Google.
  await settings
  await expect(page.getByRole('link', { name: 'Sign in with Google' })).toHaveCount(0)
  await page.goto('/google/auth')
  await expect(heading(page, 'Sign in with Google')).toBeVisible()
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('Google sign-in is unavailable')
  await expect(alert).toContainText('Google sign-in is not available on this server')
  await expectNoSeriousA11yViolations(page)

  await page.goto('/google/callback?code=a-code&state=a-state')
  await expect(heading(page, 'Signing in with Google')).toBeVisible()
  await expect(page.getByRole('alert')).toContainText('not available on this server')
  await expectNoSeriousA11yViolations(page)

  await page.goto('/google/callback?error=access_denied')
  await expect(page.getByRole('alert')).toContainText('Google sign-in was cancelled')
  await page.getByRole('link', { name: 'Back to sign in' }).click()
  await expect(heading(page, 'Sign in')).toBeVisible()
})

test('a forgotten password is replaced through the mailed link', async ({ page }) => {
  const account = newAccount('forgot')
  await registerAccount(page.request, account, { verified: true })
  await page.goto('/forget-password')
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText('Check your email')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  const link = linkIn(await readMail(page.request, account.email, 'Reset your password'))
  await page.goto(link)
  await expect(heading(page, 'Choose a new password')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(account.email)
  const newPassword = 'a brand new passphrase'
  await page.getByLabel('New password', { exact: true }).fill(newPassword)
  await page.getByLabel('Confirm new password', { exact: true }).fill('does not match')
  await page.getByRole('button', { name: 'Reset password' }).click()
  await expect(page.getByText('The password field confirmation does not match.')).toBeVisible()
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword)
  await page.getByRole('button', { name: 'Reset password' }).click()

  // The sign-in page itself, not only its address: the reset form is shown until it arrives.
  await expect(heading(page, 'Sign in')).toBeVisible()
  await expect(
    page.getByRole('status').filter({ hasText: 'Your password has been reset' }),
  ).toBeVisible()
  await signIn(page, { email: account.email, password: newPassword })
  await expect(heading(page, 'Dashboard')).toBeVisible()
})

test('after a reset the sign-in page is shown at once, and keeps the reset notice', async ({
  page,
}) => {
  const account = newAccount('slow-login')
  await registerAccount(page.request, account, { verified: true })
  const link = await passwordResetLink(page.request, account)
  await page.clock.install()
  await page.goto(link)
  const newPassword = 'a brand new passphrase'
  await page.getByLabel('New password', { exact: true }).fill(newPassword)
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword)
  await page.getByRole('button', { name: 'Reset password' }).click()

  // The sign-in pages are one entry (src/signin.tsx): the sign-in page replaces the reset form
  // in place, with nothing to fetch first, so no typing is lost between the two.
  await expect(page).toHaveURL(/\/login$/)
  await expect(heading(page, 'Sign in')).toBeVisible()
  const email = page.getByRole('textbox', { name: 'Email' })
  const password = page.getByLabel('Password', { exact: true })
  await email.fill(account.email)
  await password.fill(newPassword)
  // Unlike a toast, the notice has no timeout: it is there until the person signs in.
  await page.clock.runFor(toast.timeoutMs.success * 2)
  await expect(
    page.getByRole('status').filter({ hasText: 'Your password has been reset' }),
  ).toBeVisible()
  // Both fields keep what was typed (signing in with them is the test above).
  await expect(email).toHaveValue(account.email)
  await expect(password).toHaveValue(newPassword)
})

test('the sign-up form takes no typing while the verification page is on its way', async ({
  page,
}) => {
  const account = newAccount('slow-verify')
  // The sign-up page is the sign-in entry's (src/signin.tsx); the verification page is the app's,
  // a page load, held here while the sign-up page stays on screen. Nothing can be read from a
  // page whose successor is on its way, so the sign-up page reports its page turning inert (which
  // takes no focus and no typing) with a request of its own.
  const inertReport = '/test-report/signup-inert'
  await page.route(`**${inertReport}`, (route) => route.fulfill({ status: 204 }))
  const reported = page.waitForRequest((request) => request.url().endsWith(inertReport))
  await page.addInitScript((report) => {
    if (location.pathname !== '/signup') return
    new MutationObserver(() => {
      if (document.querySelector('main')?.inert) void fetch(report)
    }).observe(document, { subtree: true, attributeFilter: ['inert'] })
  }, inertReport)
  const releaseVerify = await holdDocument(page, '/verify-email')
  await submitSignUp(page, account)
  await reported

  releaseVerify()
  await expect(heading(page, 'Verify your email')).toBeVisible()
  await expect(page.getByText(account.email)).toBeVisible()
})

/** An owner with a verified account invites `email` to their team through the API. */
async function invite(request: APIRequestContext, owner: Account, email: string, role: string) {
  const { access_token: token } = await registerAccount(request, owner, { verified: true })
  const response = await request.post(`${apiBase}/teams/invitations`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { email, role },
  })
  expect(response.status(), await response.text()).toBe(201)
  return linkIn(await readMail(request, email, 'You are invited to join'))
}

async function currentTeamOf(request: APIRequestContext, account: Account) {
  const login = await request.post(`${apiBase}/token/login`, {
    data: { email: account.email, password: account.password },
  })
  const { access_token: token } = (await login.json()) as { access_token: string }
  const user = await request.get(`${apiBase}/user`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  return ((await user.json()) as { current_team: { name: string; role: string } }).current_team
}

test('an invitation is accepted by someone new, who creates their account on the spot', async ({
  page,
  playwright,
}) => {
  const owner = { ...newAccount('owner'), name: 'Grace Hopper' }
  const invitee = newAccount('invitee')
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
  const link = await invite(api, owner, invitee.email, 'editor')

  await page.goto(link)
  await expect(heading(page, 'Team invitation')).toBeVisible()
  await expect(page.getByText("You are invited to join Grace's Team as editor")).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(invitee.email)
  await page.getByRole('textbox', { name: 'Your name' }).fill(invitee.name)
  await page.getByLabel('Password', { exact: true }).fill(invitee.password)
  await page.getByLabel('Confirm password', { exact: true }).fill(invitee.password)
  await page.getByRole('button', { name: 'Create account and join' }).click()

  // The token proved the address: no verification, straight to the profile.
  await expect(page).toHaveURL(/\/onboarding\/profile$/)
  expect(await currentTeamOf(api, invitee)).toMatchObject({
    name: "Grace's Team",
    role: 'editor',
  })
  await api.dispose()
})

test('an invitation to an existing account is accepted after signing in', async ({
  page,
  playwright,
}) => {
  const owner = newAccount('owner')
  const member = newAccount('member')
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
  await registerAccount(api, member, { verified: true })
  const link = await invite(api, owner, member.email, 'viewer')

  await page.goto(link)
  await page.getByRole('link', { name: 'Sign in to accept' }).click()
  await signIn(page, member)
  await expect(page).toHaveURL(/\/team-invitations\//)
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Accept invitation' }).click()
  await expect(page.getByText(/You joined/)).toBeVisible()
  await expect(heading(page, 'Dashboard')).toBeVisible()
  expect(await currentTeamOf(api, member)).toMatchObject({ role: 'viewer' })
  await api.dispose()
})

test('a newer build on the server is offered as a reload', async ({ page }) => {
  let served = 'build-one'
  let polls = 0
  await page.route('**/api/build-id', (route) => {
    polls += 1
    return route.fulfill({ json: { build_id: served } })
  })
  await page.clock.install()
  await page.goto('/login')
  // The watch comes with the rest of what signing in needs, once the user turns to the form
  // (src/signin.tsx): a first load that nobody touches asks nothing.
  expect(polls).toBe(0)
  await page.getByRole('textbox', { name: 'Email' }).focus()
  await expect.poll(() => polls).toBe(1)

  await page.clock.fastForward(buildId.pollMs)
  await expect.poll(() => polls).toBe(2)
  await expect(page.getByText('A new version of Switchboard is ready')).toHaveCount(0)

  served = 'build-two'
  await page.clock.fastForward(buildId.pollMs)
  await expect.poll(() => polls).toBe(3)
  const offer = page.getByRole('region', { name: 'Notifications' })
  await expect(offer.getByText('A new version of Switchboard is ready')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  const reloaded = page.waitForEvent('load')
  await offer.getByRole('button', { name: 'Reload' }).click()
  await reloaded
  await expect(heading(page, 'Sign in')).toBeVisible()
  await page.getByRole('textbox', { name: 'Email' }).focus()
  await expect.poll(() => polls).toBe(4)
})

test('a viewer who joined by invitation is offered no editing action', async ({
  page,
  browser,
  playwright,
}) => {
  const owner = { ...newAccount('owner'), name: 'Katherine Johnson' }
  const viewer = { ...newAccount('viewer'), name: 'Dorothy Vaughan' }
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
  const link = await invite(api, owner, viewer.email, 'viewer')

  await page.goto(link)
  await page.getByRole('textbox', { name: 'Your name' }).fill(viewer.name)
  await page.getByLabel('Password', { exact: true }).fill(viewer.password)
  await page.getByLabel('Confirm password', { exact: true }).fill(viewer.password)
  await page.getByRole('button', { name: 'Create account and join' }).click()
  await expect(page).toHaveURL(/\/onboarding\/profile$/)

  await page.goto('/my-account/team-settings')
  await expect(heading(page, 'Team settings · Team')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Save name' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Invitations' })).toHaveCount(0)
  await page.goto('/my-account/team-settings/members')
  await expect(page.getByText(owner.name)).toBeVisible()
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Role of / })).toHaveCount(0)

  // The owner of the same team is offered all of it.
  const ownerContext = await browser.newContext()
  const ownerPage = await ownerContext.newPage()
  await signIn(ownerPage, owner)
  await ownerPage.goto('/my-account/team-settings')
  await expect(ownerPage.getByRole('button', { name: 'Save name' })).toBeVisible()
  await ownerPage.goto('/my-account/team-settings/members')
  await expect(ownerPage.getByRole('button', { name: `Remove ${viewer.name}` })).toBeVisible()
  await ownerContext.close()
  await api.dispose()
})

test('a bad invitation link says what the server said, with a way on', async ({ page }) => {
  await page.goto('/team-invitations/not-a-real-token')
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('This invitation cannot be used')
  await expect(alert).toContainText('This invitation is invalid or has already been used.')
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
  await alert.getByRole('link', { name: 'Sign in' }).click()
  await expect(heading(page, 'Sign in')).toBeVisible()
})
