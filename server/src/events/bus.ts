import { filter, Observable, Subject } from 'rxjs'
import { type AppLocale, appLocales } from '../../../src/contract/constants'
import type { DomainEventData, DomainEventName } from '../../../src/contract/events'

/**
 * Who receives an event: with `userId`, only that user's streams; with `teamId`, only streams of
 * people working in that team. Both: that user while working in that team.
 */
export interface Audience {
  userId?: string
  teamId?: string
}

export type BusEvent = {
  [Name in DomainEventName]: {
    name: Name
    audience: Audience
    data: DomainEventData<Name>
    /**
     * The data in each language, when it holds words people read (a notification's title, an
     * import's error): a stream sends its reader's (`data` is the English).
     */
    inLocale?: Record<AppLocale, DomainEventData<Name>>
  }
}[DomainEventName]

/** An event whose data holds words: presented once per language. */
export function wordedEvent<Name extends DomainEventName>(
  name: Name,
  audience: Audience,
  present: (locale: AppLocale) => DomainEventData<Name>,
): BusEvent {
  const inLocale = Object.fromEntries(
    appLocales.map((locale) => [locale, present(locale)]),
  ) as Record<AppLocale, DomainEventData<Name>>
  return { name, audience, data: inLocale[appLocales[0]], inLocale } as BusEvent
}

/** The reader of one stream: a user and the team they work in. */
export interface Viewer {
  userId: string
  teamId: string | null
}

export function reaches(audience: Audience, viewer: Viewer): boolean {
  if (audience.userId !== undefined && audience.userId !== viewer.userId) return false
  if (audience.teamId !== undefined && audience.teamId !== viewer.teamId) return false
  return true
}

/**
 * The event bus: domain code publishes what happened, each open event stream takes what is meant
 * for its viewer. Events published here reach this process's streams at once; with a relay
 * (PostgreSQL: postgres-relay.ts) they reach the other server processes' streams too, and theirs
 * reach these. Without one (PGlite: one process) the bus is in-process only.
 */
export interface EventBus {
  publish(event: BusEvent): void
  /** The events meant for `viewer`, until the bus closes. */
  eventsFor(viewer: Viewer): Observable<BusEvent>
  /**
   * Ends every stream here (SIGTERM); events published afterwards (the engine's last counters)
   * still reach the other processes, until the relay closes.
   */
  close(): void
  readonly closed: boolean
  /** How many streams are reading now. */
  readonly listeners: number
}

/** Carries events between server processes. */
export interface EventRelay {
  /** Sends an event published in this process to the others. */
  send(event: BusEvent): void
  /** The events the other processes published. */
  readonly received: Observable<BusEvent>
  close(): Promise<void>
}

export function createEventBus(relay?: EventRelay): EventBus {
  const events = new Subject<BusEvent>()
  const deliver = (event: BusEvent) => {
    if (!events.closed && !events.isStopped) events.next(event)
  }
  const fromOthers = relay?.received.subscribe(deliver)
  let listeners = 0
  return {
    publish(event) {
      deliver(event)
      relay?.send(event)
    },
    eventsFor(viewer) {
      return new Observable<BusEvent>((subscriber) => {
        listeners += 1
        const subscription = events
          .pipe(filter((event) => reaches(event.audience, viewer)))
          .subscribe(subscriber)
        return () => {
          listeners -= 1
          subscription.unsubscribe()
        }
      })
    },
    close() {
      fromOthers?.unsubscribe()
      events.complete()
    },
    get closed() {
      return events.isStopped
    },
    get listeners() {
      return listeners
    },
  }
}
