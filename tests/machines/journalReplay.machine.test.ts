import { describe, expect, it } from 'vitest'
import { type AnyMachineSnapshot, createActor } from 'xstate'
import {
  journalReplayMachine,
  positionAfterChange,
  selectMoves,
  selectPosition,
} from '../../src/machines/journalReplay'
import { journalReplayModel } from './models/journalReplay.model'
import { describeModel } from './support/describeModel'

/** The chosen position and the moves the replay control enables there. */
const at =
  (position: number | null, count: number, moves: string) => (snapshot: AnyMachineSnapshot) => {
    expect(snapshot.context).toEqual({ position, count })
    const enabled = Object.entries(selectMoves(snapshot as never))
      .filter(([, can]) => can)
      .map(([move]) => move)
    expect(enabled.join(' ')).toBe(moves)
    expect(snapshot.hasTag('chosen')).toBe(position !== null)
  }

describeModel('journalReplay', {
  ...journalReplayModel,
  states: {
    'unchosen -/3': at(null, 3, 'first last'),
    'first 0/3': at(0, 3, 'next last'),
    'middle 1/3': at(1, 3, 'first previous next last'),
    'last 2/3': at(2, 3, 'first previous'),
    'only 0/1': at(0, 1, ''),
    'empty -/0': at(null, 0, ''),
  },
})

describe('the replay control', () => {
  it('keeps the chosen event when its list changes, or lets it go', () => {
    expect(positionAfterChange([4, 7, 9], 7)).toBe(1)
    expect(positionAfterChange([4, 9], 7)).toBe(null)
    expect(positionAfterChange([4, 9], null)).toBe(null)
  })

  it('refuses positions outside the events, whatever it is given', () => {
    const actor = createActor(journalReplayMachine, { input: { count: 2, position: 5 } }).start()
    expect(selectPosition(actor.getSnapshot())).toBe(null)
    actor.send({ type: 'replay.choose', position: 1.5 })
    actor.send({ type: 'replay.choose', position: -1 })
    expect(selectPosition(actor.getSnapshot())).toBe(null)
    actor.send({ type: 'replay.load', count: -3, position: 0 })
    expect(actor.getSnapshot().matches('empty')).toBe(true)
  })
})
