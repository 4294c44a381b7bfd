import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/axe'
import { newAccount, signUp } from './support/session'
import { signInAsStaff } from './support/staffSession'

/**
 * Issue 14, item 1: a new account is verified on the product's own machine. With no SMTP server
 * the verify page says where the mail waits; staff (the demo owner on a seeded install; here
 * the STAFF_EMAILS account of the run) read it in /management/mailbox and follow its link.
 */

test('a new account is verified through the local mailbox staff read', async ({
  page,
  browser,
}) => {
  test.slow()
  const newcomer = newAccount('newcomer')
  await signUp(page, newcomer)
  await expect(page.getByText('The mail stays on this server')).toBeVisible()
  await expect(page.getByText(/can open it at \/management\/mailbox\./)).toBeVisible()

  const verifiedButton = page.getByRole('button', { name: 'I have verified my address' })
  await verifiedButton.click()
  const notYet = page.getByRole('alert').filter({ hasText: 'Not verified yet' })
  await expect(notYet).toContainText('send a new link')
  await expect(page.getByRole('button', { name: 'Send a new link' })).toBeVisible()
  await expect(page).toHaveURL(/\/verify-email$/)
  await expectNoSeriousA11yViolations(page)

  const staffContext = await browser.newContext()
  const staff = await staffContext.newPage()
  await signInAsStaff(staff)
  await staff.goto('/management/mailbox')
  await expect(staff.getByRole('heading', { name: 'Kept mail' })).toBeVisible()
  await staff
    .getByRole('row')
    .filter({ hasText: newcomer.email })
    .getByRole('link', { name: 'Verify your email address' })
    .click()
  const subject = staff.getByRole('heading', { name: 'Verify your email address', level: 2 })
  await expect(subject).toBeFocused()
  await expect(staff.getByRole('article')).toContainText(newcomer.email)
  await expectNoSeriousA11yViolations(staff)

  const opened = staffContext.waitForEvent('page')
  await staff
    .getByRole('article')
    .getByRole('link', { name: /\/verify-email\// })
    .click()
  await (await opened).waitForLoadState()
  await staffContext.close()

  await verifiedButton.click()
  await expect(page).toHaveURL(/\/onboarding\/profile$/)

  // The mailbox is staff's alone: anyone else is told there is no such page.
  await page.goto('/management/mailbox')
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
})
