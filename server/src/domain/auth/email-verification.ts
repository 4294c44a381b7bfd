import { and, eq, isNull } from 'drizzle-orm'
import type { VerifyEmailStatus } from '../../../../src/contract/auth'
import { type AppLocale, serverTokens } from '../../../../src/contract/constants'
import { id as idSchema } from '../../../../src/contract/fields'
import { users } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { notifyEmailVerified } from '../notifications/account-events'
import { hmac, secretsMatch } from '../security/secrets'
import { confirmPendingEmail } from '../users/change-email'
import { verificationMail } from './mails'

const apiBase = '/api/proxy/api/v1'

/** The link's hash binds the user, the address being verified and the expiry. */
function linkHash(appKey: string, userId: string, email: string, expires: number): string {
  return hmac(appKey, `verify-email:${userId}:${email}:${expires}`)
}

/** A signed link like Laravel's: GET verify-email/{id}/{hash}?expires={unix seconds}. */
export function verificationLink(
  deps: Pick<AppDeps, 'appKey' | 'config' | 'clock'>,
  user: { id: string; email: string },
): string {
  const expires = Math.floor((deps.clock().getTime() + serverTokens.verificationLinkTtlMs) / 1000)
  const hash = linkHash(deps.appKey, user.id, user.email, expires)
  return `${deps.config.appUrl}${apiBase}/verify-email/${user.id}/${hash}?expires=${expires}`
}

export async function sendVerificationMail(
  deps: Pick<AppDeps, 'appKey' | 'config' | 'clock' | 'mailer'>,
  user: { id: string; name: string; email: string },
  locale: AppLocale,
): Promise<void> {
  await deps.mailer.send(verificationMail(user, verificationLink(deps, user), locale))
}

/** Follows a verification link: marks the address verified when the link is genuine and fresh. */
export async function verifyEmail(
  deps: Pick<AppDeps, 'appKey' | 'db' | 'clock' | 'events'>,
  link: { id: string; hash: string; expires: number },
): Promise<VerifyEmailStatus> {
  // Not one of our ids: no link of ours names it, and the database need not be asked.
  if (!idSchema.safeParse(link.id).success) return 'invalid-link'
  const [user] = await deps.db.select().from(users).where(eq(users.id, link.id))
  if (!user) return 'invalid-link'
  const forAddress = (email: string | null) =>
    email !== null && secretsMatch(link.hash, linkHash(deps.appKey, user.id, email, link.expires))
  const forPending = forAddress(user.pendingEmail)
  if (!forPending && !forAddress(user.email)) return 'invalid-link'
  const now = deps.clock()
  if (link.expires * 1000 <= now.getTime()) return 'expired-link'
  if (forPending && user.pendingEmail) {
    const changed = await confirmPendingEmail(deps, user.id, user.pendingEmail, now)
    if (!changed) return 'invalid-link'
    await notifyEmailVerified(deps, { ...user, email: user.pendingEmail })
    return 'verified'
  }
  if (user.emailVerifiedAt) return 'already-verified'
  const verified = await deps.db
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id })
  // Two clicks at once: only the one that verified it says so.
  if (verified.length > 0) await notifyEmailVerified(deps, user)
  return 'verified'
}
