import type { SessionResponse } from '../../../../src/contract/auth'
import type { AppDeps } from '../../deps'
import { loadAccount, presentAccount } from '../users/account'
import { startSession } from './sessions'

/** Starts a session for a user whose identity is established: tokens plus the user. */
export async function signIn(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: string,
): Promise<SessionResponse> {
  const tokens = await startSession(deps.db, userId, deps.clock())
  const account = await loadAccount(deps.db, userId)
  if (!account) throw new Error('A user signed in and vanished')
  return { ...tokens, user: presentAccount(account) }
}
