import type { Page } from '@playwright/test'
import type { AppLocale } from '../../src/contract/constants'
import commonMessages from '../../src/messages/common/catalogue'
import frameMessages from '../../src/messages/frame/catalogue'
// Said in Arabic and Persian here, as the page says them: every locale's words registered.
import '../../src/messages/everyLocale'
import { translator } from '../../src/messages/translate'
import { expectNoSeriousA11yViolations } from './support/axe'
import { demoOwner, expect, test } from './support/demo'
import { sidewaysOverflow } from './support/layout'
import { signIn, tokenOf } from './support/session'
import { callApi, currentUser } from './support/teamApi'

/**
 * Issue 14, item 7: the demo owner's main screens in Arabic and then Persian, chosen as a person
 * would (the language preference): each page is right to left, in its own words, with no
 * serious accessibility violation and nothing wider than the window.
 */

// Each language is named in its own words first, isolated inside a sentence of another direction,
// then in the page's language: matched by its own name, whatever the page's language is.
const languages = [
  { locale: 'ar', choice: /^\u2068?العربية/ },
  { locale: 'fa', choice: /^\u2068?فارسی/ },
] as const

/** The language chosen on the preferences page, applied at once and kept by the account. */
async function chooseLanguage(
  page: Page,
  token: string,
  { locale, choice }: (typeof languages)[number],
) {
  await page.goto('/my-account/preferences')
  // The radio input is visually hidden inside its label, which takes the click.
  await page.getByRole('radio', { name: choice }).check({ force: true })
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
  await expect
    .poll(async () => (await currentUser(page.request, token)).preferences?.locale)
    .toBe(locale)
}

async function expectReadableRightToLeft(
  page: Page,
  locale: AppLocale,
  path: string,
  title: string,
) {
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title)
  const loading = translator(commonMessages, locale)('status.loading')
  await expect(page.getByText(loading)).toHaveCount(0)
  await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0)
  await expectNoSeriousA11yViolations(page)
}

test('the demo owner reads the main screens in Arabic, then Persian, right to left', async ({
  page,
}) => {
  // Ten full axe passes on a busy 2-core machine.
  test.setTimeout(300_000)
  await signIn(page, demoOwner)
  const token = await tokenOf(page)
  // A campaign of its own: the page of one is the same whatever the demo data holds.
  const campaign = await callApi<{ id: string }>(page.request, token, 'POST', 'sms/campaigns', {
    name: 'Autumn offers',
  })
  const screens = [
    { path: '/', title: 'page.home.title' },
    { path: '/audience/contacts', title: 'page.audienceContacts.title' },
    { path: '/campaigns', title: 'page.campaigns.title' },
    { path: `/campaigns/${campaign.id}`, title: 'page.campaignsDetail.title' },
    { path: '/settings/custom-fields', title: 'page.settingsCustomFields.title' },
  ] as const

  try {
    for (const language of languages) {
      await chooseLanguage(page, token, language)
      const t = translator(frameMessages, language.locale)
      for (const screen of screens)
        await test.step(`${language.locale} ${screen.path}`, () =>
          expectReadableRightToLeft(page, language.locale, screen.path, t(screen.title)))
    }
  } finally {
    // The worker's demo product is shared by its later tests, which read the demo owner in English.
    await callApi(page.request, token, 'PUT', 'user', { preferences: { locale: 'en' } })
  }
})
