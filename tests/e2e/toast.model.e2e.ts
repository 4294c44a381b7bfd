import { expect, type Page } from '@playwright/test'
import { toast as toastConstants } from '../../src/contract/constants'
import { toastMachine } from '../../src/machines/toast'
import { test } from './support/signedIn'
import { walkModel } from './support/walkModel'

const clockStart = Date.UTC(2025, 0, 1)
const pauseAfterLoadMs = 10_000

const region = (page: Page) => page.getByRole('region', { name: 'Notifications' })
const toast = (page: Page) => region(page).locator('[data-toast-id]')
const dismiss = (page: Page) => region(page).getByRole('button', { name: 'Dismiss' })
const undo = (page: Page) => region(page).getByRole('button', { name: 'Undo' })

const counting = async (page: Page) => {
  await expect(toast(page)).toHaveCount(1)
  await expect(toast(page)).not.toHaveAttribute('data-paused')
  await expect(toast(page)).not.toHaveAttribute('data-fading')
  await expect(region(page).getByRole('status')).toContainText('Ada Lovelace was removed')
}
const paused = async (page: Page) => {
  await expect(toast(page)).toHaveAttribute('data-paused', 'true')
}
const focused = async (page: Page) => {
  await paused(page)
  await expect(dismiss(page)).toBeFocused()
}

// The page's Undo succeeds; its failure path is walked by the Vitest model.
walkModel(
  'toast',
  {
    machine: toastMachine,
    chained: true,
    input: { id: 'toast', type: 'info', message: 'Removed', actionLabel: 'Undo' },
    events: [
      { type: 'toast.hover' },
      { type: 'toast.leave' },
      { type: 'toast.focus' },
      { type: 'toast.blur' },
      { type: 'toast.close' },
      { type: 'toast.act' },
      { type: 'xstate.done.actor.runAction' } as never,
    ],
    setup: async (page) => {
      await page.clock.install({ time: clockStart })
      await page.goto('/design')
      // Time stands still from here: only the model's delayed events move it.
      await page.clock.pauseAt(clockStart + pauseAfterLoadMs)
      await page.getByRole('button', { name: 'Show with action' }).click()
      await page.mouse.move(1, 1)
    },
    states: {
      'visible.pointer.away + visible.focus.away + visible.countdown.running': counting,
      'visible.pointer.over + visible.focus.away + visible.countdown.paused': paused,
      'visible.pointer.away + visible.focus.within + visible.countdown.paused': focused,
      'visible.pointer.over + visible.focus.within + visible.countdown.paused': focused,
      acting: async (page) => {
        await expect(undo(page)).toHaveAttribute('aria-busy', 'true')
        await expect(page.getByTestId('toast-undo-count')).toHaveText('Undo actions run: 0')
      },
      fading: async (page) => {
        await expect(toast(page)).toHaveAttribute('data-fading', 'true')
        await expect(toast(page)).toHaveAttribute('data-remaining-ms', '0')
      },
      dismissed: async (page) => {
        await expect(toast(page)).toHaveCount(0)
      },
    },
    execute: {
      'toast.hover': (page) => toast(page).hover(),
      'toast.leave': (page) => page.mouse.move(1, 1),
      'toast.focus': (page) => dismiss(page).focus(),
      'toast.blur': (page) => dismiss(page).blur(),
      // A virtual click presses without moving the pointer, which would pause the toast.
      'toast.close': (page) => dismiss(page).dispatchEvent('click'),
      'toast.act': (page) => undo(page).dispatchEvent('click'),
      'xstate.done.actor.runAction': async (page) => {
        await page.clock.runFor(1000)
        await expect(page.getByTestId('toast-undo-count')).toHaveText('Undo actions run: 1')
      },
      'xstate.after.tick.toast.visible.countdown.running': async (page) => {
        const before = Number(await toast(page).getAttribute('data-remaining-ms'))
        await page.clock.runFor(toastConstants.tickMs)
        await expect(toast(page)).toHaveAttribute(
          'data-remaining-ms',
          String(before - toastConstants.tickMs),
        )
      },
      'xstate.after.expiry.toast.visible.countdown.running': async (page) => {
        await page.clock.runFor(Number(await toast(page).getAttribute('data-remaining-ms')))
      },
      'xstate.after.fade.toast.fading': (page) => page.clock.runFor(toastConstants.fadeMaxMs),
    },
  },
  test,
)
