import { defaultResourceRules } from '../../../contract/permissions'
import type { TeamRole } from '../../../contract/team'

/**
 * What the feed screens offer a role: the server's rules for resources (writers create, edit,
 * delete, and see and rotate keys; everyone reads).
 */
export function feedOffers(role: TeamRole | undefined) {
  const writes = role !== undefined && defaultResourceRules.update.includes(role)
  return { write: writes }
}
