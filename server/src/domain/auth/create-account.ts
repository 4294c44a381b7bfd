import { eq } from 'drizzle-orm'
import type { Database } from '../../db/connect'
import { isUniqueViolation } from '../../db/errors'
import { users } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { hashPassword } from '../security/passwords'
import { createPersonalTeam } from '../teams/personal-team'

export interface NewAccount {
  name: string
  email: string
  password: string
  /** Null until the address is proven (sign-up); an invitation mailed to it proves it. */
  emailVerifiedAt: Date | null
}

export interface AccountCreation {
  /** The error for an address that already has an account (each way in words it in its own way). */
  taken: () => Error
  /** More work in the same transaction, once the user and their personal team exist. */
  alsoInTransaction?: (tx: Database, userId: string) => Promise<void>
}

/**
 * Creates a user with their personal team (as its owner): the one way in for sign-up and for
 * an invitation accepted by someone new. Staff are recognised by their address.
 */
export async function createAccount(
  deps: Pick<AppDeps, 'db' | 'config' | 'passwordCost'>,
  account: NewAccount,
  creation: AccountCreation,
): Promise<string> {
  const [existing] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, account.email))
  if (existing) throw creation.taken()
  const passwordHash = await hashPassword(account.password, deps.passwordCost)
  try {
    return await deps.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          name: account.name,
          email: account.email,
          emailVerifiedAt: account.emailVerifiedAt,
          passwordHash,
          isStaff: deps.config.staffEmails.includes(account.email),
        })
        .returning({ id: users.id })
      if (!user) throw new Error('The user was not stored')
      await createPersonalTeam(tx, { id: user.id, name: account.name })
      await creation.alsoInTransaction?.(tx, user.id)
      return user.id
    })
  } catch (error) {
    // Two accounts with one address at once: the unique index decides.
    if (isUniqueViolation(error)) throw creation.taken()
    throw error
  }
}
