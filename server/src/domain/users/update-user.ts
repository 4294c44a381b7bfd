import { and, eq, ne } from 'drizzle-orm'
import type { UpdateUserRequest } from '../../../../src/contract/user'
import { isUniqueViolation } from '../../db/errors'
import { users } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { ValidationError } from '../../http/errors'
import { sendVerificationMail } from '../auth/email-verification'
import { notifyPasswordChanged } from '../notifications/account-events'
import { hashPassword, verifyPassword } from '../security/passwords'
import type { UserRow } from './account'

const emailTaken = () => ValidationError.field('email', 'The email has already been taken.')

/**
 * PUT user. Preferences are merged into the stored ones. A new password needs the current one; a new address is unverified until its link,
 * mailed here, is followed.
 */
export async function updateUser(
  deps: AppDeps,
  user: UserRow,
  input: UpdateUserRequest,
): Promise<void> {
  const changes: Partial<typeof users.$inferInsert> = {}
  if (input.name !== undefined) changes.name = input.name
  // Merged: a screen that saves the locale leaves the theme chosen elsewhere as it was.
  if (input.preferences !== undefined)
    changes.preferences = { ...user.preferences, ...input.preferences }
  const newEmail = input.email !== undefined && input.email !== user.email ? input.email : null
  if (newEmail) {
    const [other] = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, newEmail), ne(users.id, user.id)))
    if (other) throw emailTaken()
    changes.email = newEmail
    changes.emailVerifiedAt = null
  }
  if (input.password !== undefined) {
    const current = input.current_password ?? ''
    const matches = user.passwordHash ? await verifyPassword(current, user.passwordHash) : false
    if (!matches) throw ValidationError.field('current_password', 'The password is incorrect.')
    changes.passwordHash = await hashPassword(input.password, deps.passwordCost)
  }
  if (Object.keys(changes).length === 0) return
  try {
    await deps.db.update(users).set(changes).where(eq(users.id, user.id))
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken()
    throw error
  }
  if (changes.passwordHash) await notifyPasswordChanged(deps, user.id, 'changed')
  if (newEmail)
    await sendVerificationMail(deps, {
      id: user.id,
      name: changes.name ?? user.name,
      email: newEmail,
    })
}
