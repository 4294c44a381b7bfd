import type { EventObject } from 'xstate'
import { liveQueryMachine } from '../../../src/machines/liveQuery'
import { defineMachineModel } from '../support/machineModel'

export const querySettleMs = 400

export const liveQueryModel = defineMachineModel(liveQueryMachine, {
  input: { settleMs: querySettleMs },
  events: [
    { type: 'query.set', params: { tags: ['vip'] } },
    { type: 'query.retry' },
    { type: 'xstate.done.actor.load', output: { count: 12 } },
    { type: 'xstate.error.actor.load', error: new Error('offline') },
  ] as EventObject[] as never,
})
