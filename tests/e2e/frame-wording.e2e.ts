import { expect, type Page, test } from '@playwright/test'
import feedMessages from '../../src/messages/audience-feeds/catalogue'
import authMessages from '../../src/messages/auth-pages/catalogue'
// Said in Arabic and Persian here, as the page says them: every locale's words registered.
import '../../src/messages/everyLocale'
import { translator } from '../../src/messages/translate'
import { newAccount, registerAccount, signIn, signInAsNewUser, tokenOf } from './support/session'
import { callApi } from './support/teamApi'

/**
 * Issue 14, item 11: the frame names each page once and marks where it stands; the phone's
 * country starts with a word of the catalogue; a country is called the same in every picker.
 */

const breadcrumb = (page: Page) =>
  page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')

test('the account pages name themselves once, in the trail and in the tabs', async ({ page }) => {
  await signInAsNewUser(page, 'trail')
  await page.goto('/my-account/password')
  await expect(breadcrumb(page)).toHaveText(['My account', 'Password'])
  await page.goto('/my-account/team-settings/members')
  await expect(breadcrumb(page)).toHaveText(['My account', 'Team settings', 'Members'])
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'My account' }),
  ).toHaveAttribute('href', '/my-account')
  await page.goto('/my-account')
  await expect(page.getByRole('link', { name: 'Profile', exact: true })).toHaveCount(1)
})

test("a detail page marks its area's tab", async ({ page }) => {
  await signInAsNewUser(page, 'area-tab')
  const campaign = await callApi<{ id: string }>(
    page.request,
    await tokenOf(page),
    'POST',
    'sms/campaigns',
    { name: 'Spring offers' },
  )
  await page.goto(`/campaigns/${campaign.id}`)
  const tabs = page.getByRole('navigation', { name: 'Campaigns pages' })
  await expect(tabs.getByRole('link', { name: 'SMS campaigns' })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await page.goto('/my-account/password')
  await expect(
    page.getByRole('navigation', { name: 'My account pages' }).getByRole('link', {
      name: 'My account',
    }),
  ).toHaveAttribute('aria-current', 'true')
})

test("the phone's country starts with a placeholder of the catalogue", async ({ page }) => {
  const account = newAccount('phone-country')
  await registerAccount(page.request, account, { verified: true })
  await signIn(page, account)
  await page.goto('/onboarding/profile')
  const phoneCountry = page.getByRole('button', { name: /Phone country/ })
  await expect(phoneCountry).toContainText('Choose a country')
  await expect(phoneCountry).not.toContainText('Select an item')
})

test('a country has one name in every picker, in the interface language', async ({ page }) => {
  test.slow()
  await signInAsNewUser(page, 'country-names')
  await callApi(page.request, await tokenOf(page), 'PUT', 'user', { preferences: { locale: 'fa' } })
  await page.goto('/onboarding/profile')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fa')
  const britain = await page.evaluate(() =>
    new Intl.DisplayNames(['fa'], { type: 'region' }).of('GB'),
  )
  expect(britain).not.toBe('United Kingdom')

  const auth = translator(authMessages, 'fa')
  await page.getByRole('button', { name: new RegExp(auth('onboarding.phoneCountry')) }).click()
  await expect(page.getByRole('option', { name: new RegExp(`^${britain}`) })).toHaveCount(1)
  await page.keyboard.press('Escape')

  await page.goto('/audience/feeds')
  const t = translator(feedMessages, 'fa')
  await page.getByRole('button', { name: new RegExp(t('form.country')) }).click()
  await expect(page.getByRole('option', { name: britain, exact: true })).toHaveCount(1)
  await expect(page.getByRole('option', { name: 'United Kingdom' })).toHaveCount(0)
})
