import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type AnyStateMachine, createActor, type EventObject, setup } from 'xstate'
import { machinesById } from '../../src/machines/collectMachines'
import { loadMachineRegistry } from '../../src/machines/registry'
import type { JournalEntry } from '../../src/services/journal/entry'
import { parseJournalExport } from '../../src/services/journal/exportFile'
import { createJournal } from '../../src/services/journal/journal'
import { replayJournal } from '../../src/services/journal/replay'
import { machineModels } from './models'
import { fixtureModel } from './support/fixtureMachine'
import { type MachineModel, modelOf } from './support/machineModel'

const registry = await loadMachineRegistry()
const machines = machinesById(registry)

/** A step of a random walk: send one of the model's events, or let time pass. */
type Move = { send: number } | { waitMs: number } | { nextTimer: true }

const moveArbitrary: fc.Arbitrary<Move> = fc.oneof(
  { weight: 6, arbitrary: fc.nat().map((send) => ({ send })) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(0, 1, 10, 100, 250, 1000, 5000).map((waitMs) => ({ waitMs })),
  },
  { weight: 1, arbitrary: fc.constant({ nextTimer: true as const }) },
)

/** The model's events, and each other event type the machine handles, without a payload. */
function eventsOf(model: MachineModel): EventObject[] {
  const listed = model.events as EventObject[]
  const types = new Set(listed.map((event) => event.type))
  const bare = (model.machine.events as string[])
    .filter((type) => !type.startsWith('xstate.') && !types.has(type))
    .map((type) => ({ type }))
  return [...listed, ...bare]
}

/** Runs the machine (and the children it starts) through the moves, recording a journal. */
async function recordWalk(model: MachineModel, moves: Move[]): Promise<JournalEntry[]> {
  const journal = createJournal({ run: 'walk' })
  const events = eventsOf(model)
  const actor = createActor(
    model.machine as AnyStateMachine,
    {
      input: model.input,
      inspect: journal.inspect,
    } as never,
  )
  actor.start()
  await vi.advanceTimersByTimeAsync(0)
  for (const move of moves) {
    if (actor.getSnapshot().status !== 'active') break
    if ('send' in move) {
      const event = events[move.send % events.length] as EventObject
      // A child's completion is sent only where a child could complete: unhandled, an error
      // event would fail the actor, which no real child can make happen.
      const fromChild = event.type.startsWith('xstate.')
      if (!fromChild || actor.getSnapshot().can(event)) actor.send(event)
    } else if ('waitMs' in move) await vi.advanceTimersByTimeAsync(move.waitMs)
    else await vi.advanceTimersToNextTimerAsync()
    await vi.advanceTimersByTimeAsync(0)
  }
  actor.stop()
  // Through the export file, as an auditor would get it.
  const file = parseJournalExport(JSON.stringify(await journal.export()))
  if (!file.ok) throw new Error(JSON.stringify(file.errors))
  return file.journal.entries
}

async function expectReplayReproduces(model: MachineModel, lookup = machines) {
  await fc.assert(
    fc.asyncProperty(
      fc.array(moveArbitrary, { minLength: 5, maxLength: 60, size: 'large' }),
      async (moves) => {
        const entries = await recordWalk(model, moves)
        const replay = replayJournal(entries, lookup)
        const diverged = replay.actors.filter((actor) => actor.outcome !== 'reproduced')
        expect(diverged.map(({ key, machine, reason }) => ({ key, machine, reason }))).toEqual([])
        expect(replay.steps.map((step) => step.outcome)).toEqual(entries.map(() => 'same'))
        expect(replay.steps.map((step) => step.replayed?.state)).toEqual(
          entries.map((entry) => entry.state),
        )
      },
    ),
    { numRuns: 25 },
  )
}

// 25 walks a machine: a second or so each, more on a busy machine.
describe('replay', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('finds every machine of src/machines', () => {
    expect(registry.map(({ id }) => id)).toEqual(
      expect.arrayContaining(['toast', 'toastQueue', 'modal', 'pushButton', 'pagination']),
    )
  })

  for (const { id, machine } of registry) {
    it(`of random walks of ${id} reproduces every recorded state`, async () => {
      await expectReplayReproduces(modelOf(machineModels, machine))
    })
  }

  it('of the fixture machine (nested, parallel, guarded, delayed) reproduces every state', async () => {
    await expectReplayReproduces(fixtureModel, { fixture: fixtureModel.machine })
  })

  it('reads the time as it was recorded, not as it is when replayed', async () => {
    const marker = setup({
      types: { events: {} as { type: 'marker.check'; at: number } },
      guards: { isDue: ({ event }) => event.at <= Date.now() },
    }).createMachine({
      id: 'marker',
      initial: 'waiting',
      states: {
        waiting: {
          on: { 'marker.check': [{ guard: 'isDue', target: 'due' }, { target: 'early' }] },
        },
        due: {},
        early: {},
      },
    })
    vi.setSystemTime(1_000_000)
    const journal = createJournal()
    const actor = createActor(marker, { inspect: journal.inspect })
    actor.start()
    actor.send({ type: 'marker.check', at: 1_500_000 })
    const entries = await journal.all()
    expect(entries.at(-1)?.state).toBe('early')
    // Replayed today, the marker has long passed; the replay still takes the recorded branch.
    vi.useRealTimers()
    expect(replayJournal(entries, { marker }).reproduced).toBe(true)
  })

  describe('tells what it cannot reproduce', () => {
    const walk = () =>
      recordWalk(fixtureModel, [{ send: 0 }, { send: 2 }, { waitMs: 250 }, { send: 1 }])

    it('a state the machine never reaches', async () => {
      const entries = await walk()
      const tampered = entries.map((entry, index) =>
        index === 2 ? { ...entry, state: 'refused' } : entry,
      )
      const replay = replayJournal(tampered, { fixture: fixtureModel.machine })
      expect(replay.reproduced).toBe(false)
      expect(replay.steps.map((step) => step.outcome)).toEqual([
        'same',
        'same',
        'different',
        'skipped',
        'skipped',
        'skipped',
      ])
    })

    it('an actor whose first entries were dropped from the bounded journal', async () => {
      const entries = await walk()
      const replay = replayJournal(entries.slice(1), { fixture: fixtureModel.machine })
      expect(replay.actors[0]).toMatchObject({ outcome: 'unreplayable' })
    })

    it('a machine the registry does not have', async () => {
      const replay = replayJournal(await walk(), {})
      expect(replay.actors[0]?.reason).toMatch(/No machine 'fixture'/)
    })

    it('the state before and after each step, for a replay control', async () => {
      const replay = replayJournal(await walk(), { fixture: fixtureModel.machine })
      expect(
        replay.steps.map((step) => [step.entry.event.type, step.before, step.entry.state]),
      ).toEqual([
        ['xstate.init', null, 'idle'],
        ['fixture.go', 'idle', { busy: { light: 'off', sound: 'quiet' } }],
        [
          'fixture.toggle',
          { busy: { light: 'off', sound: 'quiet' } },
          { busy: { light: 'on', sound: 'quiet' } },
        ],
        ['xstate.after.settle.fixture.busy', { busy: { light: 'on', sound: 'quiet' } }, 'idle'],
        ['fixture.go', 'idle', 'refused'],
        ['xstate.stop', 'refused', 'refused'],
      ])
    })
  })
})
