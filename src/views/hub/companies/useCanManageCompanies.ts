import { companyWriters } from '../../../contract/company'
import { selectTeamRole } from '../../../machines/session/permissionSelectors'
import { useSessionSelector } from '../../session/useSession'

/** Whether the caller's role sets companies up and moves their money (owners and admins). */
export function useCanManageCompanies(): { canWrite: boolean; role: string } {
  const role = useSessionSelector(selectTeamRole)
  return {
    canWrite: role !== null && (companyWriters as readonly string[]).includes(role),
    role: role ?? 'none',
  }
}
