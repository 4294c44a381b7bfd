import { z } from 'zod'
import { pagination } from './constants'
import { text } from './fields'
import { says } from './messages'

/**
 * The list contract every index call shares. In the URL: `page`, `per_page`, `sort` (comma
 * separated fields, `-` for descending: `sort=-created_at,name`), `search`, and one
 * `filter[field]=value` per filter. The response is `{data, meta: {total, page, per_page,
 * last_page}}`; a page past the last one answers an empty `data`.
 */

export const sortDirections = ['asc', 'desc'] as const
export type SortDirection = (typeof sortDirections)[number]
export interface SortKey<Field extends string> {
  field: Field
  direction: SortDirection
}

const searchMaxLength = 200
/** Far past any real list, and small enough that the row offset stays a safe integer. */
const maxPage = 1_000_000_000

/** Filters narrow a list; none is ever required. */
type OptionalFilters = Record<string, z.ZodOptional>

export interface ListQueryOptions<Field extends string, Filters extends OptionalFilters> {
  /** The fields a list may be sorted by. */
  sortable: readonly [Field, ...Field[]]
  /** The order when the query names none, e.g. `-created_at`. */
  defaultSort: string
  /** One optional schema per filter; each receives the raw string from the URL. */
  filters: Filters
}

function parseSort<Field extends string>(sortable: readonly Field[]) {
  return (value: string, ctx: z.RefinementCtx): SortKey<Field>[] => {
    const keys: SortKey<Field>[] = []
    for (const part of value.split(',')) {
      const descending = part.startsWith('-')
      const field = (descending ? part.slice(1) : part) as Field
      if (!sortable.includes(field)) {
        ctx.addIssue({
          code: 'custom',
          ...says('field.sortable', { fields: sortable.join(', ') }),
        })
        return z.NEVER
      }
      keys.push({ field, direction: descending ? 'desc' : 'asc' })
    }
    return keys
  }
}

/** The list query of one resource: its sortable fields and its filters. */
export function listQuery<Field extends string, Filters extends OptionalFilters>(
  options: ListQueryOptions<Field, Filters>,
) {
  const filters = z.object(options.filters).strict()
  return z.object({
    page: z.coerce.number().int().min(1).max(maxPage).default(1),
    per_page: z.coerce
      .number()
      .int()
      .min(1)
      .max(pagination.maxItemsPerPage)
      .default(pagination.defaultItemsPerPage),
    sort: z
      .string()
      .max(searchMaxLength)
      .default(options.defaultSort)
      .transform(parseSort(options.sortable)),
    search: text(searchMaxLength).optional(),
    // Every filter is optional, so `{}` is a valid input; TypeScript cannot see that through
    // the generic, hence the annotation.
    filter: filters.prefault({} as z.input<typeof filters>),
  })
}

/**
 * Reads a URL's query into the shape `listQuery` parses: `filter[status]=x` becomes
 * `{filter: {status: 'x'}}`; everything else is kept as it is.
 */
export function fromSearchParams(params: URLSearchParams | Record<string, string>) {
  const entries = params instanceof URLSearchParams ? [...params] : Object.entries(params)
  const query: Record<string, unknown> = {}
  const filter: Record<string, string> = {}
  for (const [key, value] of entries) {
    const filterName = /^filter\[([^\]]+)\]$/.exec(key)?.[1]
    if (filterName !== undefined) filter[filterName] = value
    else query[key] = value
  }
  if (Object.keys(filter).length > 0) query.filter = filter
  return query
}

export const listMeta = z.object({
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  per_page: z.number().int().min(1),
  last_page: z.number().int().min(1),
  /**
   * Present (true) only when the server stopped counting: more than `total` rows match, and
   * `last_page` is the last page counted so far (the contact list with a tag or a search; see
   * audienceLimits.contactListCountCap). Absent: `total` is exact.
   */
  total_capped: z.literal(true).optional(),
})
export type ListMeta = z.infer<typeof listMeta>

/** The response of an index call listing `item`s. */
export function listResponse<Item extends z.ZodType>(item: Item) {
  return z.object({ data: z.array(item), meta: listMeta })
}

/** The last page of `total` rows at `perPage` a page: never below 1, so an empty list has one. */
export function lastPage(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage))
}

export function listMetaOf(total: number, page: number, perPage: number): ListMeta {
  return { total, page, per_page: perPage, last_page: lastPage(total, perPage) }
}
