import { expectNoSeriousA11yViolations } from './support/axe'
import { expect, test } from './support/signedIn'

const variants = [
  { name: 'light', url: '/design?scheme=light', dir: 'ltr' },
  { name: 'dark', url: '/design?scheme=dark', dir: 'ltr' },
  { name: 'ar (right to left)', url: '/design?locale=ar', dir: 'rtl' },
]

for (const variant of variants) {
  test(`the gallery has no serious accessibility violation in ${variant.name}`, async ({
    page,
  }) => {
    // Three full axe passes over the largest page of the app: minutes on a busy 2-core machine.
    test.setTimeout(180_000)
    await page.goto(variant.url)
    await expect(page.getByRole('heading', { level: 1, name: 'Design gallery' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('dir', variant.dir === 'rtl' ? 'rtl' : /.*/)
    await expectNoSeriousA11yViolations(page)

    // With toasts of every kind on screen, kept there by the no-time-limit preference: axe needs
    // the page's timers running, so the clock cannot be paused here.
    await page.getByRole('button', { name: 'No time limit' }).press('Enter')
    // By keyboard: the growing stack of toasts comes to cover the buttons that raise them.
    for (const type of ['success', 'info', 'warning', 'danger', 'denied']) {
      await page.getByRole('button', { name: `Show ${type}` }).press('Enter')
    }
    await page.getByRole('button', { name: 'Show with action' }).press('Enter')
    await expect(
      page.getByRole('region', { name: 'Notifications' }).getByRole('alert'),
    ).toHaveCount(3)
    await expectNoSeriousA11yViolations(page)

    // With a dialog open, and one that failed.
    await page.getByRole('button', { name: 'Failing primary action' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Failing primary action' })
    await dialog.getByRole('button', { name: 'Apply rates' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('The vendor refused the rates.')
    await expectNoSeriousA11yViolations(page)
  })
}

test('dark scheme and ar locale reach the page root', async ({ page }) => {
  await page.goto('/design?scheme=dark&locale=ar')
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
})
