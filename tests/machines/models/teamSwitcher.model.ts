import type { EventObject } from 'xstate'
import { teamSwitcherMachine } from '../../../src/machines/teamSwitcher'
import { defineMachineModel } from '../support/machineModel'

export const teamSwitcherTeams = [
  { id: 'team-1', name: "Ada's Team", personal: true, role: 'owner' },
  { id: 'team-2', name: 'Analytical Engines', personal: false, role: 'viewer' },
] as const

export const teamSwitcherModel = defineMachineModel(teamSwitcherMachine, {
  input: { currentTeamId: 'team-1' },
  events: [
    { type: 'teams.load' },
    { type: 'teams.switch', teamId: 'team-2' },
    // The current team: refused, the switcher stays as it is.
    { type: 'teams.switch', teamId: 'team-1' },
    { type: 'teams.sync', currentTeamId: 'team-1' },
    { type: 'xstate.done.actor.loadTeams', output: teamSwitcherTeams },
    { type: 'xstate.error.actor.loadTeams', error: new Error('offline') },
    {
      type: 'xstate.done.actor.switchTeam',
      output: { id: 'user-1', current_team_id: 'team-2' },
    },
    { type: 'xstate.error.actor.switchTeam', error: new Error('Not found.') },
  ] as EventObject[] as never,
})
