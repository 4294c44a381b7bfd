import { defaultResourceRules } from '../../../contract/permissions'
import { useTeamOffers } from '../../teams/useTeamOffers'

/**
 * Whether the caller's role in the current team may create, change and delete the audience's
 * resources (the resource engine's default rules, which the server enforces); and the role,
 * to say why not.
 */
export function useCanWrite(): { canWrite: boolean; role: string } {
  const current = useTeamOffers()
  const role = current?.team.role
  return {
    canWrite: role !== undefined && defaultResourceRules.create.includes(role),
    role: role ?? 'none',
  }
}
