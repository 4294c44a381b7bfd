import { defaultResourceRules } from '../../contract/permissions'
import type { TeamRole } from '../../contract/team'
import type { SessionSnapshot } from './session.machine'

// Not re-exported from index.ts: the session is in the entry chunk, the permission table
// belongs to the screens that offer writes.

/** The caller's role in the current team; null without a user or a team. */
export const selectTeamRole = (snapshot: SessionSnapshot): TeamRole | null =>
  snapshot.context.user?.current_team?.role ?? null

/**
 * Whether that role may create, change and delete the team's resources: the resource engine's
 * default rules, which the server enforces.
 */
export function selectCanWrite(snapshot: SessionSnapshot): boolean {
  const role = selectTeamRole(snapshot)
  return role !== null && defaultResourceRules.create.includes(role)
}
