import { expect, type Page, test } from '@playwright/test'
import type { LivePhoneToken, LiveTestList } from '../../src/contract/live-phone'
import { managementPaths, smsRoutingPaths } from '../../src/contract/routes'
import { expectNoSeriousA11yViolations } from './support/axe'
import { sidewaysOverflow } from './support/layout'
import { newAccount, registerAccount, signIn, tokenOf } from './support/session'
import { callApi } from './support/teamApi'

const managementBase = '/api/proxy/api/management'

async function management<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`${managementBase}/${path}`, {
    headers: { Authorization: `Bearer ${await tokenOf(page)}` },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as T
}

test('live phones: register a handset, send it a test, its app reports it, the verdict shows (390 px, axe clean)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const account = newAccount('live-phones')
  await registerAccount(request, account, { verified: true })
  await signIn(page, account)
  await callApi(page.request, await tokenOf(page), 'POST', smsRoutingPaths.routes, {
    name: 'UK grey',
    vendor_name: 'Shady Telecom',
  })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/hub/routing/vendor/live-phones')
  await expect(page.getByText(/No live phones yet/)).toBeVisible()

  await page.getByRole('button', { name: 'New live phone' }).click()
  const form = page.getByRole('dialog', { name: 'New live phone' })
  await form.getByRole('textbox', { name: /^Name/ }).fill('Pixel 8')
  await form.getByRole('textbox', { name: /^Phone number/ }).fill('+44 7400 123456')
  await form.getByRole('button', { name: 'Register phone' }).click()
  const row = page.getByRole('row', { name: /Pixel 8/ })
  await expect(row).toContainText('+447400123456')
  await expect(row).toContainText('Offline')

  await page.getByRole('button', { name: 'Send a test to Pixel 8' }).click()
  const testForm = page.getByRole('dialog', { name: 'Send a test to Pixel 8' })
  await testForm.getByRole('textbox', { name: /^Sender id/ }).fill('Acme')
  await testForm.getByRole('textbox', { name: /^Text/ }).fill('Hello from the e2e')
  await expectNoSeriousA11yViolations(page)
  await testForm.getByRole('button', { name: 'Send test' }).click()
  await expect(page.getByText(/The test to Pixel 8 was sent with the code/)).toBeVisible()

  // The handset's app: what it received, posted with the phone's token.
  const [sent] = (await management<LiveTestList>(page, managementPaths.liveTests)).data
  if (!sent) throw new Error('The test was not listed')
  const { token, webhook_path } = await management<LivePhoneToken>(
    page,
    managementPaths.livePhoneToken.replace(':id', sent.phone_id),
  )
  const reported = await request.post(webhook_path, {
    headers: { 'X-Phone-Token': token },
    data: { from: 'Acme', text: sent.text, received_at: new Date().toISOString() },
  })
  expect(reported.status(), await reported.text()).toBe(201)

  await page.getByRole('link', { name: 'Tests and verdicts' }).click()
  const testRow = page.getByRole('row', { name: /Pixel 8/ })
  await expect(testRow).toContainText('Delivered as reported')
  await expect(page.getByText(/UK grey \(Shady Telecom\): 1 test/)).toBeVisible()
  await testRow.getByRole('button', { name: `Status log of the test ${sent.code}` }).click()
  const log = page.getByRole('dialog', { name: `Status log of ${sent.code}` })
  await expect(log.getByRole('listitem').first()).toContainText('Queued')
  await expect(log).toContainText('Received on the handset')
  await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0)
  await expectNoSeriousA11yViolations(page)
})
