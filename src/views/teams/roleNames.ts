import type { InvitationStatus } from '../../contract/invitations'
import type { TeamRole } from '../../contract/team'
import messages from '../../messages/teams/catalogue'
import { useMessages } from '../../messages/useMessages'

/**
 * A role's and an invitation status's names as people read them ("Admin", "Pending"), in the
 * interface's language; the API's codes are for the code.
 */
export function useTeamNames() {
  const t = useMessages(messages)
  return {
    role: (role: TeamRole) => t(`role.${role}`),
    status: (status: InvitationStatus) => t(`status.${status}`),
  }
}
