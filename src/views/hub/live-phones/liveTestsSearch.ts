import { liveTestVerdicts } from '../../../contract/constants'
import type { LiveTestFilters } from '../../../services/api/livePhones'

/** `?page=&route_id=&verdict=`: unknown values are dropped (the whole list is shown). */
export function validateLiveTestSearch(search: Record<string, unknown>): LiveTestFilters {
  const page = Number(search.page)
  const verdict = liveTestVerdicts.find((known) => known === search.verdict)
  const routeId = typeof search.route_id === 'string' && /^[\w-]{1,64}$/.test(search.route_id)
  return {
    ...(Number.isSafeInteger(page) && page >= 1 ? { page } : {}),
    ...(routeId ? { route_id: search.route_id as string } : {}),
    ...(verdict ? { verdict } : {}),
  }
}
