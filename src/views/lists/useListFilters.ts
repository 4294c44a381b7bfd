import { useNavigate } from '@tanstack/react-router'
import type { FormEvent } from 'react'

/**
 * A list's filters kept in its URL. `set` merges a change into the search and goes back to the
 * first page (the old page may not exist under the new filter); `submitSearch` is the submit of
 * a search form whose field is named `q`, trimmed, and dropped when blank.
 */
export function useListFilters<Search extends { q?: string }>() {
  const navigate = useNavigate()
  const set = (change: Partial<Search>) =>
    navigate({
      to: '.',
      search: (previous: object) => ({ ...previous, ...change, page: undefined }),
    })
  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const text = new FormData(event.currentTarget).get('q')
    void set({
      q: typeof text === 'string' && text.trim() ? text.trim() : undefined,
    } as Partial<Search>)
  }
  return { set, submitSearch }
}
