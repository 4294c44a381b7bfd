import type { Page } from '@playwright/test'
import { modal as modalConstants, toast as toastConstants } from '../../src/contract/constants'
import { expect, test } from './support/signedIn'

const clockStart = Date.UTC(2025, 0, 1)

async function openGalleryWithClock(page: Page, url = '/design') {
  await page.clock.install({ time: clockStart })
  await page.goto(url)
  await page.clock.pauseAt(clockStart + 10_000)
}

const region = (page: Page) => page.getByRole('region', { name: 'Notifications' })

test.describe('toasts', () => {
  for (const [type, timeoutMs] of Object.entries(toastConstants.timeoutMs)) {
    test(`a ${type} toast stays ${timeoutMs} ms, then fades and leaves`, async ({ page }) => {
      await openGalleryWithClock(page)
      await page.getByRole('button', { name: `Show ${type}` }).click()
      await page.mouse.move(1, 1)
      const toast = region(page).locator(`[data-type="${type}"]`)
      await expect(toast).toHaveCount(1)
      await page.clock.runFor(timeoutMs - toastConstants.tickMs)
      await expect(toast).not.toHaveAttribute('data-fading')
      await page.clock.runFor(toastConstants.tickMs)
      await expect(toast).toHaveAttribute('data-fading', 'true')
      await page.clock.runFor(toastConstants.fadeMaxMs)
      await expect(toast).toHaveCount(0)
    })
  }

  test('toasts stack in one region, announced as status or alert', async ({ page }) => {
    await openGalleryWithClock(page)
    await page.getByRole('button', { name: 'Show success' }).click()
    await page.getByRole('button', { name: 'Show danger' }).click()
    await expect(region(page).getByRole('status')).toContainText('The campaign was saved.')
    await expect(region(page).getByRole('alert')).toContainText('The campaign could not be sent.')
    await expect(page.getByRole('region', { name: 'Notifications' })).toHaveCount(1)
  })

  test('a toast without hover pause keeps counting under the pointer', async ({ page }) => {
    await openGalleryWithClock(page)
    await page.getByRole('button', { name: 'Show without hover pause' }).click()
    const toast = region(page).locator('[data-toast-id]')
    await toast.hover()
    await expect(toast).not.toHaveAttribute('data-paused')
    await page.clock.runFor(toastConstants.timeoutMs.success + toastConstants.fadeMaxMs)
    await expect(toast).toHaveCount(0)
  })

  test('a notification lasts 5 s, and the duration preference multiplies it', async ({ page }) => {
    await openGalleryWithClock(page)
    await page.getByRole('button', { name: 'Timeouts ×2' }).click()
    await page.getByRole('button', { name: 'Show notification' }).click()
    await page.mouse.move(1, 1)
    const toast = region(page).locator('[data-toast-id]')
    await expect(toast).toHaveAttribute(
      'data-remaining-ms',
      String(toastConstants.notificationTimeoutMs * 2),
    )
    await page.clock.runFor(toastConstants.notificationTimeoutMs * 2 + toastConstants.fadeMaxMs)
    await expect(toast).toHaveCount(0)
  })
})

test.describe('modals', () => {
  test('a backdrop click and the cancel button close it; focus returns to the trigger', async ({
    page,
  }) => {
    await page.goto('/design')
    const trigger = page.getByRole('button', { name: 'Open info dialog' })
    await trigger.click()
    const dialog = page.getByRole('dialog', { name: 'A info dialog' })
    await expect(dialog).toBeVisible()
    await page.mouse.click(5, 5)
    await expect(dialog).toHaveCount(0)
    await expect(trigger).toBeFocused()

    await trigger.click()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(trigger).toBeFocused()
  })

  test('focus stays inside while open', async ({ page }) => {
    await page.goto('/design')
    await page.getByRole('button', { name: 'Open success dialog' }).click()
    const dialog = page.getByRole('dialog', { name: 'A success dialog' })
    for (let press = 0; press < 4; press += 1) {
      await page.keyboard.press('Tab')
      await expect(dialog.locator(':focus')).toHaveCount(1)
    }
  })

  test('its content is destroyed 200 ms after closing', async ({ page }) => {
    await openGalleryWithClock(page)
    await page.getByRole('button', { name: 'Open danger dialog' }).click()
    await page.keyboard.press('Escape')
    await page.clock.runFor(modalConstants.destroyDelayMs - 1)
    await expect(page.getByTestId('modal-destroyed-count')).toHaveText(
      'Dialog contents destroyed: 0',
    )
    await page.clock.runFor(1)
    await expect(page.getByTestId('modal-destroyed-count')).toHaveText(
      'Dialog contents destroyed: 1',
    )
  })

  test('a failing primary action keeps the dialog open with its error', async ({ page }) => {
    await page.goto('/design')
    await page.getByRole('button', { name: 'Failing primary action' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Failing primary action' })
    await dialog.getByRole('button', { name: 'Apply rates' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('The vendor refused the rates.')
    await expect(dialog).toBeVisible()
  })
})

test.describe('confirm dialog', () => {
  test('resolves true when confirmed and false when cancelled', async ({ page }) => {
    await page.goto('/design')
    const section = page.getByRole('region', { name: 'Confirm dialog' })
    await section.getByRole('button', { name: 'Stop campaign', exact: true }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Stop the campaign?' })
    await dialog.getByRole('button', { name: 'Stop campaign' }).click()
    await expect(page.getByTestId('confirm-outcome')).toHaveText('Confirmed')

    await section.getByRole('button', { name: 'Stop campaign', exact: true }).click()
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('confirm-outcome')).toHaveText('Cancelled')
  })

  test('the confirm button is busy while the action runs', async ({ page }) => {
    await openGalleryWithClock(page)
    await page.getByRole('button', { name: 'Stop campaign (slow)' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Stop the campaign?' })
    const confirm = dialog.getByRole('button', { name: 'Stop campaign' })
    await confirm.click()
    await expect(confirm).toHaveAttribute('aria-busy', 'true')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeVisible()
    await page.clock.runFor(1000)
    await expect(page.getByTestId('confirm-outcome')).toHaveText('Confirmed')
  })
})

test.describe('pagination', () => {
  test('shows localized digits and right-to-left order', async ({ page }) => {
    await page.goto('/design')
    const arabic = page.getByRole('navigation', { name: 'Arabic pages' })
    await expect(arabic).toHaveAttribute('dir', 'rtl')
    await expect(arabic.getByRole('button', { name: 'Page ٢٥' })).toBeVisible()
    const persian = page.getByRole('navigation', { name: 'Persian pages' })
    await expect(persian.getByRole('button', { name: 'Page ۲۵' })).toBeVisible()
  })

  test('the window moves and the jumps skip a window', async ({ page }) => {
    await page.goto('/design')
    const nav = page.getByRole('navigation', { name: 'Contacts pages' })
    await nav.getByRole('button', { name: 'Forward to page 6' }).click()
    await expect(nav.locator('[aria-current="page"]')).toHaveAccessibleName('Page 6')
    await expect(nav.getByRole('button', { name: 'Back to page 1' })).toBeVisible()
  })

  test('the link type puts the page in the URL', async ({ page }) => {
    await page.goto('/design')
    const nav = page.getByRole('navigation', { name: 'Linked pages' })
    await nav.getByRole('link', { name: 'Page 3' }).click()
    await expect(page).toHaveURL(/[?&]page=3/)
    await expect(nav.locator('[aria-current="page"]')).toHaveAccessibleName('Page 3')
  })

  test('invalid settings show the developer a clear error', async ({ page }) => {
    await page.goto('/design')
    await expect(
      page.getByText('Pagination: itemsPerPage must be a whole number above 0'),
    ).toBeVisible()
  })
})
