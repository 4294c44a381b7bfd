import { routingWriters } from '../../contract/sms-route'
import { selectTeamRole } from '../../machines/session/permissionSelectors'
import { useSessionSelector } from '../session/useSession'

/**
 * Whether the caller's role sets up routing (routes and rates: owners and admins, as the server
 * enforces); and the role, to say why not.
 */
export function useCanManageRouting(): { canWrite: boolean; role: string } {
  const role = useSessionSelector(selectTeamRole)
  return {
    canWrite: role !== null && (routingWriters as readonly string[]).includes(role),
    role: role ?? 'none',
  }
}
