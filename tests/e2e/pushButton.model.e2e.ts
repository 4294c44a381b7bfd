import { expect, type Page } from '@playwright/test'
import { pushButtonMachine } from '../../src/machines/pushButton'
import { test } from './support/signedIn'
import { walkModel } from './support/walkModel'

const clockStart = Date.UTC(2025, 0, 1)
const pauseAfterLoadMs = 10_000
/** How long the gallery's "Save slowly" works. */
const slowWorkMs = 1500

const target = (page: Page) => page.getByTestId('push-button-target')
const presses = (page: Page) => page.getByTestId('push-button-presses')
let expectedPresses = 0

const shows = (status: 'active' | 'disabled' | 'busy') => async (page: Page) => {
  await expect(target(page)).toHaveAttribute('data-status', status)
  const cursor = { active: 'pointer', disabled: 'not-allowed', busy: 'wait' }[status]
  await expect(target(page)).toHaveCSS('cursor', cursor)
  if (status === 'busy') await expect(target(page)).toHaveAttribute('aria-busy', 'true')
  else await expect(target(page)).not.toHaveAttribute('aria-busy')
  if (status === 'disabled') await expect(target(page)).toBeDisabled()
  await expect(presses(page)).toHaveText(`Presses run: ${expectedPresses}`)
}

// The gallery's press succeeds; the failure path is walked by the Vitest model.
walkModel(
  'pushButton',
  {
    machine: pushButtonMachine,
    chained: true,
    events: [
      { type: 'pushButton.press' },
      { type: 'pushButton.disable' },
      { type: 'pushButton.enable' },
      { type: 'pushButton.hold' },
      { type: 'pushButton.release' },
      { type: 'xstate.done.actor.press' } as never,
    ],
    setup: async (page) => {
      expectedPresses = 0
      await page.clock.install({ time: clockStart })
      await page.goto('/design')
      await page.clock.pauseAt(clockStart + pauseAfterLoadMs)
    },
    states: {
      'availability.enabled + work.idle': shows('active'),
      'availability.enabled + work.pressing': shows('busy'),
      'availability.enabled + work.held': shows('busy'),
      'availability.disabled + work.idle': shows('disabled'),
      'availability.disabled + work.pressing': shows('busy'),
      'availability.disabled + work.held': shows('busy'),
    },
    execute: {
      'pushButton.press': async (page) => {
        expectedPresses += 1
        await target(page).click()
      },
      'pushButton.disable': (page) => page.getByRole('button', { name: 'Disable it' }).click(),
      'pushButton.enable': (page) => page.getByRole('button', { name: 'Enable it' }).click(),
      'pushButton.hold': (page) => page.getByRole('button', { name: 'Hold it' }).click(),
      'pushButton.release': (page) => page.getByRole('button', { name: 'Release it' }).click(),
      'xstate.done.actor.press': (page) => page.clock.runFor(slowWorkMs),
    },
  },
  test,
)
