import { desc, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { mailMessages } from '../../../server/src/db/schema'
import { apiBase, appUrl, type TestServer } from './test-server'

let sequence = 0

/** An address no other test of the run uses. */
export function uniqueEmail(label = 'user'): string {
  sequence += 1
  return `${label}-${Date.now().toString(36)}-${sequence}@example.test`
}

export const password = 'correct horse battery'

export interface Registered {
  id: string
  email: string
  accessToken: string
  refreshToken: string
}

export async function register(
  server: TestServer,
  overrides: { email?: string; name?: string } = {},
): Promise<Registered> {
  const email = overrides.email ?? uniqueEmail()
  const response = await server.request('POST', `${apiBase}/register`, {
    body: {
      name: overrides.name ?? 'Ada Lovelace',
      email,
      password,
      password_confirmation: password,
    },
  })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return {
    id: response.body.user.id,
    email,
    accessToken: response.body.access_token,
    refreshToken: response.body.refresh_token,
  }
}

/** The newest mail the local mailbox holds for `to`. */
export async function latestMail(server: TestServer, to: string) {
  const [mail] = await server.db
    .select()
    .from(mailMessages)
    .where(eq(mailMessages.to, to))
    .orderBy(desc(mailMessages.createdAt))
    .limit(1)
  if (!mail) throw new Error(`No mail for ${to}`)
  return mail
}

/** How many mails the local mailbox holds for `to`. */
export async function mailsTo(server: TestServer, to: string): Promise<number> {
  const mails = await server.db
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(eq(mailMessages.to, to))
  return mails.length
}

/** The first link of the app in a mail's text, as a path the test server can be called with. */
export function linkIn(text: string): string {
  const link = text.match(new RegExp(`${appUrl}(\\S+)`))?.[1]
  if (!link) throw new Error(`No link in: ${text}`)
  return link
}

export async function verifyEmail(server: TestServer, email: string): Promise<void> {
  const mail = await latestMail(server, email)
  const response = await server.request('GET', linkIn(mail.text))
  expect(response.status, JSON.stringify(response.body)).toBe(200)
}

export async function registerVerified(
  server: TestServer,
  overrides: { email?: string; name?: string } = {},
): Promise<Registered> {
  const account = await register(server, overrides)
  await verifyEmail(server, account.email)
  return account
}
