import { randomUUID } from 'node:crypto'
import { expectNoSeriousA11yViolations } from './support/axe'
import { demoOwner, expect, test } from './support/demo'
import { signIn } from './support/session'

/**
 * Issue 18 item 4 as the demo owner sees it: the hub's routing plans are SMS routing's screen
 * over the hub's scope: the seeded hub plan, a plan made there and linked to its rules under
 * /hub, neither of them on /sms/routing/plans; the hub's vendor settings. Axe clean.
 */
test('hub routing: a plan made under /hub is the hub’s alone, its rules under /hub, axe clean', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const name = `Transit ${randomUUID().slice(0, 8)}`
  await signIn(page, demoOwner)
  await page.goto('/hub/routing/plans')
  await expect(page.getByRole('link', { name: 'Hub wholesale · Default' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('button', { name: 'New plan' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name)
  await dialog.getByRole('button', { name: 'Create plan' }).click()
  const made = page.getByRole('link', { name })
  await expect(made).toHaveAttribute('href', /^\/hub\/routing\/plans\/[^/]+\/rules$/)
  await made.click()
  await expect(page.getByRole('heading', { name: `Rules of ${name}` })).toBeVisible()
  await expect(page.getByRole('link', { name: 'All plans' })).toHaveAttribute(
    'href',
    '/hub/routing/plans',
  )

  await page.goto('/sms/routing/plans')
  await expect(page.getByRole('link', { name: 'Default · Default' })).toBeVisible()
  await expect(page.getByRole('link', { name })).toHaveCount(0)
  await expect(page.getByRole('link', { name: /Hub wholesale/ })).toHaveCount(0)

  await page.goto('/hub/routing/vendor/settings')
  await expect(page.getByRole('textbox', { name: 'Default rate currency' })).toHaveValue('EUR')
  await expectNoSeriousA11yViolations(page)
})
