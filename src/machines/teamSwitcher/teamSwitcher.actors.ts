import { fromPromise } from 'xstate'
import { dataOrThrow, type Result } from '../../contract/result'
import type { UserResource } from '../../contract/user'
import type { SwitchableTeam } from './teamSwitcher.machine'

export interface TeamSwitcherActorDeps {
  /** Every team of the user (one page of the largest size the list contract allows). */
  teams(signal: AbortSignal): Promise<Result<{ data: SwitchableTeam[] }>>
  switchTeam(teamId: string, signal: AbortSignal): Promise<Result<UserResource>>
}

export function createTeamSwitcherActors(deps: TeamSwitcherActorDeps) {
  return {
    loadTeams: fromPromise<SwitchableTeam[]>(async ({ signal }) => {
      return dataOrThrow(await deps.teams(signal)).data
    }),
    switchTeam: fromPromise<UserResource, { teamId: string }>(async ({ input, signal }) => {
      return dataOrThrow(await deps.switchTeam(input.teamId, signal))
    }),
  }
}
