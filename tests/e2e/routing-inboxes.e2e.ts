import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/axe'
import { sidewaysOverflow } from './support/layout'
import { apiBase, newAccount, registerAccount, signIn, tokenOf } from './support/session'

test('rate inbox: a vendor sheet is uploaded, its columns mapped, its change set reviewed and applied at 390 px, axe clean', async ({
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

  // The team's route and networks come first, through the API.
  const route = await api('sms/routing/routes', { name: 'Vendor E2E', vendor_name: 'Vendor E2E' })
  expect(route.status()).toBe(201)
  for (const network of [
    { mcc: '310', mnc: '010', country: 'US', name: 'US Test' },
    { mcc: '234', mnc: '15', country: 'GB', name: 'GB Test' },
  ])
    expect((await api('sms/routing/networks', network)).status()).toBe(201)

  // The sheet is uploaded, mapped and applied through the screen, by keyboard where it can be.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/sms/routing/rates/Inboxes')
  await expect(page.getByRole('heading', { name: 'Upload a rate sheet' })).toBeVisible()
  await expect(page.getByText('No rate sheet has been received yet.')).toBeVisible()
  const choose = page.getByRole('button', { name: 'Choose a CSV or XLSX file' })
  await choose.focus()
  const chooser = page.waitForEvent('filechooser')
  await page.keyboard.press('Enter')
  await (await chooser).setFiles({
    name: 'vendor-e2e.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Country,MCCMNC,Price\nUS,310010,0.0125\nGB,23415,0.03\n'),
  })
  await expect(page.getByRole('heading', { name: /Sheet .*vendor-e2e\.csv/ })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Column mapping for Vendor E2E' })).toBeVisible()
  const preview = page.getByRole('table', { name: 'First rows of the file' })
  await expect(preview.getByRole('row', { name: /^1/ })).toContainText('MCCMNC')
  await expectNoSeriousA11yViolations(page)

  // A header the sheet does not have is refused at its field; what was typed stays.
  const rate = page.getByRole('textbox', { name: /^Rate/ })
  await page.getByRole('textbox', { name: /^MCCMNC/ }).fill('MCCMNC')
  await rate.fill('Cost')
  await page.getByRole('textbox', { name: /^Default currency/ }).fill('EUR')
  await rate.press('Enter')
  await expect(page.getByText('No header of the header row reads “Cost”')).toBeVisible()
  await expect(rate).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('textbox', { name: /^MCCMNC/ })).toHaveValue('MCCMNC')
  await rate.fill('C')
  await rate.press('Enter')

  await expect(page.getByText('Parsed: review the change set')).toHaveCount(2, { timeout: 30_000 })
  const row = page.getByRole('row', { name: /^Row 2 .*310010/ })
  await expect(row).toContainText('New')
  await expect(row).toContainText('0.012500')
  await expect(page.getByRole('list', { name: 'Rows per change' })).toContainText('2 new')
  await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0)
  await expectNoSeriousA11yViolations(page)

  const apply = page.getByRole('button', { name: 'Apply', exact: true })
  await apply.focus()
  await page.keyboard.press('Enter')
  await page.getByRole('button', { name: 'Apply the change set' }).press('Enter')
  await expect(page.getByText('vendor-e2e.csv is applied.')).toBeVisible()
  await expect(page.getByRole('row', { name: /vendor-e2e\.csv/ })).toContainText('Applied')
  await expect(page.getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0)
})
