import { map, Observable } from 'rxjs'
import type {
  DomainEventData,
  DomainEventName,
  domainEvents,
  StreamTicketResponse,
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

/** One domain event with its name, so several kinds can travel one stream. */
export type NamedDomainEvent<Name extends DomainEventName> = {
  [N in Name]: { name: N; data: DomainEventData<N> }
}[Name]

type Schemas = typeof domainEvents

/**
 * The contract's schemas (and the validation library behind them) are fetched with the first
 * event, not with the page: every signed-in page opens the stream, and most of them see no event
 * before the reader moves on. Once fetched they stay, for every stream.
 */
let schemas: Promise<Schemas> | null = null
const fetchSchemas = () => {
  schemas ??= import('../../contract/events').then(
    (module) => module.domainEvents,
    (error: unknown) => {
      schemas = null
      throw error
    },
  )
  return schemas
}

/**
 * Some kinds of domain event of the current team, from one server-sent events stream (spec §7
 * events), each checked against the contract, in the order they came. Completes (never errors)
 * when the stream cannot be opened, drops or is closed by the server (or when the schemas cannot
 * be fetched): a ticket is single-use, so the browser's own reconnect would be refused; callers
 * that must not miss a change also poll or reload.
 */
export function domainEventsOf<Name extends DomainEventName>(
  names: readonly Name[],
  deps: DomainEventStreamDeps,
): Observable<NamedDomainEvent<Name>> {
  const open = deps.createEventSource ?? ((url: string) => new EventSource(url))
  return new Observable<NamedDomainEvent<Name>>((subscriber) => {
    let source: EventSource | null = null
    let stopped = false
    // Each message waits for the schemas and for the messages before it; so does the end.
    let turn = Promise.resolve()
    const end = () => {
      source?.close()
      turn = turn.then(() => subscriber.complete())
    }
    const follow = (opened: EventSource, name: Name) =>
      opened.addEventListener(name, (event) => {
        let data: unknown
        try {
          data = JSON.parse((event as MessageEvent<string>).data)
        } catch {
          return
        }
        turn = turn.then(fetchSchemas).then(
          (domainEvents) => {
            const parsed = domainEvents[name].safeParse(data)
            if (parsed.success)
              subscriber.next({ name, data: parsed.data } as NamedDomainEvent<Name>)
          },
          () => end(),
        )
      })
    void deps.ticket().then((result) => {
      if (stopped) return
      if (!result.ok) {
        subscriber.complete()
        return
      }
      let opened: EventSource
      try {
        opened = open(`${deps.streamUrl}?ticket=${encodeURIComponent(result.data.ticket)}`)
      } catch {
        // No stream where the browser has no EventSource (or refuses the address): none to follow.
        subscriber.complete()
        return
      }
      source = opened
      for (const name of names) follow(opened, name)
      opened.addEventListener('ready', () => deps.onReady?.())
      opened.addEventListener('closing', end)
      opened.onerror = end
    })
    return () => {
      stopped = true
      source?.close()
    }
  })
}

/** One kind of domain event of the current team (see domainEventsOf). */
export function domainEventStream<Name extends DomainEventName>(
  name: Name,
  deps: DomainEventStreamDeps,
): Observable<DomainEventData<Name>> {
  return domainEventsOf([name], deps).pipe(map((event) => event.data as DomainEventData<Name>))
}
