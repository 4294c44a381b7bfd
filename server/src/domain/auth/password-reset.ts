import { and, eq, gt, isNull } from 'drizzle-orm'
import type { ResetPasswordRequest } from '../../../../src/contract/auth'
import { type AppLocale, serverTokens } from '../../../../src/contract/constants'
import { passwordResetTokens, users } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { ValidationError } from '../../http/errors'
import { notifyPasswordChanged } from '../notifications/account-events'
import { hashPassword } from '../security/passwords'
import { randomToken, sha256 } from '../security/secrets'
import { passwordResetMail, recipientLocale } from './mails'
import { endAllSessions } from './sessions'

/**
 * Mails a single-use reset link when the address is registered (in the user's language, else the
 * request's); says nothing either way.
 */
export async function requestPasswordReset(
  deps: AppDeps,
  email: string,
  locale: AppLocale,
): Promise<void> {
  const [user] = await deps.db.select().from(users).where(eq(users.email, email))
  if (!user) return
  const token = randomToken()
  await deps.db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(deps.clock().getTime() + serverTokens.passwordResetTtlMs),
  })
  // The client's page /password-reset/{token} reads the token from the path.
  const url = `${deps.config.appUrl}/password-reset/${token}?email=${encodeURIComponent(email)}`
  await deps.mailer.send(passwordResetMail(user, url, recipientLocale(user, locale)))
}

const invalidToken = () => ValidationError.field('email', 'auth.resetTokenInvalid')

/**
 * Sets the new password when the token is genuine, unused, unexpired and the address's. The
 * token is spent by a statement that checks it again, so it works once even under concurrency;
 * every session of the user ends.
 */
export async function resetPassword(deps: AppDeps, input: ResetPasswordRequest): Promise<void> {
  const now = deps.clock()
  const usable = and(
    eq(passwordResetTokens.tokenHash, sha256(input.token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  )
  const [token] = await deps.db
    .select({ id: passwordResetTokens.id, userId: users.id })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(and(usable, eq(users.email, input.email)))
  if (!token) throw invalidToken()
  const passwordHash = await hashPassword(input.password, deps.passwordCost)
  const spent = await deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, token.id), usable))
      .returning({ id: passwordResetTokens.id })
    // A concurrent reset spent it between the check and here.
    if (!claimed) return false
    // Older links of the same user die with this one.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, token.userId), isNull(passwordResetTokens.usedAt)))
    await tx.update(users).set({ passwordHash }).where(eq(users.id, token.userId))
    await endAllSessions(tx, token.userId)
    return true
  })
  if (!spent) throw invalidToken()
  await notifyPasswordChanged(deps, token.userId, 'reset')
}
