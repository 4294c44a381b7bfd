import { eq } from 'drizzle-orm'
import type { AppLocale } from '../../../../src/contract/constants'
import type { UpdateUserRequest } from '../../../../src/contract/user'
import { users } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { sendVerificationMail } from '../auth/email-verification'
import { recipientLocale } from '../auth/mails'
import { notifyPasswordChanged } from '../notifications/account-events'
import { hashPassword } from '../security/passwords'
import type { UserRow } from './account'
import { checkEmailChange, ensureCurrentPassword, mailEmailChanging } from './change-email'

/**
 * PUT user. Preferences are merged into the stored ones. A new password needs the current one,
 * and so does a new address, which waits as pending (the old one still signs in and is told)
 * until the link mailed to the new one is followed. Sending the current address again drops a
 * pending change.
 */
export async function updateUser(
  deps: AppDeps,
  user: UserRow,
  input: UpdateUserRequest,
  locale: AppLocale,
): Promise<void> {
  const changes: Partial<typeof users.$inferInsert> = {}
  if (input.name !== undefined) changes.name = input.name
  // Merged: a screen that saves the locale leaves the theme chosen elsewhere as it was.
  if (input.preferences !== undefined)
    changes.preferences = { ...user.preferences, ...input.preferences }
  const newEmail = input.email !== undefined && input.email !== user.email ? input.email : null
  if (newEmail)
    changes.pendingEmail = await checkEmailChange(deps, user, newEmail, input.current_password)
  else if (input.email !== undefined && user.pendingEmail) changes.pendingEmail = null
  if (input.password !== undefined) {
    await ensureCurrentPassword(user, input.current_password ?? '')
    changes.passwordHash = await hashPassword(input.password, deps.passwordCost)
  }
  if (Object.keys(changes).length === 0) return
  await deps.db.update(users).set(changes).where(eq(users.id, user.id))
  if (changes.passwordHash) await notifyPasswordChanged(deps, user.id, 'changed')
  if (newEmail) {
    const name = changes.name ?? user.name
    // A language chosen in the same call is already the user's.
    const mailLocale = recipientLocale(
      { preferences: changes.preferences ?? user.preferences },
      locale,
    )
    await sendVerificationMail(deps, { id: user.id, name, email: newEmail }, mailLocale)
    await mailEmailChanging(deps, { name, email: user.email }, newEmail, mailLocale)
  }
}
