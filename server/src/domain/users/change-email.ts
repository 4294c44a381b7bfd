import { and, eq, ne } from 'drizzle-orm'
import { type AppLocale, serverRateLimits } from '../../../../src/contract/constants'
import { isUniqueViolation } from '../../db/errors'
import { users } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { ValidationError } from '../../http/errors'
import { emailChangingMail } from '../auth/mails'
import { verifyPassword } from '../security/passwords'
import type { UserRow } from './account'

export const emailTaken = () => ValidationError.field('email', 'auth.emailTaken')

/**
 * Verification mails to one account share one limit, whether asked for again or caused by new
 * addresses (POST email/verification-notification, PUT user {email}): either could otherwise
 * mail any address without end.
 */
export function limitVerificationMails(deps: Pick<AppDeps, 'limiter'>, userId: string): void {
  const key = `verification-notification:${userId}`
  deps.limiter.ensureAllowed(key, serverRateLimits.verificationNotification)
  deps.limiter.hit(key, serverRateLimits.verificationNotification)
}

/** 422 at `current_password` unless it is the user's password (never so without one). */
export async function ensureCurrentPassword(user: UserRow, given: string): Promise<void> {
  const matches = user.passwordHash ? await verifyPassword(given, user.passwordHash) : false
  if (!matches) throw ValidationError.field('current_password', 'auth.passwordIncorrect')
}

/**
 * Checks a new address asked for by PUT user: the current password is required (a stolen access
 * token alone must not move the account), the address must be nobody's, and verification mails
 * are rate-limited. Answers the pending address to store; the sign-in address stays until the
 * link mailed to the new one is followed.
 */
export async function checkEmailChange(
  deps: Pick<AppDeps, 'db' | 'limiter'>,
  user: UserRow,
  email: string,
  currentPassword: string | undefined,
): Promise<string> {
  if (currentPassword === undefined)
    throw ValidationError.field('current_password', 'auth.currentPasswordForEmail')
  await ensureCurrentPassword(user, currentPassword)
  const [other] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, user.id)))
  if (other) throw emailTaken()
  limitVerificationMails(deps, user.id)
  return email
}

/** Tells the address being replaced, so a change its owner did not make does not go unseen. */
export async function mailEmailChanging(
  deps: Pick<AppDeps, 'config' | 'mailer'>,
  user: { name: string; email: string },
  newEmail: string,
  locale: AppLocale,
): Promise<void> {
  await deps.mailer.send(
    emailChangingMail(user, newEmail, `${deps.config.appUrl}/forget-password`, locale),
  )
}

/**
 * Follows a verification link for a pending address: it becomes the sign-in address, verified.
 * False when the address was taken meanwhile, or is no longer the one pending.
 */
export async function confirmPendingEmail(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
  pendingEmail: string,
  now: Date,
): Promise<boolean> {
  const [taken] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, pendingEmail), ne(users.id, userId)))
  if (taken) return false
  try {
    const changed = await deps.db
      .update(users)
      .set({ email: pendingEmail, pendingEmail: null, emailVerifiedAt: now })
      .where(and(eq(users.id, userId), eq(users.pendingEmail, pendingEmail)))
      .returning({ id: users.id })
    return changed.length > 0
  } catch (error) {
    // Taken by a registration between the check and the update.
    if (isUniqueViolation(error)) return false
    throw error
  }
}
