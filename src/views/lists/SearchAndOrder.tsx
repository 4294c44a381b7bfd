import { Button } from '../../design/Button'
import { LazySelect } from '../../design/LazySelect'
import { TextField } from '../../design/TextField'
import * as listStyles from './lists.css'
import { useListFilters } from './useListFilters'

/**
 * A list's name search and its order, both in the URL: the search is sent with its button (or
 * Enter), the order as soon as it is chosen; the default order leaves the URL.
 */
export function SearchAndOrder<Sort extends string>({
  q,
  sort,
  defaultSort,
  sorts,
  words,
}: {
  q: string | undefined
  sort: Sort | undefined
  defaultSort: Sort
  sorts: readonly { id: Sort; name: string }[]
  words: { search: string; searchButton: string; order: string }
}) {
  const { set, submitSearch } = useListFilters<{ q?: string; sort?: Sort }>()
  return (
    <>
      <form className={listStyles.searchForm} onSubmit={submitSearch}>
        <TextField
          key={q ?? ''}
          name="q"
          type="search"
          label={words.search}
          defaultValue={q ?? ''}
        />
        <Button type="submit">{words.searchButton}</Button>
      </form>
      <LazySelect
        label={words.order}
        options={sorts}
        selectedKey={sort ?? defaultSort}
        onSelectionChange={(key) =>
          void set({ sort: key === defaultSort ? undefined : (key as Sort) })
        }
      />
    </>
  )
}
