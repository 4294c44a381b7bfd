import type { AnyMachineSnapshot } from 'xstate'
import {
  type JournalFilterValues,
  journalFiltersMachine,
  noJournalFilters,
} from '../../../src/machines/journalFilters'
import { defineMachineModel } from '../support/machineModel'
import { stateKeyOf } from '../support/model'

/** Which filters are set and the page: what the machine's guards read. */
function filtersKey(snapshot: AnyMachineSnapshot) {
  const filters = snapshot.context.filters as JournalFilterValues
  const set = (Object.keys(noJournalFilters) as (keyof JournalFilterValues)[]).filter(
    (name) => filters[name] !== noJournalFilters[name],
  )
  return `${stateKeyOf(snapshot)} page ${snapshot.context.page}${set.length ? ` (${set.join(', ')})` : ''}`
}

export const journalFiltersModel = defineMachineModel(journalFiltersMachine, {
  input: { itemsPerPage: 10 },
  stateKey: filtersKey,
  events: [
    { type: 'filters.set', filters: { machine: 'session' } },
    { type: 'filters.set', filters: { machine: null } },
    { type: 'filters.set', filters: { actor: 'run-1/x:1' } },
    { type: 'filters.set', filters: { eventType: 'go' } },
    // Given backwards: stored the right way round.
    { type: 'filters.set', filters: { from: 20, to: 10 } },
    { type: 'filters.clear' },
    { type: 'filters.goToPage', page: 2 },
    { type: 'filters.reveal', index: 0 },
  ],
})
