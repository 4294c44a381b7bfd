export {
  selectCanSwitchTo,
  selectIsLoadingTeams,
  selectIsSwitching,
  selectLoadProblem,
  selectTeams,
} from './selectors'
export {
  createTeamSwitcherActors,
  type TeamSwitcherActorDeps,
} from './teamSwitcher.actors'
export {
  type SwitchableTeam,
  type TeamSwitcherContext,
  type TeamSwitcherEvent,
  type TeamSwitcherInput,
  type TeamSwitcherMachine,
  type TeamSwitcherRef,
  type TeamSwitcherSnapshot,
  teamSwitcherMachine,
} from './teamSwitcher.machine'
