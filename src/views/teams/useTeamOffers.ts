import type { CurrentTeam } from '../../contract/team'
import { selectUser } from '../../machines/session'
import { useSessionSelector } from '../session/useSession'
import { type TeamOffers, teamOffers } from './teamOffers'

/** The current team of the session and what the caller's role there is offered; null for none. */
export function useTeamOffers(): { team: CurrentTeam; userId: string; offers: TeamOffers } | null {
  const user = useSessionSelector(selectUser)
  const team = user?.current_team
  if (!user || !team) return null
  return {
    team,
    userId: user.id,
    offers: teamOffers({ role: team.role, personal: team.personal, userId: user.id }),
  }
}
