import type { AnyMachineSnapshot } from 'xstate'
import { journalReplayMachine } from '../../../src/machines/journalReplay'
import { defineMachineModel } from '../support/machineModel'
import { stateKeyOf } from '../support/model'

export const journalReplayModel = defineMachineModel(journalReplayMachine, {
  input: { count: 3, position: null },
  /** Where the replay stands matters to every move, so it is keyed. */
  stateKey: (snapshot: AnyMachineSnapshot) =>
    `${stateKeyOf(snapshot)} ${snapshot.context.position ?? '-'}/${snapshot.context.count}`,
  events: [
    { type: 'replay.first' },
    { type: 'replay.previous' },
    { type: 'replay.next' },
    { type: 'replay.last' },
    ...[0, 1, 2, 5].map((position) => ({ type: 'replay.choose' as const, position })),
    { type: 'replay.load', count: 3, position: null },
    { type: 'replay.load', count: 3, position: 1 },
    { type: 'replay.load', count: 1, position: 0 },
    { type: 'replay.load', count: 0, position: null },
  ],
})
