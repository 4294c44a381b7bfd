import { expect, type Page, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/axe'
import { sidewaysOverflow } from './support/layout'
import { signInAsNewUser } from './support/session'
import { callApi } from './support/teamApi'

const tokenOf = async (page: Page) => {
  const token = await page.evaluate(() => localStorage.getItem('switchboard.token'))
  expect(token).toBeTruthy()
  return token as string
}

/**
 * Issue 18 item 3 in the browser: a client-rate rule made in its dialog prices a client in the
 * computed table (cost 0.02 + 25 % = 0.025, margin 0.005), at 390 px, axe clean. The network,
 * route, rate, plan and client are set up through the API on a new team of its own.
 */
test('a client-rate rule made in its dialog prices the client in the computed table', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await signInAsNewUser(page, 'client-rates')
  const token = await tokenOf(page)
  const call = <T>(path: string, data: unknown) =>
    callApi<T>(page.request, token, 'POST', path, data)
  const network = await call<{ id: string }>('sms/routing/networks', {
    mcc: '234',
    mnc: '30',
    country: 'GB',
    name: 'Rates EE',
    prefixes: ['447400'],
  })
  const route = await call<{ id: string }>('sms/routing/routes?scope=hub', {
    name: 'Direct',
    vendor_name: 'Direct vendor',
  })
  await call('sms/routing/rates?scope=hub', {
    route_id: route.id,
    network_id: network.id,
    price: '0.020000',
    currency: 'EUR',
    effective_from: new Date(Date.now() - 86_400_000).toISOString(),
  })
  const plan = await call<{ id: string }>('sms/routing/plans?scope=hub', {
    name: 'Main',
    is_default: true,
  })
  await call(`sms/routing/plans/${plan.id}/rules?scope=hub`, {
    countries: ['GB'],
    routes: [{ route_id: route.id, weight: 100, failover_position: 1 }],
  })
  await call('companies', { name: 'Globex Rates', kind: 'client', currency: 'EUR' })

  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/hub/routing/client/rates/rules')
  await expect(page.getByText(/No rules yet/)).toBeVisible()
  await page.getByRole('button', { name: 'New rule' }).click()
  const dialog = page.getByRole('dialog', { name: 'New rule' })
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('Globex +25 %')
  const client = dialog.getByRole('checkbox', { name: 'Globex Rates' })
  await client.focus()
  await page.keyboard.press('Space')
  await expect(client).toBeChecked()
  await dialog.getByRole('textbox', { name: /^Markup/ }).fill('25')
  await expectNoSeriousA11yViolations(page)
  await dialog.getByRole('button', { name: 'Create rule' }).click()
  await expect(page.getByText('The rule Globex +25 % was created.')).toBeVisible()
  await expect(page.getByRole('row', { name: /Globex \+25 %/ })).toContainText('1 client')

  await page
    .getByRole('navigation', { name: 'Client rates' })
    .getByRole('link', { name: 'Client rates' })
    .click()
  const row = page.getByRole('row', { name: /Globex Rates/ })
  await expect(row).toContainText('0.0200 EUR')
  await expect(row).toContainText('0.0250 EUR')
  await expect(row).toContainText('0.0050')
  await expect(row).toContainText('Globex +25 %')
  await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0)
  await expectNoSeriousA11yViolations(page)
})
