import { eq } from 'drizzle-orm'
import type { LoginRequest } from '../../../../src/contract/auth'
import { users } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { hashPassword, verifyPassword } from '../security/passwords'

let decoyHash: Promise<string> | undefined

/**
 * The user whose password matches, or null. An unknown address still costs one scrypt, so the
 * answer's timing does not tell which addresses are registered.
 */
export async function checkCredentials(
  deps: Pick<AppDeps, 'db' | 'passwordCost'>,
  credentials: LoginRequest,
): Promise<string | null> {
  const [user] = await deps.db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, credentials.email))
  if (!user?.passwordHash) {
    decoyHash ??= hashPassword('decoy password', deps.passwordCost)
    await verifyPassword(credentials.password, await decoyHash)
    return null
  }
  return (await verifyPassword(credentials.password, user.passwordHash)) ? user.id : null
}
