import AxeBuilder from '@axe-core/playwright'
import type { Page, Route } from '@playwright/test'
import type { AnyStateMachine } from 'xstate'
import { phoneInput } from '../../src/contract/constants'
import { countryListMachine } from '../../src/machines/phoneInput/countryList.machine'
import { phoneInputMachine } from '../../src/machines/phoneInput/phoneInput.machine'
import type { ModelOptions } from '../machines/support/model'
import { readBuildManifest } from './support/manifest'
import { expect, test } from './support/signedIn'
import { type PageModel, walkModel } from './support/walkModel'

/**
 * The phone input's machines walked in the gallery. The country-by-IP lookup is held by the test,
 * which answers it, fails it or lets it time out on the page clock.
 */
test.describe.configure({ mode: 'default' })

let lookup: Route | null = null

async function openGallery(page: Page) {
  lookup = null
  await page.route('**/geo/country', (route) => {
    lookup = route
  })
  // The clock stands still from the start and moves only when a test moves it: in small steps
  // until the lazy field has rendered, then by the machines' named delays.
  const start = new Date('2024-03-20T10:00:00').getTime()
  await page.clock.install({ time: start })
  await page.clock.pauseAt(start + 10_000)
  await page.goto('/design#phone-input')
  const field = page.getByRole('textbox', { name: 'Office number' })
  // Little page time, much real time: the lookup's timeout must not pass while loading.
  for (let step = 0; step < 40 && !(await field.isVisible()); step += 1) {
    await page.clock.runFor(50)
    await field.waitFor({ state: 'visible', timeout: 250 }).catch(() => undefined)
  }
  await expect(field).toBeVisible()
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

const pendingLookup = async () => {
  await expect.poll(() => lookup).not.toBeNull()
  return lookup as Route
}

// "Office number": detected country, the first preferred (US) as fallback, E.164 display.
const office = (page: Page) => page.getByRole('textbox', { name: 'Office number' })

walkInGallery(
  'phoneInput',
  phoneInputMachine,
  {
    chained: true,
    input: { options: { autoDetect: true, preferredCountries: ['US'], displayMode: 'E.164' } },
    events: [
      { type: 'phone.type', text: '020 7946 0018' },
      { type: 'phone.type', text: '+33 1 23 45 67 89' },
      { type: 'phone.selectCountry', country: 'FR' },
      { type: 'phone.blur' },
      // biome-ignore lint/suspicious/noExplicitAny: the invoked lookup's own completion events
      { type: 'xstate.done.actor.detectCountry', output: 'DE' } as any,
      // biome-ignore lint/suspicious/noExplicitAny: as above
      { type: 'xstate.error.actor.detectCountry', error: 'offline' } as any,
    ],
  },
  {
    'phone.type': async (page, event) => {
      await office(page).fill((event as unknown as { text: string }).text)
    },
    'phone.selectCountry': async (page) => {
      await page.getByRole('button', { name: /Office country$/ }).click()
      await page.getByRole('option', { name: /^France/ }).click()
    },
    'phone.blur': async (page) => {
      await office(page).focus()
      await office(page).blur()
    },
    'xstate.done.actor.detectCountry': async () => {
      await (await pendingLookup()).fulfill({ body: '1DE' })
    },
    'xstate.error.actor.detectCountry': async () => {
      await (await pendingLookup()).abort('failed')
    },
    countryLookupTimeout: async (page) => {
      await pendingLookup()
      await page.clock.runFor(phoneInput.countryLookupTimeoutMs)
    },
  },
  Object.fromEntries(
    ['detecting', 'settled'].flatMap((detection) =>
      ['pristine', 'editing', 'checked'].map((number) => [
        `detection.${detection} + number.${number}`,
        async (page: Page) => {
          const finding = page.getByText('Finding your country…')
          await expect(finding).toBeVisible({ visible: detection === 'detecting' })
          const checked = page.locator('[data-checked]').filter({ has: office(page) })
          await expect(checked).toHaveCount(number === 'checked' ? 1 : 0)
          if (number === 'pristine') await expect(office(page)).toHaveValue('')
          else if (number === 'editing') await expect(office(page)).not.toHaveValue('')
        },
      ]),
    ),
  ),
)

// "Mobile number": its country list, preferred GB, US and FR first.
const mobileCountry = (page: Page) => page.getByRole('button', { name: /\bCountry$/ })
const countryList = (page: Page) => page.getByRole('listbox')

/** Scrolls so the country button has this much room below it in the viewport. */
async function leaveRoomBelow(page: Page, room: number) {
  const box = await mobileCountry(page).boundingBox()
  const viewport = page.viewportSize()
  if (!box || !viewport) throw new Error('The country button is not laid out')
  await page.mouse.wheel(0, box.y + box.height - (viewport.height - room))
  await expect
    .poll(async () => {
      const now = await mobileCountry(page).boundingBox()
      return Math.round(viewport.height - ((now?.y ?? 0) + (now?.height ?? 0)))
    })
    .toBeGreaterThanOrEqual(room - 40)
}

walkInGallery(
  'countryList',
  countryListMachine,
  {
    input: { countries: [{ code: 'FR', name: 'France', dialCode: '+33' }], locale: 'en' },
    events: [
      { type: 'countryList.open', spaceBelow: 400 },
      { type: 'countryList.open', spaceBelow: 120 },
      { type: 'countryList.close' },
      { type: 'countryList.find', key: 'f' },
    ],
  },
  {
    'countryList.open': async (page, event) => {
      const room = (event as unknown as { spaceBelow: number }).spaceBelow
      await leaveRoomBelow(page, room)
      await mobileCountry(page).click()
      await expect(page.locator('.react-aria-Popover, [data-placement]').first()).toHaveAttribute(
        'data-placement',
        room < phoneInput.openAboveBelowPx ? 'top' : 'bottom',
      )
    },
    'countryList.close': async (page) => {
      await page.keyboard.press('Escape')
    },
    'countryList.find': async (page) => {
      if (!(await countryList(page).isVisible())) await mobileCountry(page).focus()
      await page.keyboard.press('f')
    },
    typeToFindReset: async (page) => {
      await page.clock.runFor(phoneInput.typeToFindResetMs)
    },
  },
  Object.fromEntries(
    ['closed', 'open'].flatMap((list) =>
      ['idle', 'finding'].map((finder) => [
        `list.${list} + finder.${finder}`,
        async (page: Page) => {
          await expect(countryList(page)).toBeVisible({ visible: list === 'open' })
          const finding = page.locator('[data-finding]').filter({ has: mobileCountry(page) })
          await expect(finding).toHaveCount(finder === 'finding' ? 1 : 0)
          if (finder === 'finding' && list === 'open') {
            await expect(page.getByRole('option', { name: /^France/ })).toBeFocused()
          }
        },
      ]),
    ),
  ),
)

test.describe('phone input in the gallery', () => {
  test('types, formats and yields the value; + parses internationally', async ({ page }) => {
    await openGallery(page)
    const mobile = page.getByRole('textbox', { name: 'Mobile number' })
    await mobile.pressSequentially('02079460018')
    await expect(mobile).toHaveValue('020 7946 0018')
    await mobile.blur()
    await expect(mobile).toHaveValue('+44 20 7946 0018')
    const output = page.getByTestId('phone-input-output')
    await expect(output).toContainText('"valid": true')
    await expect(output).toContainText('"nationalNumber": "2079460018"')
    await mobile.fill('+1 212 555 0123')
    await expect(mobileCountry(page)).toContainText('US')
    await expect(output).toContainText('"countryCode": "1"')
  })

  test('refuses letters, limits the length and explains an invalid number', async ({ page }) => {
    await openGallery(page)
    const mobile = page.getByRole('textbox', { name: 'Mobile number' })
    await expect(mobile).toHaveAttribute('maxlength', String(phoneInput.maxInputLength))
    await mobile.pressSequentially('02a0')
    await expect(mobile).toHaveValue('020')
    await mobile.blur()
    await expect(mobile).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('Enter a valid phone number for United Kingdom.')).toBeVisible()
    await mobile.fill('7')
    await expect(page.getByText('This number is too short.')).toBeVisible()
    await mobile.fill('1'.repeat(18))
    await expect(page.getByText('This number is too long.')).toBeVisible()
  })

  test('preferred countries come first; excluded and unlisted ones are not offered', async ({
    page,
  }) => {
    await openGallery(page)
    await mobileCountry(page).click()
    const options = countryList(page).getByRole('option')
    await expect(options.nth(0)).toContainText('United Kingdom')
    await expect(options.nth(1)).toContainText('United States')
    await expect(options.nth(2)).toContainText('France')
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: /Support country$/ }).click()
    await expect(countryList(page).getByRole('option')).toHaveText([/Germany/, /United Kingdom/])
  })

  test('a detected country is applied; the lookup never blocks typing', async ({ page }) => {
    await openGallery(page)
    await office(page).fill('030 1234567')
    await (await pendingLookup()).fulfill({ body: '1DE' })
    await expect(page.getByRole('button', { name: /Office country$/ })).toContainText('DE')
    await office(page).blur()
    await expect(office(page)).toHaveValue('+49301234567')
  })

  test('an unusable lookup answer falls back to the first preferred country', async ({ page }) => {
    await openGallery(page)
    await (await pendingLookup()).fulfill({ body: '<html>' })
    await expect(page.getByText('Finding your country…')).toBeHidden()
    await expect(page.getByRole('button', { name: /Office country$/ })).toContainText('US')
  })
})

/** Serious and critical axe findings inside the phone input section and its open list. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('#phone-input')
    .include('[role="listbox"]')
    .analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }))
}

for (const query of ['', '?scheme=dark', '?locale=ar']) {
  test(`axe finds no serious issue in the phone input (${query || 'light'})`, async ({ page }) => {
    await page.route('**/geo/country', (route) => route.fulfill({ body: '1GB' }))
    await page.goto(`/design${query}#phone-input`)
    const mobile = page.locator('#phone-input').getByRole('textbox').first()
    await mobile.fill('0207')
    await mobile.blur()
    await expect(mobile).toHaveAttribute('aria-invalid', 'true')
    expect(await seriousViolations(page)).toEqual([])
    await page.locator('#phone-input').getByRole('button').first().click()
    await expect(page.getByRole('listbox')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
}

test('the phone metadata is a lazy chunk that pages without a phone input never load', async ({
  page,
}) => {
  const manifest = readBuildManifest()
  const field = manifest['src/design/PhoneInputField.tsx']
  const staticImporters = Object.entries(manifest).filter(([, chunk]) =>
    chunk.imports?.includes('src/design/PhoneInputField.tsx'),
  )
  expect(field).toBeDefined()
  expect(staticImporters).toEqual([])
  const loaded: string[] = []
  page.on('request', (request) => loaded.push(new URL(request.url()).pathname))
  // The signed-in home page, which has no phone input.
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(loaded).not.toContain(`/${field?.file}`)
  await page.goto('/design#phone-input')
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toBeVisible()
  expect(loaded).toContain(`/${field?.file}`)
})
