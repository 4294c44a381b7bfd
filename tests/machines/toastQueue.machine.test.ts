import { describe, expect, it, vi } from 'vitest'
import { type AnyMachineSnapshot, createActor } from 'xstate'
import { toast as toastConstants } from '../../src/contract/constants'
import { toastQueueMachine } from '../../src/machines/toast'
import { toastQueueModel } from './models/toastQueue.model'
import { describeModel } from './support/describeModel'

const toastIds = (snapshot: AnyMachineSnapshot) =>
  (snapshot.context.toasts as { id: string }[]).map((ref) => ref.id)

describeModel('toastQueue', {
  ...toastQueueModel,
  states: {
    empty: (snapshot) => expect(toastIds(snapshot)).toEqual([]),
    showing: (snapshot) => {
      expect(toastIds(snapshot).length).toBeGreaterThan(0)
      expect(Object.keys(snapshot.children).sort()).toEqual([...toastIds(snapshot)].sort())
    },
  },
})

function startQueue(preferences = {}) {
  const queue = createActor(toastQueueMachine, { input: preferences })
  queue.start()
  return queue
}

describe('the toast queue', () => {
  it('stacks toasts in arrival order with their own ids', () => {
    const queue = startQueue()
    queue.send({ type: 'toasts.notify', toast: { type: 'info', message: 'One' } })
    queue.send({ type: 'toasts.notify', toast: { type: 'danger', message: 'Two' } })
    queue.send({ type: 'toasts.notify', toast: { id: 'upload', type: 'info', message: 'Three' } })
    expect(toastIds(queue.getSnapshot())).toEqual(['toast-1', 'toast-2', 'upload'])
  })

  it('replaces a toast notified again under the same id', () => {
    const queue = startQueue()
    queue.send({ type: 'toasts.notify', toast: { id: 'upload', type: 'info', message: '10%' } })
    queue.send({ type: 'toasts.notify', toast: { id: 'upload', type: 'info', message: '90%' } })
    const [upload] = queue.getSnapshot().context.toasts
    expect(toastIds(queue.getSnapshot())).toEqual(['upload'])
    expect(upload?.getSnapshot().context.message).toBe('90%')
  })

  it('removes a toast when it ends by itself', () => {
    vi.useFakeTimers()
    const queue = startQueue()
    queue.send({ type: 'toasts.notify', toast: { type: 'success', message: 'Saved' } })
    queue.send({ type: 'toasts.notify', toast: { type: 'danger', message: 'Failed' } })
    vi.advanceTimersByTime(toastConstants.timeoutMs.success + toastConstants.fadeMaxMs)
    expect(toastIds(queue.getSnapshot())).toEqual(['toast-2'])
    vi.advanceTimersByTime(toastConstants.timeoutMs.danger)
    expect(queue.getSnapshot().matches('empty')).toBe(true)
    vi.useRealTimers()
  })

  it('removes a toast closed by its own button', () => {
    const queue = startQueue()
    queue.send({ type: 'toasts.notify', toast: { type: 'info', message: 'Hello' } })
    queue.getSnapshot().context.toasts[0]?.send({ type: 'toast.close' })
    expect(queue.getSnapshot().matches('empty')).toBe(true)
  })

  it('gives new toasts the user preferences', () => {
    const queue = startQueue({ durationScale: 2 })
    queue.send({ type: 'toasts.configure', preferences: { reducedMotion: true } })
    queue.send({ type: 'toasts.notify', toast: { type: 'warning', message: 'Careful' } })
    const context = queue.getSnapshot().context.toasts[0]?.getSnapshot().context
    expect(context?.durationMs).toBe(toastConstants.timeoutMs.warning * 2)
    expect(context?.reducedMotion).toBe(true)
  })
})
