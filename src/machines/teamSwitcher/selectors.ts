import type { SwitchableTeam, TeamSwitcherSnapshot } from './teamSwitcher.machine'

export const selectTeams = (snapshot: TeamSwitcherSnapshot): SwitchableTeam[] | null =>
  snapshot.context.teams

export const selectIsLoadingTeams = (snapshot: TeamSwitcherSnapshot) => snapshot.matches('loading')

export const selectIsSwitching = (snapshot: TeamSwitcherSnapshot) => snapshot.matches('switching')

/** The list could not be loaded: the switcher offers to try again. */
export const selectLoadProblem = (snapshot: TeamSwitcherSnapshot) =>
  snapshot.matches('failed') ? snapshot.context.problem : null

/** Whether choosing this team would switch (not the current one, not while switching). */
export const selectCanSwitchTo = (snapshot: TeamSwitcherSnapshot, teamId: string) =>
  snapshot.can({ type: 'teams.switch', teamId })
