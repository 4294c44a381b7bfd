import { clientRateWriters } from '../../../contract/client-rate'
import { selectTeamRole } from '../../../machines/session/permissionSelectors'
import { useSessionSelector } from '../../session/useSession'

/** Whether the caller's role sets client rates (owners and admins), and the role to say why not. */
export function useCanSetClientRates(): { canWrite: boolean; role: string } {
  const role = useSessionSelector(selectTeamRole)
  return {
    canWrite: role !== null && (clientRateWriters as readonly string[]).includes(role),
    role: role ?? 'none',
  }
}
