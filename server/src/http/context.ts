import type { Account } from '../domain/users/account'

/** What the auth middleware puts on the context: the account and the session it signed in with. */
export interface AuthState extends Account {
  sessionId: string
}

export interface AppEnv {
  Variables: { auth: AuthState }
}
