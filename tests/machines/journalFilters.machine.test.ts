import { describe, expect, it } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import {
  applyFilters,
  type JournalFilterValues,
  noJournalFilters,
  queryOfFilters,
  selectCanClear,
} from '../../src/machines/journalFilters'
import { journalFiltersModel } from './models/journalFilters.model'
import { describeModel } from './support/describeModel'

const filterNames = ['machine', 'actor', 'eventType', 'from', 'to'] as const

/** The page, the filters that are set, and clearing offered exactly when one is. */
const shows = (page: number, set: string[]) => (snapshot: AnyMachineSnapshot) => {
  expect(snapshot.context.page).toBe(page)
  const filters = snapshot.context.filters as JournalFilterValues
  expect(filterNames.filter((name) => filters[name] !== noJournalFilters[name])).toEqual(set)
  expect(selectCanClear(snapshot as never)).toBe(set.length > 0)
  if (filters.from !== null && filters.to !== null) expect(filters.from).toBeLessThan(filters.to)
}

const combinations = (names: readonly string[]): string[][] => {
  const sets: string[][] = [[]]
  for (const name of names) for (const set of [...sets]) sets.push([...set, name])
  return sets
}

/** Every combination of set filters, on the first page and (after paging) the second. */
const states = Object.fromEntries(
  combinations(['machine', 'actor', 'eventType', 'from']).flatMap((set) => {
    const named = set.flatMap((name) => (name === 'from' ? ['from', 'to'] : [name]))
    const value = named.length ? 'filtered' : 'unfiltered'
    const suffix = named.length ? ` (${named.join(', ')})` : ''
    return [1, 2].map((page) => [`${value} page ${page}${suffix}`, shows(page, named)])
  }),
)

describeModel('journalFilters', { ...journalFiltersModel, states })

describe('journal filters', () => {
  it('drop the actor when another machine is chosen, not when the same one is', () => {
    const withActor = { ...noJournalFilters, machine: 'toast', actor: 'run-1/x:3' }
    expect(applyFilters(withActor, { machine: 'session' }).actor).toBe(null)
    expect(applyFilters(withActor, { machine: 'toast' }).actor).toBe('run-1/x:3')
    expect(applyFilters(withActor, { machine: 'session', actor: 'run-1/x:0' }).actor).toBe(
      'run-1/x:0',
    )
  })

  it('read as a journal query, unset filters left out', () => {
    expect(queryOfFilters(noJournalFilters)).toEqual({})
    expect(
      queryOfFilters({
        machine: 'toast',
        actor: 'lq2-ab/x:3',
        eventType: ' toast. ',
        from: 10,
        to: 20,
      }),
    ).toEqual({
      machine: 'toast',
      run: 'lq2-ab',
      actor: 'x:3',
      eventType: 'toast.',
      from: 10,
      to: 20,
    })
  })
})
