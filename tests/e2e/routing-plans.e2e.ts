import { expectNoSeriousA11yViolations } from './support/axe'
import { demoOwner, expect, test } from './support/demo'
import { sidewaysOverflow } from './support/layout'
import { signIn } from './support/session'

/**
 * Issue 17 items 6 and 7 as the demo owner sees them at 390 px: the default plan's rules with
 * their split drawn as a bar of weights, a rule moved by keyboard (and flagged as shadowed
 * below the catch-all), a number simulated with its trace read step by step, and a plan made
 * and deleted after confirmation. Axe clean on both screens.
 *
 * A rule with two weighted routes and a failover built in the dialog, and a campaign sent on
 * its plan: routing-plan-campaign.e2e.ts.
 */
test('routing plans: rules with their weights, reorder by keyboard, simulate a number, axe clean at 390 px', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await signIn(page, demoOwner)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/sms/routing/plans')
  const plan = page.getByRole('link', { name: 'Default · Default' })
  await expect(plan).toBeVisible()
  await expect(page.getByRole('row', { name: /Default · Default/ })).toContainText('2 rules')
  await expectNoSeriousA11yViolations(page)

  await plan.click()
  await expect(page.getByRole('heading', { name: 'Rules of Default' })).toBeVisible()
  const uk = page.getByRole('listitem', { name: 'UK traffic' })
  await expect(uk.getByRole('img', { name: 'Split of UK traffic' })).toBeVisible()
  await expect(uk).toContainText('Simulator direct: 70 %, failover 1')
  await expect(uk).toContainText('Vendor A: 30 %, failover 2')

  // Below the catch-all, the UK rule can never match: flagged, then moved back by keyboard.
  await uk.getByRole('button', { name: 'Move down: UK traffic' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('listitem', { name: 'UK traffic' })).toContainText(
    'Never matches: rule 1 takes all of its messages first.',
  )
  await page.getByRole('button', { name: 'Move up: UK traffic' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('listitem', { name: 'UK traffic' })).not.toContainText(
    'Never matches',
  )

  await page.getByRole('textbox', { name: 'Number' }).fill('+44 7400 123456')
  await page.getByRole('textbox', { name: 'Sender' }).fill('ACME')
  await page.getByRole('button', { name: 'Simulate', exact: true }).click()
  const trace = page.getByRole('region', { name: 'Trace' })
  await expect(trace).toContainText('Number: +447400123456 (GB)')
  await expect(trace).toContainText('MNP: no cached answer')
  await expect(trace).toContainText('Rule 1: Matches.')
  await expect(trace).toContainText('Rule 2: Not tried: an earlier rule matched.')
  await expect(trace).toContainText(/chosen: (Simulator direct|Vendor A): weight/)
  await expect(trace).toContainText(/Total cost: 0\.0(315|289) EUR/)
  await expect(trace).toContainText('1 part (GSM-7)')
  await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0)
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('link', { name: 'All plans' }).click()
  await page.getByRole('button', { name: 'New plan' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Weekend')
  await dialog.getByRole('button', { name: 'Create plan' }).click()
  await expect(page.getByRole('link', { name: 'Weekend' })).toBeVisible()
  await page.getByRole('button', { name: 'Delete Weekend' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete plan' }).click()
  await expect(page.getByRole('link', { name: 'Weekend' })).toHaveCount(0)
})
