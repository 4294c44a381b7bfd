import { selectCanWrite, selectTeamRole } from '../../machines/session/permissionSelectors'
import { useSessionSelector } from './useSession'

/**
 * Whether the caller's role in the current team may create, change and delete the team's
 * resources (the session's `selectCanWrite`); and the role, to say why not.
 */
export function useCanWrite(): { canWrite: boolean; role: string } {
  const canWrite = useSessionSelector(selectCanWrite)
  const role = useSessionSelector(selectTeamRole)
  return { canWrite, role: role ?? 'none' }
}
