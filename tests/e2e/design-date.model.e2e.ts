import AxeBuilder from '@axe-core/playwright'
import { CalendarDate } from '@internationalized/date'
import type { Locator, Page } from '@playwright/test'
import type { AnyStateMachine, EventObject } from 'xstate'
import { datePicker } from '../../src/contract/constants'
import { datePickerMachine } from '../../src/machines/datePicker'
import { dateRangeMachine } from '../../src/machines/dateRange'
import { checksPerRangeHeld, dateRangeStateKey } from '../machines/models/dateRange.model'
import type { ModelOptions } from '../machines/support/model'
import { expect, test } from './support/signedIn'
import { type PageModel, walkModel } from './support/walkModel'

/**
 * The date pickers' machines walked in the gallery: one test per transition the page can make.
 * The page clock is fixed on 2024-03-20, so the gallery's disabled window is 22–24 March.
 */
const now = new Date('2024-03-20T10:00:00')
const day = (d: number) => new CalendarDate(2024, 3, d)
const disabledRanges = [{ start: day(22), end: day(24) }]
const today = day(20)

test.describe.configure({ mode: 'default' })

async function openGallery(page: Page) {
  // The clock stands still from the start and moves only when a test moves it: in small steps
  // until the gallery has rendered, then by the machines' named delays.
  await page.clock.install({ time: now })
  await page.clock.pauseAt(now.getTime() + 10_000)
  await page.goto('/design#date-picker')
  const heading = page.getByRole('heading', { level: 2, name: 'Date and date-range pickers' })
  // Little page time, much real time: no delay of the pickers may pass while loading.
  for (let step = 0; step < 40 && !(await heading.isVisible()); step += 1) {
    await page.clock.runFor(50)
    await heading.waitFor({ state: 'visible', timeout: 250 }).catch(() => undefined)
  }
  await expect(heading).toBeVisible()
}

/** A machine of the gallery walked from a fresh gallery page, signed in. */
function walkInGallery<TMachine extends AnyStateMachine>(
  name: string,
  machine: TMachine,
  options: ModelOptions<TMachine> & Pick<PageModel<TMachine>, 'chained'>,
  execute: PageModel<TMachine>['execute'],
  states: PageModel<TMachine>['states'],
) {
  walkModel(name, { machine, setup: openGallery, ...options, execute, states }, test)
}

/**
 * A day of the calendar by its own date: the last date its name says. A day of a held range is
 * named after the range first ("Selected Range: March 4 to March 8, 2024, Monday, March 4, …").
 */
const cell = (dialog: Locator, date: CalendarDate) =>
  dialog.getByRole('button', {
    name: new RegExp(
      `\\b${new Intl.DateTimeFormat('en-US', { month: 'long' }).format(new Date(2024, date.month - 1, 1))} ${date.day}, ${date.year}(?!.*\\d{4})`,
    ),
  })

const hide = async (page: Page) => page.clock.runFor(datePicker.popoverHideDelayMs)

// Date range: "Report period", dates only, every preset, the disabled window.
const rangeDialog = (page: Page) => page.getByRole('dialog', { name: 'Report period' })
const rangeEvents = {
  'dateRange.open': async (page: Page) => {
    await page.getByRole('button', { name: /^Report period\b/ }).click()
  },
  'dateRange.close': async (page: Page) => {
    await page.mouse.click(5, 700)
  },
  'dateRange.escape': async (page: Page) => {
    await page.keyboard.press('Escape')
  },
  'dateRange.pick': async (page: Page, event: EventObject) => {
    await cell(rangeDialog(page), (event as unknown as { date: CalendarDate }).date).click()
  },
  'dateRange.preset': async (page: Page, event: EventObject) => {
    const preset = (event as unknown as { preset: string }).preset
    const label = { today: 'Today', thisMonth: 'This month' }[preset] ?? preset
    await rangeDialog(page).getByRole('button', { name: label, exact: true }).click()
  },
  'dateRange.clear': async (page: Page) => {
    await page.getByRole('button', { name: 'Clear Report period' }).click()
  },
  popoverHide: hide,
}

/** Each state of the range picker's page, empty and holding a range (see dateRangeStateKey). */
const rangeStates = (checks: Record<string, (page: Page) => Promise<void>>) =>
  checksPerRangeHeld(checks, (check, holding) => async (page) => {
    await check(page)
    const output = page.getByTestId('date-range-output')
    if (holding) await expect(output).not.toHaveText('none')
    else await expect(output).toHaveText('none')
  })

walkInGallery(
  'dateRange',
  dateRangeMachine,
  {
    // Not chained: the state key says whether a range is held, not which, and a click on a held
    // range's end clears it, so a walk planned on the keys alone could expect the wrong state.
    stateKey: dateRangeStateKey,
    input: { disabledRanges, timeZone: 'UTC' },
    events: [
      { type: 'dateRange.open' },
      { type: 'dateRange.close' },
      { type: 'dateRange.escape' },
      { type: 'dateRange.pick', date: day(8), dragging: false },
      { type: 'dateRange.pick', date: day(4), dragging: false },
      { type: 'dateRange.preset', preset: 'today', today },
      { type: 'dateRange.preset', preset: 'thisMonth', today },
      { type: 'dateRange.clear' },
    ],
  },
  rangeEvents,
  rangeStates({
    closed: async (page) => {
      await expect(rangeDialog(page)).toBeHidden()
    },
    'open.selecting': async (page) => {
      await expect(rangeDialog(page)).toBeVisible()
      await expect(rangeDialog(page).locator('[data-anchored]')).toHaveCount(0)
    },
    'open.anchored': async (page) => {
      await expect(rangeDialog(page).locator('[data-anchored]')).toHaveCount(1)
    },
    hiding: async (page) => {
      await expect(rangeDialog(page)).toBeVisible()
    },
  }),
)

// Date: "Start date", optional, dates only, the disabled window.
const dateDialog = (page: Page) => page.getByRole('dialog', { name: 'Start date' })

walkInGallery(
  'datePicker',
  datePickerMachine,
  {
    chained: true,
    input: { disabledRanges, timeZone: 'UTC' },
    events: [
      { type: 'datePicker.open' },
      { type: 'datePicker.close' },
      { type: 'datePicker.escape' },
      { type: 'datePicker.pick', date: day(4) },
      { type: 'datePicker.pick', date: day(8) },
      { type: 'datePicker.clear' },
    ],
  },
  {
    'datePicker.open': async (page) => {
      await page.getByRole('button', { name: /^Start date\b/ }).click()
    },
    'datePicker.close': async (page) => {
      await page.mouse.click(5, 700)
    },
    'datePicker.escape': async (page) => {
      await page.keyboard.press('Escape')
    },
    'datePicker.pick': async (page, event) => {
      await cell(dateDialog(page), (event as unknown as { date: CalendarDate }).date).click()
    },
    'datePicker.clear': async (page) => {
      await page.getByRole('button', { name: 'Clear Start date' }).click()
    },
    popoverHide: hide,
  },
  {
    closed: async (page) => {
      await expect(dateDialog(page)).toBeHidden()
    },
    open: async (page) => {
      await expect(dateDialog(page)).toBeVisible()
    },
    hiding: async (page) => {
      await expect(dateDialog(page)).toBeVisible()
    },
  },
)

test.describe('date pickers in the gallery', () => {
  test('a range commits on the second click, swapped, and Escape restores it', async ({ page }) => {
    await openGallery(page)
    const output = page.getByTestId('date-range-output')
    await rangeEvents['dateRange.open'](page)
    await cell(rangeDialog(page), day(8)).click()
    await cell(rangeDialog(page), day(4)).click()
    await expect(output).toHaveText('2024-03-04T00:00:00 – 2024-03-08T23:59:59.999')
    await hide(page)
    await expect(rangeDialog(page)).toBeHidden()
    // Focus goes back to the trigger on the next animation frame.
    await page.clock.runFor(100)
    await expect(page.getByRole('button', { name: /^Report period\b/ })).toBeFocused()

    await rangeEvents['dateRange.open'](page)
    await rangeDialog(page).getByRole('button', { name: 'Today', exact: true }).click()
    await expect(output).toHaveText('2024-03-20T00:00:00 – 2024-03-20T23:59:59.999')
    await hide(page)

    await rangeEvents['dateRange.open'](page)
    await rangeDialog(page).getByRole('button', { name: 'This month', exact: true }).click()
    await expect(rangeDialog(page).getByRole('status')).toHaveText(/not available/)
    await cell(rangeDialog(page), day(10)).click()
    await page.keyboard.press('Escape')
    await hide(page)
    await expect(rangeDialog(page)).toBeHidden()
    await expect(output).toHaveText('2024-03-20T00:00:00 – 2024-03-20T23:59:59.999')
    await expect(cell(page.locator('body'), day(23))).toHaveCount(0)
  })

  test('the disabled window cannot be picked and is announced as unavailable', async ({ page }) => {
    await openGallery(page)
    await rangeEvents['dateRange.open'](page)
    const blocked = cell(rangeDialog(page), day(23))
    await expect(blocked).toHaveAttribute('aria-disabled', 'true')
    await blocked.click({ force: true })
    await expect(rangeDialog(page).locator('[data-anchored]')).toHaveCount(0)
  })

  test('the keyboard picks a range: arrows, Enter, Enter', async ({ page }) => {
    await openGallery(page)
    await page.getByRole('button', { name: /^Report period\b/ }).focus()
    await page.keyboard.press('Enter')
    const dialog = rangeDialog(page)
    await expect(cell(dialog, today)).toBeFocused()
    await page.keyboard.press('ArrowLeft')
    await expect(cell(dialog, day(19))).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(dialog.locator('[data-anchored]')).toHaveCount(1)
    // React Aria moves one day on after a keyboard anchor, to show a range is being picked.
    await expect(cell(dialog, day(20))).toBeFocused()
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expect(cell(dialog, day(18))).toBeFocused()
    await page.keyboard.press('ArrowLeft')
    await expect(cell(dialog, day(17))).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('date-range-output')).toHaveText(
      '2024-03-17T00:00:00 – 2024-03-19T23:59:59.999',
    )
  })

  test('times: 12-hour with AM/PM to the second, 24-hour to the minute', async ({ page }) => {
    await openGallery(page)
    const end = page.getByRole('group', { name: 'Send window: end time' })
    await expect(end).toContainText('PM')
    await end.getByRole('spinbutton', { name: /hour/i }).fill('5')
    await expect(page.getByTestId('date-range-timed-output')).toHaveText(
      '2024-03-01T00:00:00 – 2024-03-07T17:59:59.999',
    )
    const goLive = page.getByRole('group', { name: 'Go-live: time' })
    await expect(goLive).not.toContainText('AM')
    await goLive.getByRole('spinbutton', { name: /hour/i }).fill('18')
    await expect(page.getByTestId('date-picker-timed-output')).toHaveText('2024-03-04T18:30:00')
  })

  test('clicking the selected date clears it unless required', async ({ page }) => {
    await openGallery(page)
    await page.getByRole('button', { name: /^Start date\b/ }).click()
    await cell(dateDialog(page), day(4)).click()
    await expect(page.getByTestId('date-picker-output')).toHaveText('2024-03-04T00:00:00')
    await hide(page)
    await page.getByRole('button', { name: /^Start date\b/ }).click()
    await cell(dateDialog(page), day(4)).click()
    await expect(page.getByTestId('date-picker-output')).toHaveText('none')
    await hide(page)

    await page.getByRole('button', { name: /^Go-live\b/ }).click()
    const goLive = page.getByRole('dialog', { name: 'Go-live' })
    await cell(goLive, day(4)).click()
    await hide(page)
    await expect(page.getByRole('button', { name: /^Go-live\b/ })).toContainText('Mar 4, 2024')
    await expect(page.getByRole('button', { name: 'Clear Go-live' })).toHaveCount(0)
  })
})

/** Serious and critical axe findings inside the pickers' section and an open calendar. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('#date-picker')
    .include('[role="dialog"]')
    .analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }))
}

for (const query of ['', '?scheme=dark', '?locale=ar']) {
  test(`axe finds no serious issue in the date pickers (${query || 'light'})`, async ({ page }) => {
    await page.goto(`/design${query}#date-picker`)
    const trigger = page.locator('#date-picker').getByRole('button').first()
    await expect(trigger).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await trigger.click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
}
