import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/axe'
import { sidewaysOverflow } from './support/layout'
import { apiBase, newAccount, registerAccount, signIn, tokenOf } from './support/session'

test('rate inbox: a received sheet is parsed with its vendor profile, its change set reviewed and applied at 390 px, axe clean', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const account = newAccount('inboxes')
  await registerAccount(request, account, { verified: true })
  await signIn(page, account)
  const authorization = `Bearer ${await tokenOf(page)}`
  const api = (path: string, data: unknown) =>
    page.request.post(`${apiBase}/${path}`, { headers: { authorization }, data })

  // The team's route, networks and the vendor's profile come first, through the API.
  const route = await api('sms/routing/routes', { name: 'Vendor E2E', vendor_name: 'Vendor E2E' })
  expect(route.status()).toBe(201)
  const { id: routeId } = (await route.json()) as { id: string }
  for (const network of [
    { mcc: '310', mnc: '010', country: 'US', name: 'US Test' },
    { mcc: '234', mnc: '15', country: 'GB', name: 'GB Test' },
  ])
    expect((await api('sms/routing/networks', network)).status()).toBe(201)
  const profile = await api('sms/rate-parser/profiles', {
    vendor_name: 'Vendor E2E',
    columns: { mccmnc: 0, rate: 1 },
    default_currency: 'EUR',
  })
  expect(profile.status()).toBe(201)
  const uploaded = await page.request.post(`${apiBase}/sms/routing/rates/inboxes`, {
    headers: { authorization },
    multipart: {
      route_id: routeId,
      file: {
        name: 'vendor-e2e.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('MCCMNC,Rate\n310010,0.0125\n23415,0.03\n'),
      },
    },
  })
  expect(uploaded.status()).toBe(201)

  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/sms/routing/rates/Inboxes')
  await expect(page.getByRole('heading', { name: 'Received rate sheets' })).toBeVisible()
  await page.getByRole('button', { name: 'Review vendor-e2e.csv' }).click()
  await expect(page.getByRole('heading', { name: /Sheet .*vendor-e2e\.csv/ })).toBeVisible()
  await expect(page.getByText('Received, not parsed yet')).toHaveCount(2)
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('button', { name: 'Parse', exact: true }).click()
  await expect(page.getByText('Parsed: review the change set')).toHaveCount(2, { timeout: 30_000 })
  const row = page.getByRole('row', { name: /310010/ })
  await expect(row).toContainText('New')
  await expect(row).toContainText('0.012500')
  await expect(page.getByRole('list', { name: 'Rows per change' })).toContainText('2 new')
  await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0)
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('button', { name: 'Apply', exact: true }).click()
  await page.getByRole('button', { name: 'Apply the change set' }).click()
  await expect(page.getByText('vendor-e2e.csv is applied.')).toBeVisible()
  await expect(page.getByRole('row', { name: /vendor-e2e\.csv/ })).toContainText('Applied')
  await expect(page.getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0)
})
