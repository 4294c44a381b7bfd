import { expect, type Page, test } from '@playwright/test'
import { newAccount, registerAccount } from './support/session'

/**
 * Issue 15 item 1: the signed-out pages written at build time (scripts/build/prerender.mjs) show
 * their real form before any script runs, are taken over by React where they stand, and announce
 * every script they need; the server sends them only to the visitors they are right for.
 */
test.use({ storageState: { cookies: [], origins: [] } })

/** The entry scripts: the app's, and the sign-in pages' own (src/signin.tsx). */
const entryScript = /\/assets\/(index|signin)-[^/]+\.js$/

/** Holds the entry script until `release`: what shows meanwhile is the HTML alone. */
async function holdScripts(page: Page) {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(entryScript, async (route) => {
    await held
    await route.continue()
  })
  return release
}

test('/login shows its form with scripts off, in the HTML the server sends', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/login')
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await context.close()
})

for (const path of ['/login', '/signup', '/forget-password'])
  test(`${path} is hydrated where it stands, fetching only the scripts it announces`, async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    const scripts = new Set<string>()
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname)
    })
    const release = await holdScripts(page)
    await page.goto(path, { waitUntil: 'commit' })
    const form = page.locator('#root form')
    await expect(form).toBeVisible()
    await form.evaluate((element) => {
      ;(window as { prerenderedForm?: Element }).prerenderedForm = element
    })
    release()
    // React's own properties on the very element the server sent: hydrated, not drawn again.
    await expect
      .poll(() =>
        form.evaluate(
          (element) =>
            element === (window as { prerenderedForm?: Element }).prerenderedForm &&
            Object.keys(element).some((key) => key.startsWith('__reactFiber')),
        ),
      )
      .toBe(true)
    const announced = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="modulepreload"], script[type="module"]')].map(
        (element) =>
          new URL(element.getAttribute('href') ?? element.getAttribute('src') ?? '', location.href)
            .pathname,
      ),
    )
    expect([...scripts].filter((script) => !announced.includes(script))).toEqual([])
    expect(errors).toEqual([])
  })

test('until the app has the page, its fields wait and a form sent goes nowhere', async ({
  page,
}) => {
  const account = newAccount('early')
  await registerAccount(page.request, account, { verified: true })
  const release = await holdScripts(page)
  await page.goto('/login', { waitUntil: 'commit' })
  const email = page.getByRole('textbox', { name: 'Email' })
  await expect(email).toBeVisible()
  await expect(email).not.toBeEditable()
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  // Not sent to the server as a query: the address stays as it was.
  await expect(page).toHaveURL(/\/login$/)
  release()
  await email.fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).not.toHaveURL(/\/login/)
  expect(page.url()).not.toContain('password')
})

test('a press made before the app has the page is made once it has it', async ({ page }) => {
  const release = await holdScripts(page)
  await page.goto('/login', { waitUntil: 'commit' })
  const show = page.getByRole('button', { name: 'Show password' })
  await show.click()
  await page.getByRole('button', { name: 'Appearance' }).click()
  await expect(show).toHaveAttribute('aria-pressed', 'false')
  release()
  await expect(page.getByRole('dialog', { name: 'Appearance' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(show).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text')
})

test('an Arabic interface never shows the English form: the page renders in Arabic', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('switchboard.locale', 'ar'))
  const release = await holdScripts(page)
  await page.goto('/login', { waitUntil: 'commit' })
  // Before any script of the app has run, the English form is gone already.
  await expect(page.locator('#root')).toBeEmpty()
  release()
  await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  // From then on the server knows the locale (its cookie) and sends the plain shell.
  const again = await page.request.get('/login')
  expect(await again.text()).not.toContain('<form')
})

test('a signed-in visitor and a query get the plain shell; both carry the page headers', async ({
  page,
}) => {
  const prerendered = await page.request.get('/login')
  expect(await prerendered.text()).toContain('<form')
  expect(prerendered.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-")
  expect(prerendered.headers().etag).toBeTruthy()
  expect(prerendered.headers()['cache-control']).toBe('private, no-cache')
  const withQuery = await page.request.get('/login?redirect=%2Fcampaigns')
  expect(await withQuery.text()).not.toContain('<form')
  const signedIn = await page.request.get('/login', {
    headers: { cookie: 'switchboard_user=%7B%7D' },
  })
  expect(await signedIn.text()).not.toContain('<form')
  expect(signedIn.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-")
})

/** The visitor pages the sign-in entry draws without being prerendered, and a heading of each. */
const otherSignInPages = [
  { path: '/google/auth', heading: 'Sign in with Google' },
  { path: '/google/callback?error=access_denied', heading: 'Signing in with Google' },
  { path: '/team-invitations/not-a-real-token', heading: 'Team invitation' },
]

for (const { path, heading } of otherSignInPages)
  test(`${path} is drawn by the sign-in entry for a visitor, by the app for someone signed in`, async ({
    page,
  }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (entryScript.test(new URL(request.url()).pathname)) scripts.push(request.url())
    })
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.getByRole('alert')).toBeVisible()
    expect(scripts).toEqual([expect.stringMatching(/\/assets\/signin-[^/]+\.js$/)])
    // Someone signed in (the user cookie) gets the app's shell at the same address.
    const signedIn = await page.request.get(path, {
      headers: { cookie: 'switchboard_user=%7B%7D' },
    })
    expect(await signedIn.text()).toMatch(/\/assets\/index-[^/"]+\.js/)
  })
