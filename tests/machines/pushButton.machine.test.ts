import { describe, expect, it, vi } from 'vitest'
import { type AnyMachineSnapshot, createActor, fromPromise } from 'xstate'
import { button, buttonSizes } from '../../src/contract/constants'
import {
  createPushButtonActors,
  type PushButtonStatus,
  pushButtonMachine,
  selectPushButtonStatus,
} from '../../src/machines/pushButton'
import { pushButtonModel } from './models/pushButton.model'
import { describeModel } from './support/describeModel'

let settle = { resolve: () => {}, reject: () => {} }
const press = fromPromise<unknown, void>(
  () =>
    new Promise<void>((resolve, reject) => {
      settle = { resolve: () => resolve(), reject: () => reject(new Error('failed')) }
    }),
)

const shows = (status: PushButtonStatus) => (snapshot: AnyMachineSnapshot) => {
  expect(selectPushButtonStatus(snapshot as never)).toBe(status)
  expect(snapshot.can({ type: 'pushButton.press' })).toBe(status === 'active')
}

describeModel('pushButton', {
  ...pushButtonModel,
  machine: pushButtonMachine.provide({ actors: { press } }),
  execute: {
    'xstate.done.actor.press': () => settle.resolve(),
    'xstate.error.actor.press': () => settle.reject(),
  },
  states: {
    'availability.enabled + work.idle': shows('active'),
    'availability.enabled + work.pressing': shows('busy'),
    'availability.enabled + work.held': shows('busy'),
    'availability.disabled + work.idle': shows('disabled'),
    'availability.disabled + work.pressing': shows('busy'),
    'availability.disabled + work.held': shows('busy'),
  },
})

describe('push button', () => {
  it('has the sizes and default theme of spec §9', () => {
    expect(buttonSizes).toEqual(['xs', 's', 'm', 'l', 'xl'])
    expect(button.defaultSize).toBe('m')
    // The spec's white: a surface-coloured face with a neutral border.
    expect([button.defaultTone, button.defaultVariant]).toEqual(['neutral', 'outline'])
  })

  it('stays busy until the press handler settles, ignoring presses meanwhile', async () => {
    let finish = () => {}
    const onPress = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    const actor = createActor(
      pushButtonMachine.provide({ actors: createPushButtonActors({ onPress }) }),
    ).start()
    actor.send({ type: 'pushButton.press' })
    actor.send({ type: 'pushButton.press' })
    expect(selectPushButtonStatus(actor.getSnapshot())).toBe('busy')
    finish()
    await vi.waitFor(() => expect(selectPushButtonStatus(actor.getSnapshot())).toBe('active'))
    expect(onPress).toHaveBeenCalledTimes(1)
  })

  it('reports a failed press and becomes usable again', async () => {
    const reportError = vi.fn()
    vi.stubGlobal('reportError', reportError)
    const actor = createActor(
      pushButtonMachine.provide({
        actors: createPushButtonActors({ onPress: () => Promise.reject(new Error('boom')) }),
      }),
    ).start()
    actor.send({ type: 'pushButton.press' })
    await vi.waitFor(() => expect(selectPushButtonStatus(actor.getSnapshot())).toBe('active'))
    expect(reportError).toHaveBeenCalledWith(new Error('boom'))
    vi.unstubAllGlobals()
  })
})
