import { describe, expect, it } from 'vitest'
import { listQueryOf } from '../../../src/services/api/contacts'
import {
  filterOf,
  isFiltered,
  listParamsOf,
  queryKeyOf,
  validateContactsSearch,
  withoutFilters,
} from '../../../src/views/audience/contacts/contactSearch'

describe('the contact list in the URL', () => {
  it('keeps what the list accepts and drops the rest', () => {
    expect(
      validateContactsSearch({
        page: 3,
        size: 25,
        sort: '-last_name',
        q: '  ada  ',
        status: 'active,nonsense,blocked',
        country: 'gb,US',
        // The router reads `?network=310260` as a number.
        network: 310260,
        tag: 'vip',
        source: 'carrier-pigeon',
        'custom.plan': 'gold',
        'custom.Bad-Key': 'x',
        contact: 'c_1',
        other: 'dropped',
      }),
    ).toEqual({
      page: 3,
      size: 25,
      sort: '-last_name',
      q: 'ada',
      status: 'active,blocked',
      country: 'US',
      network: '310260',
      tag: 'vip',
      'custom.plan': 'gold',
      contact: 'c_1',
    })
  })

  it('drops defaults and values that cannot be right', () => {
    expect(
      validateContactsSearch({
        page: 1,
        size: 7,
        sort: '-created_at',
        q: '   ',
        contact: '../x',
        status: '',
      }),
    ).toEqual({})
    expect(validateContactsSearch({ page: 'two', sort: 'password' })).toEqual({})
  })

  it('turns the search into the list call and its filters', () => {
    const search = validateContactsSearch({
      page: 2,
      status: 'blocked',
      'custom.plan': 'gold',
      q: 'ann',
      contact: 'c_1',
    })
    expect(filterOf(search)).toEqual({ status: 'blocked', 'custom.plan': 'gold' })
    expect(listQueryOf(listParamsOf(search))).toEqual({
      page: 2,
      per_page: 10,
      sort: '-created_at',
      search: 'ann',
      'filter[status]': 'blocked',
      'filter[custom.plan]': 'gold',
    })
    expect(isFiltered(search)).toBe(true)
    expect(isFiltered(withoutFilters(search))).toBe(false)
  })

  it('keys a query by what it lists, not by page, size, sort or panel', () => {
    const one = queryKeyOf({ status: 'active', tag: 'vip', page: 2, sort: 'phone' })
    const two = queryKeyOf({ tag: 'vip', status: 'active', size: 50, contact: 'c_1' })
    expect(one).toBe(two)
    expect(queryKeyOf({ status: 'active' })).not.toBe(queryKeyOf({ status: 'active', q: 'a' }))
  })
})
