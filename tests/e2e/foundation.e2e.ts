import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/axe'
import { routeComponentChunk } from './support/manifest'
import { signInAsNewUser, tokenOf } from './support/session'
import { callApi } from './support/teamApi'

test('the login page renders its frame on the blank layout', async ({ page }) => {
  await page.goto('/login')
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('Sign in to your Switchboard team.')
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
  await expectNoSeriousA11yViolations(page)
})

test('a deep link with a parameter opens its page in the default layout', async ({ page }) => {
  await signInAsNewUser(page, 'deep-link')
  const token = await tokenOf(page)
  const company = await callApi<{ id: string }>(page.request, token, 'POST', 'companies', {
    name: 'Deep Link Client',
    kind: 'client',
    currency: 'EUR',
  })
  const endpoint = await callApi<{ id: string }>(page.request, token, 'POST', 'hub/endpoints', {
    company_id: company.id,
    name: 'Deep link SMPP',
    protocol: 'smpp',
    system_id: 'deeplink',
    password: 's3cret',
  })
  await page.goto(`/hub/endpoints/${endpoint.id}/static-client-prices`)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Static client prices · Deep link SMPP' }),
  ).toBeVisible()
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(breadcrumb.getByRole('link', { name: 'Hub' })).toHaveAttribute('href', '/hub')
  await expect(breadcrumb.getByRole('link', { name: 'Endpoints' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Hub pages' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Campaigns' })
    .click()
  await expect(page).toHaveURL(/\/campaigns$/)
  await expect(page.getByRole('heading', { level: 1, name: 'SMS campaigns' })).toBeVisible()
})

test('below the lg breakpoint the sidebar becomes a menu', async ({ page }) => {
  await page.setViewportSize({ width: 700, height: 900 })
  await signInAsNewUser(page, 'narrow')
  await page.goto('/campaigns/reports')
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  await page.getByRole('button', { name: 'Menu', exact: true }).click()
  const drawer = page.getByRole('dialog', { name: 'Navigation' })
  await drawer.getByRole('link', { name: 'Audience' }).click()
  await expect(drawer).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible()
})

test('an unknown path shows the 404 page with the path', async ({ page }) => {
  await signInAsNewUser(page, 'lost')
  await page.goto('/no/such/place')
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
  await expect(page.getByText('Page not found: /no/such/place')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('link', { name: 'Go to the dashboard' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
})

test('a parameter that fails validation shows the 404 page', async ({ page }) => {
  await signInAsNewUser(page, 'bad-param')
  await page.goto('/campaigns/%3Cscript%3E')
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
})

test('a chunk that fails twice reloads once, then shows the error page', async ({ page }) => {
  await signInAsNewUser(page, 'chunk')
  const chunk = routeComponentChunk('src/views/routes/_default/_verified/hub/index.tsx')
  let blocked = 0
  await page.route(`**${chunk}`, (route) => {
    blocked += 1
    return route.abort('connectionfailed')
  })
  let documentLoads = 0
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documentLoads += 1
  })

  await page.goto('/hub')
  await expect(page.getByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeVisible()
  await expect(page.getByText('Part of Switchboard could not be loaded')).toBeVisible()
  expect(documentLoads).toBe(2)
  expect(blocked).toBeGreaterThanOrEqual(2)

  await page.unroute(`**${chunk}`)
  await page.getByRole('button', { name: 'Reload the page' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Hub overview' })).toBeVisible()
})

test('the theme follows the OS until switched, and the choice survives a reload', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/login')
  const html = page.locator('html')
  await expect(html).toHaveAttribute('data-color-scheme', 'dark')
  await page.emulateMedia({ colorScheme: 'light' })
  await expect(html).toHaveAttribute('data-color-scheme', 'light')

  // /login is prerendered: its buttons answer once the app has hydrated the page, which unlocks
  // the fields.
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeEditable()
  await page.getByRole('button', { name: 'Appearance' }).click()
  const dialog = page.getByRole('dialog', { name: 'Appearance' })
  await dialog.getByText('Dark', { exact: true }).click()
  await dialog.getByText('Sky', { exact: true }).click()
  await expect(dialog.getByRole('radio', { name: 'Dark' })).toBeChecked()
  await expect(html).toHaveAttribute('data-color-scheme', 'dark')
  await expect(html).toHaveAttribute('data-theme-primary', 'sky')
  await expectNoSeriousA11yViolations(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Appearance' })).toBeFocused()

  await page.reload()
  await expect(html).toHaveAttribute('data-color-scheme', 'dark')
  await expect(html).toHaveAttribute('data-theme-primary', 'sky')
  await expectNoSeriousA11yViolations(page)
})
