import { expect, type Page } from '@playwright/test'
import { apiBase, linkIn, newAccount, password, readMail, signIn } from './session'
import { staffEmail } from './staff'

/**
 * Signs the run's staff account in on this page, verified. Several tests of one run sign it in:
 * the first registration makes it, a later one is refused (422) and the account is reused; the
 * verification link works again either way.
 */
export async function signInAsStaff(page: Page) {
  const account = { ...newAccount('staff'), email: staffEmail, password }
  const registered = await page.request.post(`${apiBase}/register`, {
    data: { ...account, password_confirmation: password },
  })
  expect([201, 422]).toContain(registered.status())
  const link = linkIn(await readMail(page.request, staffEmail, 'Verify your email'))
  const verified = await page.request.get(link, { headers: { Accept: 'application/json' } })
  expect(verified.ok()).toBe(true)
  await signIn(page, account)
  return account
}
