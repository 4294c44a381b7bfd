import type { AnyMachineSnapshot } from 'xstate'
import { paginationMachine } from '../../../src/machines/pagination'
import { defineMachineModel } from '../support/machineModel'
import { stateKeyOf } from '../support/model'

export const paginationModel = defineMachineModel(paginationMachine, {
  input: { totalItems: 40, itemsPerPage: 10, currentPage: 1 },
  /** The page matters to behaviour (next from page 2 is not next from page 3), so it is keyed. */
  stateKey: (snapshot: AnyMachineSnapshot) =>
    `${stateKeyOf(snapshot)} ${snapshot.context.page}/${snapshot.context.pageCount}`,
  events: [
    { type: 'pagination.next' },
    { type: 'pagination.previous' },
    ...[0, 1, 2, 3, 4, 5].map((page) => ({ type: 'pagination.goTo' as const, page })),
    { type: 'pagination.sync', totalItems: 5, itemsPerPage: 10, currentPage: 1 },
    { type: 'pagination.sync', totalItems: 40, itemsPerPage: 10, currentPage: 3 },
    { type: 'pagination.sync', totalItems: 40, itemsPerPage: 10, currentPage: 9 },
  ],
})
