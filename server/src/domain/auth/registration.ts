import { eq } from 'drizzle-orm'
import type { RegisterRequest } from '../../../../src/contract/auth'
import { isUniqueViolation } from '../../db/errors'
import { users } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { ValidationError } from '../../http/errors'
import { hashPassword } from '../security/passwords'
import { createPersonalTeam } from '../teams/personal-team'
import { sendVerificationMail } from './email-verification'

const emailTaken = () => ValidationError.field('email', 'The email has already been taken.')

/** Creates the user with their personal team (as its owner) and mails the verification link. */
export async function registerUser(deps: AppDeps, input: RegisterRequest): Promise<string> {
  const [existing] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, input.email))
  if (existing) throw emailTaken()
  const passwordHash = await hashPassword(input.password, deps.passwordCost)
  let userId: string
  try {
    userId = await deps.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          name: input.name,
          email: input.email,
          passwordHash,
          isStaff: deps.config.staffEmails.includes(input.email),
        })
        .returning({ id: users.id })
      if (!user) throw new Error('The user was not stored')
      await createPersonalTeam(tx, { id: user.id, name: input.name })
      return user.id
    })
  } catch (error) {
    // Two registrations with one address at once: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken()
    throw error
  }
  await sendVerificationMail(deps, { id: userId, name: input.name, email: input.email })
  return userId
}
