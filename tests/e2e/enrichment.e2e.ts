import { expect, type Page, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/axe'
import { sidewaysOverflow } from './support/layout'
import { newAccount, registerAccount, signIn } from './support/session'

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name })

test('enrichment: a pasted list is counted, confirmed with its cost, looked up to the end and its answers listed, at 390 px, axe clean', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const account = newAccount('enrichment')
  await registerAccount(request, account, { verified: true })
  await signIn(page, account)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/sms/routing/routes/mnp')
  await expect(heading(page, 'MNP lookups')).toBeVisible()
  await expect(page.getByText('No lookups have been run yet.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page
    .getByRole('textbox', { name: /^Numbers/ })
    .fill('+447106100001\n+447106100002, +447106100002\nnot a number')
  await page.getByRole('button', { name: 'Count', exact: true }).click()
  const count = page.getByRole('region', { name: 'Before starting' })
  await expect(count).toContainText('To look up')
  await expect(count.getByRole('definition').nth(0)).toHaveText('2')
  await expect(count.getByRole('definition').nth(1)).toHaveText('1')
  await expect(count.getByRole('definition').nth(3)).toHaveText('2')
  await expect(count.getByRole('definition').nth(4)).toHaveText('€0.008')

  await page.getByRole('button', { name: 'Start lookup' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Start the lookup?' })
  await expect(dialog).toContainText('2 numbers will be looked up, for at most €0.008.')
  await dialog.getByRole('button', { name: 'Start', exact: true }).click()
  await expect(page.getByText('The lookup has started.')).toBeVisible()

  const runs = page.getByRole('region', { name: 'Lookup runs', exact: true })
  await expect(runs.getByText('Done')).toBeVisible({ timeout: 30_000 })
  await expect(runs.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100')
  await expect(runs).toContainText('2 looked up')
  const answers = page.getByRole('region', { name: 'Cached answers', exact: true })
  await expect(answers.getByRole('row', { name: /\+447106100001/ })).toBeVisible()
  await expect(answers.getByRole('row', { name: /\+447106100002/ })).toContainText('Fresh')
  await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0)
  await expectNoSeriousA11yViolations(page)

  await page.goto('/sms/routing/routes/hlr')
  await expect(heading(page, 'HLR log')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Lookup log', exact: true })).toContainText(
    '+447106100001',
  )
  await expect(page.getByText('Ported share by serving network')).toBeVisible()
  await page.getByRole('button', { name: /Status/ }).click()
  await page.getByRole('option', { name: 'Failed' }).click()
  await expect(page).toHaveURL(/status=failed/)
  await expect(page.getByText('No lookup matches.')).toBeVisible()
  await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0)
  await expectNoSeriousA11yViolations(page)
})
