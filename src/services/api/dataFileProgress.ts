import { defer, exhaustMap, filter, map, merge, Observable, takeWhile, timer } from 'rxjs'
import type { DataFileResource } from '../../contract/data-file'
import { type DomainEventStreamDeps, domainEventStream } from '../events/domainEventStream'
import type { ApiResult } from '../http/client'

/**
 * How often the data file is asked for while its import runs. The event stream tells every
 * batch as it commits; the poll is what still works when the stream cannot be opened (a proxy
 * that buffers, an expired ticket) and catches an import that ended before the stream opened.
 */
export const importPollMs = 2000

const progressEvent = 'data_file.progress'

/**
 * The `data_file.progress` events of the current team, from the server-sent events stream.
 * Completes when the stream cannot be opened or drops; the poll carries on instead.
 */
export const dataFileEvents = (deps: DomainEventStreamDeps): Observable<DataFileResource> =>
  domainEventStream(progressEvent, deps)

export interface WatchDataFileDeps {
  show(id: string, signal: AbortSignal): Promise<ApiResult<DataFileResource>>
  /** Live progress of the team's data files (may complete at once when there is none). */
  events(): Observable<DataFileResource>
  pollMs?: number
}

const isFinished = (file: DataFileResource) => file.status === 'done' || file.status === 'failed'

/** How far along a status is: an import only ever moves forward. */
const stage: Record<DataFileResource['status'], number> = {
  uploaded: 0,
  mapped: 1,
  importing: 2,
  done: 3,
  failed: 3,
}

const isNewer = (file: DataFileResource, last: DataFileResource | null) =>
  last === null ||
  stage[file.status] > stage[last.status] ||
  (file.status === last.status && file.counts.processed > last.counts.processed)

/**
 * One data file while its import runs: each step it takes, from the event stream and the poll
 * together, never going back (a slow poll answer older than an event is dropped), ending with
 * the answer that says the import is done or failed.
 */
export function watchDataFile(deps: WatchDataFileDeps, id: string): Observable<DataFileResource> {
  return defer(() => {
    let last: DataFileResource | null = null
    const polled = timer(0, deps.pollMs ?? importPollMs).pipe(
      exhaustMap(() =>
        defer(() => {
          const controller = new AbortController()
          return new Observable<ApiResult<DataFileResource>>((subscriber) => {
            void deps.show(id, controller.signal).then((result) => {
              subscriber.next(result)
              subscriber.complete()
            })
            return () => controller.abort()
          })
        }),
      ),
      // A failed poll is tried again at the next tick.
      filter((result) => result.ok),
      map((result) => (result as { data: DataFileResource }).data),
    )
    const live = deps.events().pipe(filter((file) => file.id === id))
    return merge(live, polled).pipe(
      filter((file) => {
        if (!isNewer(file, last)) return false
        last = file
        return true
      }),
      takeWhile((file) => !isFinished(file), true),
    )
  })
}
