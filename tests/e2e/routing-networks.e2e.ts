import { expect, type Page, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/axe'
import { sidewaysOverflow } from './support/layout'
import { newAccount, registerAccount, signIn } from './support/session'

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name })

test('networks: the reference list loads into an empty team, is searched by keyboard, edited and deleted at 390 px, axe clean', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const account = newAccount('networks')
  await registerAccount(request, account, { verified: true })
  await signIn(page, account)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/sms/routing/routes/networks')
  await expect(heading(page, 'Networks')).toBeVisible()
  await expect(page.getByText(/The team has no networks yet/)).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('button', { name: 'Load reference networks' }).click()
  await expect(page.getByText(/2,347 networks were added from mcc-mnc-list@1\.1\.11/)).toBeVisible({
    timeout: 60_000,
  })
  await expect(page.getByText('2,347 networks', { exact: true })).toBeVisible()

  const search = page.getByRole('searchbox', { name: 'Search operator or MCC' })
  await search.focus()
  await page.keyboard.type('Vectone')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/q=Vectone/)
  const row = page.getByRole('row', { name: /Vectone Mobile/ }).filter({ hasText: '447451' })
  await expect(row).toContainText('01')
  await expect(row).toContainText('United Kingdom')
  await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0)
  await expectNoSeriousA11yViolations(page)

  await row.getByRole('button', { name: 'Edit Vectone Mobile' }).click()
  await expect(page.getByRole('heading', { name: 'Edit Vectone Mobile' })).toBeVisible()
  const name = page.getByRole('textbox', { name: /^Operator name/ })
  await name.fill('Vectone UK')
  await page.getByRole('button', { name: 'Save network' }).click()
  await expect(page.getByText('Vectone UK was saved.')).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search operator or MCC' }).fill('Vectone UK')
  await page.keyboard.press('Enter')
  const edited = page.getByRole('row', { name: /Vectone UK/ })
  await expect(edited).toContainText('Edited')

  await edited.getByRole('button', { name: 'Delete Vectone UK' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Delete Vectone UK?' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Delete network' }).click()
  await expect(page.getByText('Vectone UK was deleted.')).toBeVisible()
  await expect(page.getByText('No network matches.')).toBeVisible()
})
