import { expect, test } from '@playwright/test'
import { signInAsNewUser } from './support/session'
import { callApi, signInByApi } from './support/teamApi'

const useCaseLabel = 'What will you use Switchboard for?'

test('the onboarding form shows the saved use case, even one it does not suggest', async ({
  page,
}) => {
  const account = await signInAsNewUser(page, 'use-case')
  const token = await signInByApi(page.request, account)
  const written = 'SMS and voice campaigns for a retail brand'
  await callApi(page.request, token, 'PUT', 'teams/onboarding', {
    company: 'Retail Relay',
    country: 'GB',
    use_case: written,
  })

  await page.goto('/onboarding/profile')
  await expect(page.getByRole('textbox', { name: 'Company' })).toHaveValue('Retail Relay')
  const useCase = page.getByRole('button', { name: new RegExp(useCaseLabel.replace('?', '\\?')) })
  await expect(useCase).toContainText(written)
  await expect(useCase).not.toContainText('Choose one')

  // A suggested one is shown by its name once chosen and saved.
  await useCase.click()
  await page.getByRole('option', { name: 'SMS and voice routing' }).click()
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page.getByText('Your profile is saved')).toBeVisible()
  await page.goto('/onboarding/profile')
  await expect(useCase).toContainText('SMS and voice routing')
})

test('the phone country starts at the company country and follows it until a number is typed', async ({
  page,
}) => {
  await signInAsNewUser(page, 'phone-country')
  await page.goto('/onboarding/profile')
  await page.getByRole('button', { name: 'Choose a country Country' }).click()
  await page.getByRole('option', { name: 'France' }).click()
  const phoneCountry = page.getByRole('button', { name: /Phone country/ })
  await expect(phoneCountry).toContainText('FR +33')

  await page.getByRole('button', { name: /^France Country/ }).click()
  await page.getByRole('option', { name: 'Germany' }).click()
  await expect(phoneCountry).toContainText('DE +49')

  // Once a number is typed, the phone keeps its own country.
  await page.getByRole('textbox', { name: 'Phone (optional)' }).fill('030 901820')
  await page.getByRole('button', { name: /^Germany Country/ }).click()
  await page.getByRole('option', { name: 'Spain' }).click()
  await expect(phoneCountry).toContainText('DE +49')
  await expect(page.getByRole('textbox', { name: 'Phone (optional)' })).toHaveValue(/30 901820/)
})
