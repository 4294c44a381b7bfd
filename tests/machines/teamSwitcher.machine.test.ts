import { describe, expect, it, vi } from 'vitest'
import { type AnyMachineSnapshot, createActor, fromPromise } from 'xstate'
import { failure } from '../../src/contract/result'
import type { UserResource } from '../../src/contract/user'
import {
  createTeamSwitcherActors,
  type SwitchableTeam,
  selectCanSwitchTo,
  selectIsLoadingTeams,
  selectIsSwitching,
  selectLoadProblem,
  selectTeams,
  teamSwitcherMachine,
} from '../../src/machines/teamSwitcher'
import { teamSwitcherModel, teamSwitcherTeams } from './models/teamSwitcher.model'
import { describeModel } from './support/describeModel'

interface Pending<T> {
  resolve: (value: T) => void
  reject: (error: Error) => void
}
let teamsAnswer: Pending<SwitchableTeam[]>
let switchAnswer: Pending<UserResource>
const reportSwitched = vi.fn()
const reportSwitchFailed = vi.fn()

const testMachine = teamSwitcherMachine.provide({
  actors: {
    loadTeams: fromPromise<SwitchableTeam[]>(
      () => new Promise((resolve, reject) => (teamsAnswer = { resolve, reject })),
    ),
    switchTeam: fromPromise<UserResource, { teamId: string }>(
      () => new Promise((resolve, reject) => (switchAnswer = { resolve, reject })),
    ),
  },
  actions: { reportSwitched, reportSwitchFailed },
})

const snapshotOf = (snapshot: AnyMachineSnapshot) => snapshot as never

describeModel('teamSwitcher', {
  ...teamSwitcherModel,
  machine: testMachine,
  execute: {
    'xstate.done.actor.loadTeams': () => teamsAnswer.resolve([...teamSwitcherTeams]),
    'xstate.error.actor.loadTeams': () => teamsAnswer.reject(new Error('offline')),
    'xstate.done.actor.switchTeam': () =>
      switchAnswer.resolve({ id: 'user-1', current_team_id: 'team-2' } as UserResource),
    'xstate.error.actor.switchTeam': () => switchAnswer.reject(new Error('Not found.')),
  },
  states: {
    idle: (snapshot) => {
      expect(selectTeams(snapshotOf(snapshot))).toBeNull()
      expect(selectCanSwitchTo(snapshotOf(snapshot), 'team-2')).toBe(false)
    },
    loading: (snapshot) => {
      expect(selectIsLoadingTeams(snapshotOf(snapshot))).toBe(true)
      expect(selectLoadProblem(snapshotOf(snapshot))).toBeNull()
    },
    failed: (snapshot) => {
      expect(selectLoadProblem(snapshotOf(snapshot))).toBe('offline')
      expect(snapshot.can({ type: 'teams.load' })).toBe(true)
    },
    ready: (snapshot) => {
      expect(selectTeams(snapshotOf(snapshot))?.map((team) => team.id)).toEqual([
        'team-1',
        'team-2',
      ])
      const current = snapshot.context.currentTeamId as string
      // The current team is never switched to again; any other is.
      expect(selectCanSwitchTo(snapshotOf(snapshot), current)).toBe(false)
      expect(selectIsSwitching(snapshotOf(snapshot))).toBe(false)
    },
    switching: (snapshot) => {
      expect(selectIsSwitching(snapshotOf(snapshot))).toBe(true)
      expect(snapshot.can({ type: 'teams.switch', teamId: 'team-2' })).toBe(false)
    },
  },
})

describe('the team switcher', () => {
  const user = { id: 'user-1', current_team_id: 'team-2' } as UserResource

  function start(deps: Parameters<typeof createTeamSwitcherActors>[0]) {
    const switched = vi.fn()
    const failed = vi.fn()
    const actor = createActor(
      teamSwitcherMachine.provide({
        actors: createTeamSwitcherActors(deps),
        actions: {
          reportSwitched: (_, { user: answer }) => switched(answer),
          reportSwitchFailed: (_, { error }) => failed((error as Error).message),
        },
      }),
      { input: { currentTeamId: 'team-1' } },
    ).start()
    return { actor, switched, failed }
  }

  it('hands the switched user to its owner and takes the new team as current', async () => {
    const switchTeam = vi.fn(async (_teamId: string, _signal: AbortSignal) => ({
      ok: true as const,
      data: user,
    }))
    const { actor, switched } = start({
      teams: async () => ({ ok: true, data: { data: [...teamSwitcherTeams] } }),
      switchTeam,
    })
    actor.send({ type: 'teams.load' })
    await vi.waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true))
    actor.send({ type: 'teams.switch', teamId: 'team-1' })
    expect(actor.getSnapshot().matches('ready')).toBe(true)
    actor.send({ type: 'teams.switch', teamId: 'team-2' })
    await vi.waitFor(() => expect(switched).toHaveBeenCalledWith(user))
    expect(switchTeam).toHaveBeenCalledTimes(1)
    expect(switchTeam.mock.calls[0]?.[0]).toBe('team-2')
    expect(actor.getSnapshot().context.currentTeamId).toBe('team-2')
  })

  it('says why a switch failed and keeps the list', async () => {
    const { actor, failed } = start({
      teams: async () => ({ ok: true, data: { data: [...teamSwitcherTeams] } }),
      switchTeam: async () => failure('The team was not found.', 404),
    })
    actor.send({ type: 'teams.load' })
    await vi.waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true))
    actor.send({ type: 'teams.switch', teamId: 'team-2' })
    await vi.waitFor(() => expect(failed).toHaveBeenCalledWith('The team was not found.'))
    expect(actor.getSnapshot().matches('ready')).toBe(true)
    expect(selectTeams(actor.getSnapshot())).toHaveLength(2)
  })

  it('follows the current team set elsewhere', async () => {
    const { actor } = start({
      teams: async () => ({ ok: true, data: { data: [...teamSwitcherTeams] } }),
      switchTeam: async () => ({ ok: true, data: user }),
    })
    actor.send({ type: 'teams.load' })
    await vi.waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true))
    actor.send({ type: 'teams.sync', currentTeamId: 'team-2' })
    expect(selectCanSwitchTo(actor.getSnapshot(), 'team-2')).toBe(false)
    expect(selectCanSwitchTo(actor.getSnapshot(), 'team-1')).toBe(true)
  })
})
