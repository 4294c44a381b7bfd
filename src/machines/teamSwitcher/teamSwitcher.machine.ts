import { type ActorRefFrom, assertEvent, assign, type SnapshotFrom, setup } from 'xstate'
import type { TeamResource } from '../../contract/team'
import type { UserResource } from '../../contract/user'
import { placeholdersFor } from '../placeholder'
import { errorMessage } from '../problems'
import type { createTeamSwitcherActors } from './teamSwitcher.actors'

/** A team as the switcher lists it. */
export type SwitchableTeam = Pick<TeamResource, 'id' | 'name' | 'personal' | 'role'>

export interface TeamSwitcherContext {
  /** The user's teams, once loaded; kept while the list is loaded again. */
  teams: SwitchableTeam[] | null
  currentTeamId: string | null
  /** Why the last load or switch failed, for people. */
  problem: string | null
}

export interface TeamSwitcherInput {
  currentTeamId: string | null
}

export type TeamSwitcherEvent =
  /** The list is wanted (the switcher opened, or a retry): loaded again each time. */
  | { type: 'teams.load' }
  | { type: 'teams.switch'; teamId: string }
  /** The session's current team changed elsewhere (another screen, an accepted invitation). */
  | { type: 'teams.sync'; currentTeamId: string | null }

const messageOf = (error: unknown) => errorMessage(error, 'problem.requestFailed')

/**
 * The team switcher of the header: the user's teams are loaded when it opens (a team may have
 * been joined since), and a team other than the current one is switched to with teams/switch.
 * The switch answers the user working in the new team; `reportSwitched` hands it to the session
 * (which keeps the dictionary cache to one team) and the views refresh. A failed switch keeps
 * the list and says why.
 */
export const teamSwitcherMachine = setup({
  types: {
    context: {} as TeamSwitcherContext,
    events: {} as TeamSwitcherEvent,
    input: {} as TeamSwitcherInput,
  },
  actors: placeholdersFor<typeof createTeamSwitcherActors>(['loadTeams', 'switchTeam']),
  actions: {
    storeTeams: assign((_, params: { teams: SwitchableTeam[] }) => ({
      teams: params.teams,
      problem: null,
    })),
    storeCurrentTeam: assign((_, params: { currentTeamId: string | null }) => ({
      currentTeamId: params.currentTeamId,
    })),
    storeProblem: assign((_, params: { error: unknown }) => ({ problem: messageOf(params.error) })),
    clearProblem: assign({ problem: null }),
    /** The user now works in another team: the session is told, the views refresh. */
    reportSwitched: (_, _params: { user: UserResource }) => {},
    /** A switch failed: said where the person is looking (a toast). */
    reportSwitchFailed: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isOtherTeam: ({ context }, params: { teamId: string }) =>
      params.teamId !== context.currentTeamId,
  },
}).createMachine({
  id: 'teamSwitcher',
  context: ({ input }) => ({ teams: null, currentTeamId: input.currentTeamId, problem: null }),
  on: {
    'teams.sync': {
      actions: { type: 'storeCurrentTeam', params: ({ event }) => event },
    },
  },
  initial: 'idle',
  states: {
    idle: {
      on: { 'teams.load': 'loading' },
    },
    loading: {
      tags: ['busy'],
      entry: 'clearProblem',
      invoke: {
        id: 'loadTeams',
        src: 'loadTeams',
        onDone: {
          target: 'ready',
          actions: { type: 'storeTeams', params: ({ event }) => ({ teams: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: { 'teams.load': 'loading' },
    },
    ready: {
      on: {
        'teams.load': 'loading',
        'teams.switch': {
          guard: { type: 'isOtherTeam', params: ({ event }) => event },
          target: 'switching',
        },
      },
    },
    switching: {
      tags: ['busy'],
      entry: 'clearProblem',
      invoke: {
        id: 'switchTeam',
        src: 'switchTeam',
        input: ({ event }) => {
          assertEvent(event, 'teams.switch')
          return { teamId: event.teamId }
        },
        onDone: {
          target: 'ready',
          actions: [
            {
              type: 'storeCurrentTeam',
              params: ({ event }) => ({ currentTeamId: event.output.current_team_id }),
            },
            { type: 'reportSwitched', params: ({ event }) => ({ user: event.output }) },
          ],
        },
        onError: {
          target: 'ready',
          actions: [
            { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) },
            { type: 'reportSwitchFailed', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
  },
})

export type TeamSwitcherMachine = typeof teamSwitcherMachine
export type TeamSwitcherRef = ActorRefFrom<TeamSwitcherMachine>
export type TeamSwitcherSnapshot = SnapshotFrom<TeamSwitcherMachine>
