import { type APIRequestContext, expect, type Page } from '@playwright/test'

/**
 * Accounts and mail for the end-to-end tests, against the real server started by the
 * Playwright config (TEST_HOOKS=1 gives the mailbox and refresh counter of
 * server/src/http/test-hooks.ts).
 */

export const apiBase = '/api/proxy/api/v1'
export const password = 'correct horse battery staple'

export interface Account {
  name: string
  email: string
  password: string
}

let sequence = 0

/** An address no other test (or earlier run of this one) has used. */
export function uniqueEmail(label: string): string {
  sequence += 1
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}${sequence}`
  return `${label}-${stamp}@example.test`
}

export function newAccount(label = 'person'): Account {
  return { name: `Test ${label}`, email: uniqueEmail(label), password }
}

interface Mail {
  to: string
  subject: string
  text: string
}

/** The newest mail to `to` whose subject contains `subject`, waiting for it to arrive. */
export async function readMail(request: APIRequestContext, to: string, subject: string) {
  let found: Mail | undefined
  await expect(async () => {
    const response = await request.get(`/api/testing/mailbox?filter[to]=${encodeURIComponent(to)}`)
    expect(response.ok()).toBe(true)
    const { data } = (await response.json()) as { data: Mail[] }
    found = data.find((mail) => mail.subject.includes(subject))
    expect(found, `a mail "${subject}" to ${to}`).toBeDefined()
  }).toPass({ timeout: 10_000 })
  return found as Mail
}

/** The link a mail's text ends a line with (`Verify email address: https://…`). */
export function linkIn(mail: Mail): string {
  const match = /https?:\/\/\S+/.exec(mail.text)
  if (!match) throw new Error(`No link in the mail "${mail.subject}"`)
  return match[0]
}

/** Registers through the API; `verified` also follows the mailed link. Answers the tokens. */
export async function registerAccount(
  request: APIRequestContext,
  account: Account,
  options: { verified?: boolean } = {},
) {
  const response = await request.post(`${apiBase}/register`, {
    data: { ...account, password_confirmation: account.password },
  })
  expect(response.status(), await response.text()).toBe(201)
  const session = (await response.json()) as { access_token: string; user: { id: string } }
  if (options.verified) {
    const link = linkIn(await readMail(request, account.email, 'Verify your email'))
    const verified = await request.get(link, { headers: { Accept: 'application/json' } })
    expect(verified.ok()).toBe(true)
  }
  return session
}

/** Signs in through the sign-in page, as a person would, and waits to leave it. */
export async function signIn(page: Page, account: Pick<Account, 'email' | 'password'>) {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/login')) await page.goto('/login')
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).not.toHaveURL(/\/login/)
}

/** Signs up through the sign-up page, as a person would, and waits for the address to move on. */
export async function signUp(page: Page, account: Account) {
  await submitSignUp(page, account)
  await expect(page).toHaveURL(/\/verify-email$/)
}

/** Fills the sign-up form with `account` and sends it. */
export async function submitSignUp(page: Page, account: Account) {
  await page.goto('/signup')
  await page.getByRole('textbox', { name: 'Your name' }).fill(account.name)
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByLabel('Confirm password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Create account' }).click()
}

/** A new verified account, signed in on this page: for tests of signed-in screens. */
export async function signInAsNewUser(page: Page, label = 'user'): Promise<Account> {
  const account = newAccount(label)
  await registerAccount(page.request, account, { verified: true })
  await signIn(page, account)
  return account
}

/** How many token refreshes the server has answered for this address's sessions. */
export async function refreshCount(request: APIRequestContext, email: string): Promise<number> {
  const response = await request.get(`/api/testing/refreshes?email=${encodeURIComponent(email)}`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { refreshes: number }).refreshes
}

/** The access token the signed-in page keeps, for calls to the API as that user. */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('switchboard.token'))
  expect(token).toBeTruthy()
  return token as string
}
