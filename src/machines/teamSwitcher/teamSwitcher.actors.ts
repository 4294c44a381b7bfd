import { fromPromise } from 'xstate'
import type { UserResource } from '../../contract/user'
import type { SwitchableTeam } from './teamSwitcher.machine'

/** A call's answer as the HTTP client gives it: the data, or why it failed. */
export type CallAnswer<T> = { ok: true; data: T } | { ok: false; error?: { message: string } }

export interface TeamSwitcherActorDeps {
  /** Every team of the user (one page of the largest size the list contract allows). */
  teams(signal: AbortSignal): Promise<CallAnswer<{ data: SwitchableTeam[] }>>
  switchTeam(teamId: string, signal: AbortSignal): Promise<CallAnswer<UserResource>>
}

const failed = (answer: { error?: { message: string } }) =>
  new Error(answer.error?.message ?? 'The request could not be completed.')

export function createTeamSwitcherActors(deps: TeamSwitcherActorDeps) {
  return {
    loadTeams: fromPromise<SwitchableTeam[]>(async ({ signal }) => {
      const answer = await deps.teams(signal)
      if (!answer.ok) throw failed(answer)
      return answer.data.data
    }),
    switchTeam: fromPromise<UserResource, { teamId: string }>(async ({ input, signal }) => {
      const answer = await deps.switchTeam(input.teamId, signal)
      if (!answer.ok) throw failed(answer)
      return answer.data
    }),
  }
}
