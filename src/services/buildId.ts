import {
  catchError,
  defer,
  exhaustMap,
  filter,
  type Observable,
  of,
  type SchedulerLike,
  timer,
} from 'rxjs'
import type { BuildIdResponse } from '../contract/build'
import { buildId } from '../contract/constants'
import { buildIdPath } from '../contract/routes'

/** GET /api/build-id: the build the server serves now; null when it could not be asked. */
export async function fetchBuildId(): Promise<string | null> {
  const response = await fetch(buildIdPath, { cache: 'no-store', credentials: 'same-origin' })
  if (!response.ok) return null
  const body = (await response.json()) as Partial<BuildIdResponse>
  return typeof body.build_id === 'string' ? body.build_id : null
}

/**
 * Polls the build id (spec §7: hourly; §9: 3,600,000 ms), the first time at once. The first id
 * answered is the one this page was loaded with; every later poll that answers another emits
 * it, so the offer to reload comes back until it is taken. Failed polls are skipped.
 */
export function watchBuildId(
  read: () => Promise<string | null> = fetchBuildId,
  pollMs: number = buildId.pollMs,
  scheduler?: SchedulerLike,
): Observable<string> {
  return defer(() => {
    let loaded: string | null = null
    return timer(0, pollMs, scheduler).pipe(
      exhaustMap(() => defer(read).pipe(catchError(() => of(null)))),
      filter((id): id is string => {
        if (id === null) return false
        loaded ??= id
        return id !== loaded
      }),
    )
  })
}
