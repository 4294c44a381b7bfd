import type { JournalFiltersSnapshot, JournalFilterValues } from './journalFilters.machine'

export const selectFilters = (snapshot: JournalFiltersSnapshot) => snapshot.context.filters

export const selectPage = (snapshot: JournalFiltersSnapshot) => snapshot.context.page

export const selectItemsPerPage = (snapshot: JournalFiltersSnapshot) =>
  snapshot.context.itemsPerPage

export const selectCanClear = (snapshot: JournalFiltersSnapshot) =>
  snapshot.can({ type: 'filters.clear' })

/** The filters as a journal query (services/journal/query.ts): unset filters left out. */
export function queryOfFilters(filters: JournalFilterValues) {
  const slash = filters.actor?.indexOf('/') ?? -1
  return {
    ...(filters.machine ? { machine: filters.machine } : {}),
    ...(filters.actor && slash > 0
      ? { run: filters.actor.slice(0, slash), actor: filters.actor.slice(slash + 1) }
      : {}),
    ...(filters.eventType.trim() ? { eventType: filters.eventType.trim() } : {}),
    ...(filters.from !== null ? { from: filters.from } : {}),
    ...(filters.to !== null ? { to: filters.to } : {}),
  }
}
