import { asc, type Column, desc, ilike, or, type SQL } from 'drizzle-orm'
import { type ListMeta, listMetaOf, type SortKey } from '../../../src/contract/list'

/** The parts of a parsed list query that every index call reads. */
export interface PageQuery {
  page: number
  per_page: number
}

/** `%` and `_` in a search are meant literally, not as LIKE wildcards. */
const literalPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`

/** Rows where any of `columns` contains `text`, ignoring case; no condition without a search. */
export function containsText(
  columns: readonly Column[],
  text: string | undefined,
): SQL | undefined {
  if (!text) return undefined
  return or(...columns.map((column) => ilike(column, literalPattern(text))))
}

/**
 * ORDER BY the sort keys, each through its column; `tieBreaker` makes pages stable and runs in
 * the first key's direction, so an index on (…, key, tie breaker) serves the order either way.
 */
export function orderOf<Field extends string>(
  sort: readonly SortKey<Field>[],
  columns: Record<Field, Column | SQL>,
  tieBreaker: Column,
): SQL[] {
  return [
    ...sort.map(({ field, direction }) =>
      direction === 'desc' ? desc(columns[field]) : asc(columns[field]),
    ),
    sort[0]?.direction === 'desc' ? desc(tieBreaker) : asc(tieBreaker),
  ]
}

/** The row window of a page. */
export function windowOf(query: PageQuery): { limit: number; offset: number } {
  return { limit: query.per_page, offset: (query.page - 1) * query.per_page }
}

/** A list's total; `capped`: counting stopped there, more rows match (ListMeta.total_capped). */
export interface ListTotal {
  value: number
  capped?: boolean
}

/** Runs a page's rows and the total at once, and answers the list contract's shape. */
export async function pageOf<Row, Item>(
  query: PageQuery,
  rows: Promise<Row[]>,
  total: Promise<ListTotal[]>,
  present: (row: Row) => Item,
): Promise<{ data: Item[]; meta: ListMeta }> {
  const [found, [counted]] = await Promise.all([rows, total])
  const meta = listMetaOf(counted?.value ?? 0, query.page, query.per_page)
  return {
    data: found.map(present),
    meta: counted?.capped ? { ...meta, total_capped: true } : meta,
  }
}
