import { describe, expect, it, vi } from 'vitest'
import { type AnyMachineSnapshot, createActor, fromPromise } from 'xstate'
import { modal as modalConstants, modalTypes } from '../../src/contract/constants'
import { createModalActors, type ModalEmitted, modalMachine } from '../../src/machines/modal'
import { modalModel } from './models/modal.model'
import { describeModel } from './support/describeModel'

let settle = { resolve: () => {}, reject: () => {} }
const confirm = fromPromise<unknown, void>(
  () =>
    new Promise<void>((resolve, reject) => {
      settle = { resolve: () => resolve(), reject: () => reject(new Error('Not allowed')) }
    }),
)

const isClosed = (snapshot: AnyMachineSnapshot) => {
  expect(snapshot.hasTag('open')).toBe(false)
  expect(snapshot.can({ type: 'modal.open' })).toBe(true)
}
const isOpen = (snapshot: AnyMachineSnapshot) => {
  expect(snapshot.hasTag('open')).toBe(true)
  expect(snapshot.hasTag('busy')).toBe(false)
  expect(snapshot.can({ type: 'modal.close' })).toBe(true)
}

describeModel('modal', {
  ...modalModel,
  machine: modalMachine.provide({ actors: { confirm } }),
  execute: {
    'xstate.done.actor.confirm': () => settle.resolve(),
    'xstate.error.actor.confirm': () => settle.reject(),
  },
  states: {
    closed: isClosed,
    'open.settling': isOpen,
    'open.ready': (snapshot) => {
      isOpen(snapshot)
      expect(snapshot.context.type).toBe('danger')
    },
    'open.confirming': (snapshot) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      expect(snapshot.can({ type: 'modal.close' })).toBe(false)
      expect(snapshot.can({ type: 'modal.confirm' })).toBe(false)
    },
    closing: (snapshot) => {
      expect(snapshot.hasTag('open')).toBe(false)
      expect(snapshot.can({ type: 'modal.open' })).toBe(true)
    },
  },
})

function startModal(confirmWork?: (signal: AbortSignal) => unknown) {
  const actor = createActor(
    modalMachine.provide({ actors: createModalActors({ confirm: confirmWork }) }),
    { input: {} },
  )
  const emitted: ModalEmitted['type'][] = []
  const times: Record<string, number> = {}
  for (const type of ['modal.focusPrimary', 'modal.closed', 'modal.destroyed'] as const) {
    actor.on(type, () => {
      emitted.push(type)
      times[type] = Date.now()
    })
  }
  actor.start()
  return { actor, emitted, times }
}

describe('modal timings and events (spec §4, §9)', () => {
  it('focuses the primary button 200 ms after opening', () => {
    vi.useFakeTimers({ now: 0 })
    const { actor, times } = startModal()
    actor.send({ type: 'modal.open' })
    vi.advanceTimersByTime(modalConstants.primaryFocusDelayMs - 1)
    expect(times['modal.focusPrimary']).toBeUndefined()
    vi.advanceTimersByTime(1)
    expect(times['modal.focusPrimary']).toBe(modalConstants.primaryFocusDelayMs)
    vi.useRealTimers()
  })

  it('runs the destroy callback 200 ms after closing', () => {
    vi.useFakeTimers({ now: 0 })
    const { actor, emitted, times } = startModal()
    actor.send({ type: 'modal.open' })
    vi.advanceTimersByTime(1000)
    actor.send({ type: 'modal.close' })
    expect(emitted).toEqual(['modal.focusPrimary', 'modal.closed'])
    vi.advanceTimersByTime(modalConstants.destroyDelayMs)
    expect(times['modal.destroyed']).toBe(1000 + modalConstants.destroyDelayMs)
    expect(actor.getSnapshot().matches('closed')).toBe(true)
    vi.useRealTimers()
  })

  it('keeps the dialog open with the error when the confirmed work fails', async () => {
    const { actor } = startModal(async () => {
      throw new Error('The campaign is already stopped.')
    })
    actor.send({ type: 'modal.open' })
    actor.send({ type: 'modal.confirm' })
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ open: 'ready' })).toBe(true))
    expect(actor.getSnapshot().context.error).toBe('The campaign is already stopped.')
  })

  it('closes as confirmed once the work succeeds', async () => {
    const { actor } = startModal(async () => 'stopped')
    const closed = new Promise((resolve) => actor.on('modal.closed', resolve))
    actor.send({ type: 'modal.open' })
    actor.send({ type: 'modal.confirm' })
    await expect(closed).resolves.toEqual({ type: 'modal.closed', confirmed: true })
  })

  it.each(modalTypes)('opens as a %s dialog', (modalType) => {
    const { actor } = startModal()
    actor.send({ type: 'modal.open', modalType })
    expect(actor.getSnapshot().context.type).toBe(modalType)
  })
})
