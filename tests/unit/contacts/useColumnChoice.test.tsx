import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { defaultColumnIds } from '../../../src/views/audience/contacts/columns'
import { useColumnChoice } from '../../../src/views/audience/contacts/useColumnChoice'

describe('the column choice', () => {
  beforeEach(() => localStorage.clear())

  it('is remembered per user, and never left empty', () => {
    const { result, rerender } = renderHook(({ user }) => useColumnChoice(user), {
      initialProps: { user: 'user-1' as string | null },
    })
    expect(result.current[0]).toEqual(defaultColumnIds)
    act(() => result.current[1](['phone', 'tags']))
    act(() => result.current[1]([]))
    expect(result.current[0]).toEqual(['phone', 'tags'])

    rerender({ user: 'user-2' })
    expect(result.current[0]).toEqual(defaultColumnIds)
    rerender({ user: 'user-1' })
    expect(result.current[0]).toEqual(['phone', 'tags'])
  })

  it('falls back to the defaults when the stored value is not a list of columns', () => {
    localStorage.setItem('switchboard.contacts.columns.user-1', '{"oops":1}')
    const { result } = renderHook(() => useColumnChoice('user-1'))
    expect(result.current[0]).toEqual(defaultColumnIds)
  })
})
