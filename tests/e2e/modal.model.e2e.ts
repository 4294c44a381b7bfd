import { expect, type Page } from '@playwright/test'
import { modal as modalConstants } from '../../src/contract/constants'
import { modalMachine } from '../../src/machines/modal'
import { test } from './support/signedIn'
import { walkModel } from './support/walkModel'

const clockStart = Date.UTC(2025, 0, 1)
const pauseAfterLoadMs = 10_000
/** How long the gallery's slow primary action works. */
const slowWorkMs = 1500

const trigger = (page: Page) => page.getByRole('button', { name: 'Slow primary action' })
const dialog = (page: Page) => page.getByRole('alertdialog', { name: 'Slow primary action' })
const primary = (page: Page) => dialog(page).getByRole('button', { name: 'Apply rates' })
const destroyed = (page: Page) => page.getByTestId('modal-destroyed-count')
let expectedDestroyed = 0

const open = async (page: Page) => {
  await expect(dialog(page)).toBeVisible()
  await expect(primary(page)).not.toHaveAttribute('aria-busy')
}

// The gallery's slow action succeeds; its failure is walked by the Vitest model and below.
walkModel(
  'modal',
  {
    machine: modalMachine,
    events: [
      { type: 'modal.open' },
      { type: 'modal.close' },
      { type: 'modal.confirm' },
      { type: 'xstate.done.actor.confirm' } as never,
    ],
    setup: async (page) => {
      expectedDestroyed = 0
      await page.clock.install({ time: clockStart })
      await page.goto('/design')
      await page.clock.pauseAt(clockStart + pauseAfterLoadMs)
    },
    states: {
      closed: async (page) => {
        await expect(dialog(page)).toHaveCount(0)
        await expect(destroyed(page)).toHaveText(`Dialog contents destroyed: ${expectedDestroyed}`)
      },
      'open.settling': async (page) => {
        await open(page)
        await expect(primary(page)).not.toBeFocused()
      },
      'open.ready': async (page) => {
        await open(page)
        await expect(primary(page)).toBeFocused()
      },
      'open.confirming': async (page) => {
        await expect(primary(page)).toHaveAttribute('aria-busy', 'true')
        await expect(dialog(page).getByRole('button', { name: 'Cancel' })).toBeDisabled()
      },
      closing: async (page) => {
        // Gone, or still playing its exit (which waits for the paused clock's animation frames).
        await expect(async () => {
          const shown = await dialog(page).count()
          const exiting = await page.locator('[data-exiting]').count()
          expect(shown === 0 || exiting > 0).toBe(true)
        }).toPass()
        await expect(destroyed(page)).toHaveText(`Dialog contents destroyed: ${expectedDestroyed}`)
      },
    },
    execute: {
      'modal.open': async (page) => {
        // While the dialog's exit runs its backdrop still covers the trigger: a virtual click then.
        if ((await page.locator('[data-exiting]').count()) > 0) {
          await trigger(page).dispatchEvent('click')
        } else await trigger(page).click()
      },
      'modal.close': (page) => page.keyboard.press('Escape'),
      'modal.confirm': (page) => primary(page).click(),
      'xstate.done.actor.confirm': (page) => page.clock.runFor(slowWorkMs),
      'xstate.after.primaryFocusDelay.modal.open.settling': (page) =>
        page.clock.runFor(modalConstants.primaryFocusDelayMs),
      'xstate.after.destroyDelay.modal.closing': async (page) => {
        expectedDestroyed += 1
        await page.clock.runFor(modalConstants.destroyDelayMs)
      },
    },
  },
  test,
)
