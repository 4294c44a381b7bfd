import messages from '../../src/messages/gallery/catalogue'
// Said in Arabic and Persian here, as the page says them: every locale's words registered.
import '../../src/messages/everyLocale'
import { translator } from '../../src/messages/translate'
import { expectNoSeriousA11yViolations } from './support/axe'
import { expect, test } from './support/signedIn'

const variants = [
  { name: 'light', url: '/design?scheme=light', dir: 'ltr', locale: 'en' },
  { name: 'dark', url: '/design?scheme=dark', dir: 'ltr', locale: 'en' },
  { name: 'ar (right to left)', url: '/design?locale=ar', dir: 'rtl', locale: 'ar' },
] as const

for (const variant of variants) {
  test(`the gallery has no serious accessibility violation in ${variant.name}`, async ({
    page,
  }) => {
    // Three full axe passes over the largest page of the app: minutes on a busy 2-core machine.
    test.setTimeout(180_000)
    // The gallery speaks its locale: its words come from its catalogue.
    const t = translator(messages, variant.locale)
    await page.goto(variant.url)
    await expect(page.getByRole('heading', { level: 1, name: t('gallery.title') })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('dir', variant.dir === 'rtl' ? 'rtl' : /.*/)
    await expectNoSeriousA11yViolations(page)

    // With toasts of every kind on screen, kept there by the no-time-limit preference: axe needs
    // the page's timers running, so the clock cannot be paused here.
    await page.getByRole('button', { name: t('toast.noLimit') }).press('Enter')
    // By keyboard: the growing stack of toasts comes to cover the buttons that raise them.
    for (const type of ['success', 'info', 'warning', 'danger', 'denied'] as const) {
      await page.getByRole('button', { name: t(`toast.show.${type}`) }).press('Enter')
    }
    await page.getByRole('button', { name: t('toast.showWithAction') }).press('Enter')
    await expect(
      page.getByRole('region', { name: 'Notifications' }).getByRole('alert'),
    ).toHaveCount(3)
    await expectNoSeriousA11yViolations(page)

    // With a dialog open, and one that failed.
    await page.getByRole('button', { name: t('modal.failing') }).click()
    const dialog = page.getByRole('alertdialog', { name: t('modal.failing') })
    await dialog.getByRole('button', { name: t('modal.applyRates') }).click()
    await expect(dialog.getByRole('alert')).toHaveText(t('modal.vendorRefused'))
    await expectNoSeriousA11yViolations(page)
  })
}

test('dark scheme and ar locale reach the page root', async ({ page }) => {
  await page.goto('/design?scheme=dark&locale=ar')
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
})
