import { hubEndpointWriters } from '../../../contract/hub-endpoint'
import { selectTeamRole } from '../../../machines/session/permissionSelectors'
import { useSessionSelector } from '../../session/useSession'

/** Whether the caller's role sets endpoints and prices up and sends notices (owners, admins). */
export function useCanManageEndpoints(): { canWrite: boolean; role: string } {
  const role = useSessionSelector(selectTeamRole)
  return {
    canWrite: role !== null && (hubEndpointWriters as readonly string[]).includes(role),
    role: role ?? 'none',
  }
}
