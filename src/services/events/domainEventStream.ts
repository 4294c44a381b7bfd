import { Observable } from 'rxjs'
import {
  type DomainEventData,
  type DomainEventName,
  domainEvents,
  type StreamTicketResponse,
} from '../../contract/events'
import type { ApiResult } from '../http/client'

export interface DomainEventStreamDeps {
  /** POST events/ticket: EventSource sends no Authorization header, so a ticket opens it. */
  ticket(): Promise<ApiResult<StreamTicketResponse>>
  /** The absolute path of GET events. */
  streamUrl: string
  createEventSource?: (url: string) => EventSource
  /**
   * The stream is open and follows every change from now on (its `ready` event): the moment to
   * read the current state once, so a change made while the stream was opening is not missed.
   */
  onReady?: () => void
}

/**
 * One kind of domain event of the current team, from the server-sent events stream (spec §7
 * events), checked against the contract. Completes (never errors) when the stream cannot be
 * opened, drops or is closed by the server: a ticket is single-use, so the browser's own
 * reconnect would be refused; callers that must not miss a change also poll or reload.
 */
export function domainEventStream<Name extends DomainEventName>(
  name: Name,
  deps: DomainEventStreamDeps,
): Observable<DomainEventData<Name>> {
  const open = deps.createEventSource ?? ((url: string) => new EventSource(url))
  return new Observable<DomainEventData<Name>>((subscriber) => {
    let source: EventSource | null = null
    let stopped = false
    const end = () => {
      source?.close()
      subscriber.complete()
    }
    void deps.ticket().then((result) => {
      if (stopped) return
      if (!result.ok) {
        subscriber.complete()
        return
      }
      source = open(`${deps.streamUrl}?ticket=${encodeURIComponent(result.data.ticket)}`)
      source.addEventListener(name, (event) => {
        let data: unknown
        try {
          data = JSON.parse((event as MessageEvent<string>).data)
        } catch {
          return
        }
        const parsed = domainEvents[name].safeParse(data)
        if (parsed.success) subscriber.next(parsed.data as DomainEventData<Name>)
      })
      source.addEventListener('ready', () => deps.onReady?.())
      source.addEventListener('closing', end)
      source.onerror = end
    })
    return () => {
      stopped = true
      source?.close()
    }
  })
}
