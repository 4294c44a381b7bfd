import { eq } from 'drizzle-orm'
import { isUniqueViolation } from '../../db/errors'
import { users } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { createPersonalTeam } from '../teams/personal-team'
import type { GoogleIdentity } from './google'

async function findLinked(deps: Pick<AppDeps, 'db' | 'clock'>, identity: GoogleIdentity) {
  const [bySubject] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.googleSubject, identity.sub))
  if (bySubject) return bySubject.id
  // Google has verified the address, so the account holding it is this person's: link it.
  const [byEmail] = await deps.db.select().from(users).where(eq(users.email, identity.email))
  if (!byEmail) return null
  await deps.db
    .update(users)
    .set({ googleSubject: identity.sub, emailVerifiedAt: byEmail.emailVerifiedAt ?? deps.clock() })
    .where(eq(users.id, byEmail.id))
  return byEmail.id
}

/** The user signing in with Google: found by Google's id, then by address, or registered now. */
export async function accountForGoogle(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  identity: GoogleIdentity,
): Promise<string> {
  const linked = await findLinked(deps, identity)
  if (linked) return linked
  const name = identity.name?.trim() || identity.email.split('@')[0] || identity.email
  try {
    return await deps.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          name,
          email: identity.email,
          googleSubject: identity.sub,
          emailVerifiedAt: deps.clock(),
          isStaff: deps.config.staffEmails.includes(identity.email),
        })
        .returning({ id: users.id })
      if (!user) throw new Error('The user was not stored')
      await createPersonalTeam(tx, { id: user.id, name })
      return user.id
    })
  } catch (error) {
    // The same person finishing two sign-ins at once: the other one registered them.
    const winner = isUniqueViolation(error) ? await findLinked(deps, identity) : null
    if (winner) return winner
    throw error
  }
}
