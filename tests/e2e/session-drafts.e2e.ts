import { expect, type Page, test } from '@playwright/test'
import type { SmsCampaignResource } from '../../src/contract/sms-campaign'
import { type Account, apiBase, signIn, signInAsNewUser } from './support/session'
import { callApi } from './support/teamApi'

/**
 * A session the server ends while a form is edited (spec §8): the next call is refused (401, and
 * so is the refresh), the page goes to /login at once with the way back, and after signing in
 * the form holds what was typed. One test per kind of form: the contact sheet (a side panel), the
 * campaign wizard (its values in a machine), the profile, a segment (fields and a rule machine)
 * and a tag.
 */

// Each test signs in twice on a machine shared with other runs.
test.describe.configure({ timeout: 90_000 })

// The live streams (the bell's, the campaign's) stay connecting, never ready: once ready, each
// reads what it missed, and that read, made after the session ended behind the page's back,
// would find the end itself and race the form's own call that each test is about.
test.beforeEach(async ({ page }) => {
  await page.route(/\/api\/v1\/events\?ticket=/, () => {})
})

const storedTokens = (page: Page) =>
  page.evaluate(() => ({
    access: localStorage.getItem('switchboard.token') ?? '',
    refresh: localStorage.getItem('switchboard.refreshToken') ?? '',
  }))

/** Signs the page's session out on the server, behind the page's back: both tokens are refused. */
async function endSessionOnServer(page: Page) {
  const tokens = await storedTokens(page)
  const response = await page.request.post(`${apiBase}/token/logout`, {
    headers: { Authorization: `Bearer ${tokens.access}` },
    data: { refresh_token: tokens.refresh },
  })
  expect(response.ok()).toBe(true)
}

/** The page is at sign-in with the way back to `path`; signing in returns there. */
async function signInAgain(page: Page, account: Account, path: RegExp) {
  await expect(page).toHaveURL(/\/login\?redirect=/)
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  await signIn(page, account)
  await expect(page).toHaveURL(path)
  await expect(page.getByText('what you had typed is back').first()).toBeVisible()
}

test('a list loading as the session ends goes to /login at once, not to "could not be loaded"', async ({
  page,
}) => {
  const account = await signInAsNewUser(page, 'ended-list')
  await page.goto('/campaigns')
  await expect(page.getByRole('heading', { level: 1, name: 'SMS campaigns' })).toBeVisible()
  await endSessionOnServer(page)
  // The cookie's copy of the user lets the page start; its list is the first call refused.
  await page.reload()
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcampaigns$/)
  await expect(page.getByText('could not be loaded')).toBeHidden()
  await signIn(page, account)
  await expect(page.getByRole('heading', { level: 1, name: 'SMS campaigns' })).toBeVisible()
})

test('the contact sheet', async ({ page }) => {
  const account = await signInAsNewUser(page, 'draft-contact')
  await page.goto('/audience/contacts?contact=new')
  const panel = page.getByRole('dialog', { name: 'New contact' })
  await panel.getByRole('textbox', { name: 'Phone' }).fill('+447950000001')
  await panel.getByRole('textbox', { name: 'First name' }).fill('Grace')
  await panel.getByRole('textbox', { name: 'Last name' }).fill('Hopper')
  await endSessionOnServer(page)
  await panel.getByRole('button', { name: 'Create contact' }).click()

  await signInAgain(page, account, /\/audience\/contacts\?contact=new$/)
  const again = page.getByRole('dialog', { name: 'New contact' })
  await expect(again.getByRole('textbox', { name: 'First name' })).toHaveValue('Grace')
  await expect(again.getByRole('textbox', { name: 'Last name' })).toHaveValue('Hopper')
})

test('the campaign wizard', async ({ page }) => {
  const account = await signInAsNewUser(page, 'draft-wizard')
  const { access } = await storedTokens(page)
  const campaign = await callApi<SmsCampaignResource>(
    page.request,
    access,
    'POST',
    'sms/campaigns',
    {
      name: `Draft ${Date.now()}`,
    },
  )
  await page.goto(`/campaigns/${campaign.id}?step=schedule`)
  // The wizard's page loads the campaign and its lists first: slow on a busy machine.
  await expect(page.getByRole('heading', { level: 3, name: 'Schedule', exact: true })).toBeVisible({
    timeout: 20_000,
  })
  await page.getByRole('textbox', { name: 'Messages a minute' }).fill('25')
  await endSessionOnServer(page)
  await page.getByRole('button', { name: 'Next: Review' }).click()

  // The step being saved when the session ended is saved once signed in again.
  await signInAgain(page, account, new RegExp(`/campaigns/${campaign.id}\\?step=`))
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible()
  await page.getByRole('button', { name: '3. Schedule' }).click()
  await expect(page.getByRole('textbox', { name: 'Messages a minute' })).toHaveValue('25')
})

test('the profile', async ({ page }) => {
  const account = await signInAsNewUser(page, 'draft-profile')
  await page.goto('/my-account')
  await page.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace')
  await endSessionOnServer(page)
  await page.getByRole('button', { name: 'Save profile' }).click()

  await signInAgain(page, account, /\/my-account$/)
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace')
  // Passwords are never kept, whatever form they were typed in.
  expect(await page.evaluate(() => sessionStorage.getItem('switchboard.drafts'))).toBeNull()
})

test('a segment', async ({ page }) => {
  const account = await signInAsNewUser(page, 'draft-segment')
  await page.goto('/audience/contacts/segments/new')
  await page.getByRole('textbox', { name: 'Name' }).fill('Night owls')
  await page.getByRole('button', { name: 'Add a rule', exact: true }).click()
  await expect(page.getByRole('group', { name: 'Rule 1' })).toBeVisible()
  const rules = page.getByRole('group', { name: /^Rule \d/ })
  const ruleCount = await rules.count()
  await endSessionOnServer(page)
  await page.getByRole('button', { name: 'Create segment' }).click()

  await signInAgain(page, account, /\/audience\/contacts\/segments\/new$/)
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Night owls')
  await expect(rules).toHaveCount(ruleCount)
})

test('a tag', async ({ page }) => {
  const account = await signInAsNewUser(page, 'draft-tag')
  await page.goto('/audience/contacts/tags')
  const form = page.getByRole('form', { name: 'Create a tag' })
  await form.getByRole('textbox', { name: 'Name' }).fill('returning')
  await form.getByRole('textbox', { name: 'Description (optional)' }).fill('Bought twice')
  await endSessionOnServer(page)
  await form.getByRole('button', { name: 'Create tag' }).click()

  await signInAgain(page, account, /\/audience\/contacts\/tags$/)
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('returning')
  await expect(form.getByRole('textbox', { name: 'Description (optional)' })).toHaveValue(
    'Bought twice',
  )
})
