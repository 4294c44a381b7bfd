import type { TeamAccess } from '../domain/teams/access'
import type { Account } from '../domain/users/account'

/** What the auth middleware puts on the context: the account and the session it signed in with. */
export interface AuthState extends Account {
  sessionId: string
}

export interface AppEnv {
  /** `access` is set by requireTeamAccess (team calls, which API tokens may make too). */
  Variables: { auth: AuthState; access: TeamAccess }
}
