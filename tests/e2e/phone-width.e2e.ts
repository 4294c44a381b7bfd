import type { Page as BrowserPage } from '@playwright/test'
import { type Page, pages } from '../../src/views/frame/pages'
import { demoOwner, expect, test } from './support/demo'
import { sidewaysOverflow } from './support/layout'
import { newAccount, registerAccount, signIn, tokenOf } from './support/session'
import { callApi } from './support/teamApi'

/**
 * Issue 14, item 8: at a phone's 390 px no screen of the page table scrolls sideways, and the
 * header keeps the bell and the account menu (with sign-out) on screen down to 320 px.
 */

const phone = { width: 390, height: 844 }
/** Every screen is checked, so one run names all that scroll, not only the first. */
const softly = expect.configure({ soft: true, timeout: 5_000 })

/**
 * A record the screens of an `$id` route open: the first row of its list in the demo team, or
 * one made for the test where the demo team has none.
 */
const listOf: Record<string, { list: string; newRow: { name: string; rules?: unknown } }> = {
  '/agents/agents/$id/settings': { list: 'voice/agents', newRow: { name: 'Front desk' } },
  '/agents/campaigns/$id': { list: 'voice/campaigns', newRow: { name: 'Renewal calls' } },
  '/audience/contacts/segments/$id': {
    list: 'segments',
    newRow: { name: 'Everyone', rules: { match: 'all', rules: [] } },
  },
  '/campaigns/$id': { list: 'sms/campaigns', newRow: { name: 'Autumn offers' } },
}
/** Screens that load nothing by their id (their frame only) take any well-formed one. */
const anyId = 'first'

async function firstIdOf(
  page: BrowserPage,
  token: string,
  { list, newRow }: (typeof listOf)[string],
): Promise<string> {
  type Row = { id: string }
  const { data } = await callApi<{ data: Row[] }>(page.request, token, 'GET', `${list}?per_page=1`)
  const [first] = data
  return (first ?? (await callApi<Row>(page.request, token, 'POST', list, newRow))).id
}

/** Every address a page of the table answers: its sub-pages' too. */
function addressesOf(path: string, page: Page, ids: Record<string, string>): string[] {
  const filled = path.replace('$id', ids[path] ?? anyId)
  if (!filled.endsWith('/$')) return [filled]
  const base = filled.slice(0, -2)
  const splats = page.subPages?.map((subPage) => subPage.path) ?? ['']
  return splats.map((splat) => (splat ? `${base}/${splat}` : base) || '/')
}

async function expectNoSidewaysScroll(page: BrowserPage, address: string) {
  await page.goto(address)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await expect(page.getByText('Loading…')).toHaveCount(0)
  await softly
    .poll(() => sidewaysOverflow(page), {
      message: `${address} scrolls sideways at ${phone.width} px`,
    })
    .toBeLessThanOrEqual(0)
}

const table = Object.entries(pages) as [string, Page][]
const signedInPages = table.filter(([, page]) => page.layout === 'default')
const guestPages = table.filter(([, page]) => page.guard === 'guest' || page.guard === 'public')

test.use({ viewport: phone })

/**
 * The signed-in screens in a few shares, each its own test, so the two workers split them: one
 * test walking every screen was the run's longest, and grows with every new screen.
 */
const shares = 3
for (let share = 0; share < shares; share += 1)
  test(`no screen of the signed-in app scrolls sideways at 390 px (share ${share + 1} of ${shares})`, async ({
    page,
  }) => {
    // A share of the page table's screens, one after another, on a busy machine.
    test.setTimeout(300_000)
    await signIn(page, demoOwner)
    const token = await tokenOf(page)
    const ids: Record<string, string> = {}
    for (const [path, rows] of Object.entries(listOf))
      ids[path] = await firstIdOf(page, token, rows)
    const addresses = signedInPages.flatMap(([path, entry]) => addressesOf(path, entry, ids))
    for (const [index, address] of addresses.entries())
      if (index % shares === share)
        await test.step(address, () => expectNoSidewaysScroll(page, address))
  })

test('no sign-in or set-up screen scrolls sideways at 390 px', async ({ page }) => {
  test.setTimeout(300_000)
  for (const [path, entry] of guestPages)
    for (const address of addressesOf(path, entry, {}))
      await test.step(address, () => expectNoSidewaysScroll(page, address))
  const account = newAccount('narrow')
  await registerAccount(page.request, account)
  await signIn(page, account)
  for (const address of ['/verify-email', '/onboarding/profile'])
    await test.step(address, () => expectNoSidewaysScroll(page, address))
})

test('at 320 px the header keeps the bell and the account menu on screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await signIn(page, demoOwner)
  await page.goto('/campaigns')
  const bell = page.getByRole('button', { name: /^Notifications/ })
  const account = page.getByRole('button', { name: 'Account menu' })
  for (const control of [bell, account]) {
    await expect(control).toBeInViewport({ ratio: 1 })
  }
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0)
  await account.click()
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeInViewport({ ratio: 1 })
  await page.keyboard.press('Escape')

  // The team switcher, secondary on a phone, waits in the navigation menu.
  await page.getByRole('button', { name: 'Menu', exact: true }).click()
  const drawer = page.getByRole('dialog', { name: 'Navigation' })
  await drawer.getByRole('button', { name: /^Team/ }).click()
  await expect(page.getByRole('menuitem', { name: 'Team settings' })).toBeVisible()
})
