import { test as anonymous, type Page } from '@playwright/test'
import type { ContactResource } from '../../src/contract/contact'
import { signInAsNewUser, tokenOf } from './support/session'
import { expect, test } from './support/signedIn'
import { callApi } from './support/teamApi'

/**
 * Issue 14, item 12: where a person enters a phone, its country starts as the one the caller's
 * address suggests (GET geo/country, spec §5). The server answers '0' for the test's loopback
 * address, so the test answers the lookup as a server would for an address in France, then in
 * the United States.
 */
const answerLookup = (page: Page, country: string) =>
  page.route('**/geo/country', (route) =>
    route.fulfill({ contentType: 'text/plain', body: country }),
  )

/** A valid French mobile number no other test uses, written nationally: 06 xx xx xx xx. */
const frenchMobile = () => `06${String(10_000_000 + Math.floor(Math.random() * 89_999_999))}`

test("a new contact's phone country comes from the address; a saved contact keeps its own", async ({
  page,
}) => {
  await answerLookup(page, '1FR')
  await page.goto('/audience/contacts?contact=new')
  const panel = page.getByRole('dialog', { name: 'New contact' })
  const country = panel.getByRole('button', { name: /Phone country$/ })
  // The panel waits for the screen's first load (the custom fields): seconds on a busy machine.
  await expect(panel.getByRole('textbox', { name: 'Phone' })).toBeVisible({ timeout: 20_000 })
  await expect(country).toContainText('FR +33')

  // A national number is read against the preselected country.
  const national = frenchMobile()
  const firstName = `Detected${Math.floor(Math.random() * 1e6)}`
  await panel.getByRole('textbox', { name: 'Phone' }).fill(national)
  await panel.getByRole('textbox', { name: 'First name' }).fill(firstName)
  await panel.getByRole('button', { name: 'Create contact' }).click()
  await expect(page.getByText('The contact is created.')).toBeVisible()
  await expect(page).toHaveURL(/contact=(?!new)[A-Za-z0-9_-]+/)
  const id = new URL(page.url()).searchParams.get('contact') as string
  const saved = await callApi<ContactResource>(
    page.request,
    await tokenOf(page),
    'GET',
    `contacts/${id}`,
  )
  expect(saved).toMatchObject({ phone: `+33${national.slice(1)}`, country: 'FR' })

  // Opened again from somewhere else, the saved number keeps its country.
  await page.unroute('**/geo/country')
  await answerLookup(page, '1US')
  await page.goto(`/audience/contacts?contact=${id}`)
  const opened = page.getByRole('dialog', { name: firstName })
  await expect(opened.getByRole('textbox', { name: 'Phone' })).toHaveValue(/^\+33/)
  await expect(opened.getByRole('button', { name: /Phone country$/ })).toContainText('FR +33')
})

// A new account of its own: onboarding is where a first sign-up lands.
anonymous(
  'onboarding: the detected country is a first guess the company country replaces',
  async ({ page }) => {
    await signInAsNewUser(page, 'detected-phone')
    await answerLookup(page, '1GB')
    await page.goto('/onboarding/profile')
    const phoneCountry = page.getByRole('button', { name: /Phone country/ })
    await expect(phoneCountry).toContainText('GB +44')

    await page.getByRole('button', { name: 'Choose a country Country' }).click()
    await page.getByRole('option', { name: 'France' }).click()
    await expect(phoneCountry).toContainText('FR +33')
  },
)
