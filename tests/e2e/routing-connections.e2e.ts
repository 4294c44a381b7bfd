import { expect, type Locator, type Page, test } from '@playwright/test'
import { smsRoutingPaths } from '../../src/contract/routes'
import { expectNoSeriousA11yViolations } from './support/axe'
import { sidewaysOverflow } from './support/layout'
import { newAccount, registerAccount, signIn, tokenOf } from './support/session'
import { callApi } from './support/teamApi'

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name })

/** Moves the focus with Tab alone until it reaches `target`. */
async function tabTo(page: Page, target: Locator) {
  for (let step = 0; step < 30; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) break
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

/** Tabs to a field and types `text` over what it holds. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field)
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type(text)
}

const password = 'e2e-s3cret'

test('vendor connections: listed live at 390 px, created by keyboard, edited, tested through the simulator and deleted, axe clean', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const account = newAccount('connections')
  await registerAccount(request, account, { verified: true })
  await signIn(page, account)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/sms/routing/routes/connections')
  await expect(heading(page, 'Vendor connections')).toBeVisible()
  const simulator = page.getByRole('row', { name: /Local simulator · Default/ })
  await expect(simulator).toContainText('Built in')
  await expect(simulator).toContainText('Bound')

  // As the demo's: a vendor nothing listens for. It appears, then goes down, with no reload.
  await callApi(page.request, await tokenOf(page), 'POST', smsRoutingPaths.smppConnections, {
    name: 'Northwind SMS (primary)',
    host: '127.0.0.1',
    port: 1,
    system_id: 'switchboard01',
    system_type: 'VMA',
    tps: 30,
  })
  const northwind = page.getByRole('row', { name: /Northwind SMS \(primary\)/ })
  await expect(northwind).toContainText('switchboard01@127.0.0.1:1')
  await expect(northwind).toContainText('Down', { timeout: 30_000 })
  await expect(northwind).toContainText(/ECONNREFUSED/)
  await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0)
  await expectNoSeriousA11yViolations(page)

  const create = page.getByRole('button', { name: 'New connection' })
  await tabTo(page, create)
  await page.keyboard.press('Enter')
  const form = page.getByRole('dialog', { name: 'New connection' })
  await expect(form).toBeVisible()
  await typeInto(page, form.getByRole('textbox', { name: /^Name/ }), 'Contoso E2E')
  await typeInto(page, form.getByRole('textbox', { name: /^Host/ }), '127.0.0.1')
  await typeInto(page, form.getByRole('textbox', { name: /^Port/ }), '1')
  await typeInto(page, form.getByRole('textbox', { name: /^System id/ }), 'contoso01')
  const secret = form.getByLabel(/^Password/)
  await typeInto(page, secret, password)
  await expect(secret).toHaveAttribute('type', 'password')
  await typeInto(page, form.getByRole('textbox', { name: /^Messages per second/ }), '12')
  await tabTo(page, form.getByRole('button', { name: 'Create connection' }))
  await expectNoSeriousA11yViolations(page)
  await page.keyboard.press('Enter')
  await expect(page.getByText('Contoso E2E was created.')).toBeVisible()
  const contoso = page.getByRole('row', { name: /Contoso E2E/ })
  await expect(contoso).toContainText('contoso01@127.0.0.1:1')
  await expect(contoso).toContainText('12 per second')
  await expect(contoso).toContainText('Down', { timeout: 30_000 })
  await expect(page.getByText(password)).toHaveCount(0)

  await contoso.getByRole('button', { name: 'Edit Contoso E2E' }).click()
  const editing = page.getByRole('dialog', { name: 'Edit Contoso E2E' })
  await expect(editing.getByText('Leave empty to keep the password set now.')).toBeVisible()
  await expect(editing.getByLabel(/^Password/)).toHaveValue('')
  await editing.getByRole('textbox', { name: /^Messages per second/ }).fill('20')
  await editing.getByRole('button', { name: 'On Connection' }).click()
  await page.getByRole('option', { name: 'Switched off' }).click()
  await editing.getByRole('button', { name: 'Save connection' }).click()
  await expect(page.getByText('Contoso E2E was saved.')).toBeVisible()
  await expect(contoso).toContainText('20 per second')
  await expect(contoso).toContainText('Switched off', { timeout: 30_000 })

  await simulator.getByRole('button', { name: 'Send test through Local simulator' }).click()
  const testing = page.getByRole('dialog', { name: 'Send a test message through Local simulator' })
  await testing.getByRole('textbox', { name: /^Recipient/ }).fill('+447700900123')
  await testing.getByRole('textbox', { name: /^Sender/ }).fill('Acme')
  await testing.getByRole('button', { name: 'Send test' }).click()
  await expect(testing.getByText(/^Submitted: message id \S+/)).toBeVisible()
  await expect(testing.getByText(/^Receipt: (delivered|failed)/)).toBeVisible({ timeout: 30_000 })
  await expectNoSeriousA11yViolations(page)
  await page.keyboard.press('Escape')
  await expect(testing).toBeHidden()

  await contoso.getByRole('button', { name: 'Delete Contoso E2E' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete Contoso E2E?' })
  await expect(confirm).toBeVisible()
  await confirm.getByRole('button', { name: 'Delete connection' }).click()
  await expect(page.getByText('Contoso E2E was deleted.')).toBeVisible()
  await expect(contoso).toHaveCount(0)
  await expect(northwind).toBeVisible()
})
