import { audienceLimits, pagination } from '../../../contract/constants'
import type { ContactSource, ContactStatus } from '../../../contract/contact'
import {
  contactSortable,
  contactSources,
  contactStatuses,
  customFilterPattern,
} from '../../../contract/contact-values'
import type { ContactListParams } from '../../../services/api/contacts'

/** Rows a page may show, as the page-size choice offers them (the API takes 1 to 100). */
export const pageSizes = [10, 25, 50, pagination.maxItemsPerPage] as const

/**
 * The contact list's view in the URL: page and size, sort, search, the filters (named as the
 * list call names them: `status`, `country`, `network`, `tag`, `source`, `custom.<key>`; each a
 * comma list) and the contact open in the panel (`new` for a new one).
 */
export interface ContactsSearch {
  page?: number
  size?: number
  sort?: string
  q?: string
  status?: string
  country?: string
  network?: string
  tag?: string
  source?: string
  contact?: string
  /** `custom.<key>` filters. */
  [customFilter: `custom.${string}`]: string | undefined
}

/** The panel's address for a contact being created. */
export const newContact = 'new'

export const defaultSort = '-created_at'

const listFilterNames = ['status', 'country', 'network', 'tag', 'source'] as const
export type ListFilterName = (typeof listFilterNames)[number]

const items = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

const checkers: Record<ListFilterName, (item: string) => boolean> = {
  status: (item) => (contactStatuses as readonly string[]).includes(item),
  source: (item) => (contactSources as readonly string[]).includes(item),
  country: (item) => /^[A-Z]{2}$/.test(item),
  network: (item) => /^\d{5,6}$/.test(item),
  tag: (item) => item.length <= audienceLimits.tagNameMaxLength && !/[;]/.test(item),
}

/** The router parses `?network=310260` as a number; every filter is text. */
const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : undefined

const isSortable = (sort: string) =>
  (contactSortable as readonly string[]).includes(sort.replace(/^-/, ''))

const wholeFrom = (value: unknown, min: number) => {
  const number = Number(value)
  return Number.isSafeInteger(number) && number >= min ? number : undefined
}

/**
 * Reads the URL's search. A value that is not one the list accepts is dropped rather than
 * refused: a hand-edited or old link still opens the list, without that filter.
 */
export function validateContactsSearch(raw: Record<string, unknown>): ContactsSearch {
  const search: ContactsSearch = {}
  const page = wholeFrom(raw.page, 1)
  if (page !== undefined && page > 1) search.page = page
  const size = wholeFrom(raw.size, 1)
  if (size !== undefined && (pageSizes as readonly number[]).includes(size)) search.size = size
  const sort = textOf(raw.sort)
  if (sort && sort !== defaultSort && isSortable(sort)) search.sort = sort
  const q = textOf(raw.q)?.trim()
  if (q) search.q = q.slice(0, 200)
  for (const name of listFilterNames) {
    const value = textOf(raw[name])
    if (value === undefined || value.length > audienceLimits.filterValueMaxLength) continue
    const kept = items(value).filter(checkers[name])
    if (kept.length > 0) search[name] = kept.join(',')
  }
  for (const [name, value] of Object.entries(raw)) {
    const text = textOf(value)
    if (!customFilterPattern.test(name) || !text?.trim()) continue
    if (text.length <= audienceLimits.filterValueMaxLength)
      search[name as `custom.${string}`] = text.trim()
  }
  const contact = textOf(raw.contact)
  if (contact && /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(contact)) search.contact = contact
  return search
}

/** The filters of the list call and of an "everything matching" selection. */
export function filterOf(search: ContactsSearch): Record<string, string> {
  const filter: Record<string, string> = {}
  for (const [name, value] of Object.entries(search)) {
    if (value === undefined) continue
    if ((listFilterNames as readonly string[]).includes(name) || customFilterPattern.test(name))
      filter[name] = String(value)
  }
  return filter
}

export function listParamsOf(search: ContactsSearch): ContactListParams {
  return {
    page: search.page ?? 1,
    perPage: search.size ?? pagination.defaultItemsPerPage,
    sort: search.sort ?? defaultSort,
    search: search.q,
    filter: filterOf(search),
  }
}

/** Stands for the set of contacts the filters and search name (page and sort left out). */
export function queryKeyOf(search: ContactsSearch): string {
  const filter = filterOf(search)
  const parts = Object.keys(filter)
    .sort()
    .map((name) => `${name}=${filter[name]}`)
  return JSON.stringify([parts, search.q ?? ''])
}

export const isFiltered = (search: ContactsSearch) =>
  Object.keys(filterOf(search)).length > 0 || Boolean(search.q)

/** The search without any filter or text search (page size and sort kept). */
export function withoutFilters(search: ContactsSearch): ContactsSearch {
  const kept: ContactsSearch = {}
  if (search.size) kept.size = search.size
  if (search.sort) kept.sort = search.sort
  return kept
}

export const listItems = items

export type { ContactSource, ContactStatus }

/** What the loader depends on: the list's query and the contact in the panel. */
export function contactsDeps(search: ContactsSearch) {
  const { contact, ...list } = search
  return { list, contact }
}
