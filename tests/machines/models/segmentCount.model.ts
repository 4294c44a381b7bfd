import type { EventObject } from 'xstate'
import type { SegmentProgress } from '../../../src/contract/segment'
import { segmentCountMachine } from '../../../src/machines/segmentCount'
import { defineMachineModel } from '../support/machineModel'

const progress = (status: SegmentProgress['status'], processed: number): SegmentProgress => ({
  status,
  processed,
  total: 40_000,
  matched: processed / 2,
  percent: Math.floor((processed / 40_000) * 100),
  started_at: status === 'queued' ? null : '2026-11-23T10:00:00.000Z',
  finished_at: status === 'done' ? '2026-11-23T10:00:05.000Z' : null,
  error: null,
})

export const countQueued = { contactCount: null, progress: progress('queued', 0) }
export const countHalfway = { contactCount: null, progress: progress('counting', 20_000) }
export const countDone = { contactCount: 20_000, progress: progress('done', 40_000) }

export const segmentCountModel = defineMachineModel(segmentCountMachine, {
  input: countQueued,
  events: [
    { type: 'count.reset' },
    { type: 'count.retry' },
    { type: 'xstate.done.actor.readProgress', output: countHalfway },
    { type: 'xstate.done.actor.readProgress', output: countDone },
    { type: 'xstate.error.actor.readProgress', error: new Error('offline') },
    { type: 'xstate.done.actor.resetProgress', output: countQueued },
    { type: 'xstate.error.actor.resetProgress', error: new Error('offline') },
  ] as EventObject[] as never,
})
