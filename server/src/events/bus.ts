import { filter, Observable, Subject } from 'rxjs'
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
  [Name in DomainEventName]: { name: Name; audience: Audience; data: DomainEventData<Name> }
}[DomainEventName]

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
 * The in-process event bus: domain code publishes what happened, each open event stream takes
 * what is meant for its viewer. Per process: with several server processes on one PostgreSQL,
 * a stream sees the events raised by its own process only.
 */
export interface EventBus {
  publish(event: BusEvent): void
  /** The events meant for `viewer`, until the bus closes. */
  eventsFor(viewer: Viewer): Observable<BusEvent>
  /** Ends every stream (SIGTERM); publishing afterwards does nothing. */
  close(): void
  readonly closed: boolean
  /** How many streams are reading now. */
  readonly listeners: number
}

export function createEventBus(): EventBus {
  const events = new Subject<BusEvent>()
  let listeners = 0
  return {
    publish(event) {
      if (!events.closed && !events.isStopped) events.next(event)
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
