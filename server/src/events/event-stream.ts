import type { SSEMessage, SSEStreamingApi } from 'hono/streaming'
import type { Observable, Subscription } from 'rxjs'
import { type AppLocale, serverEventStream } from '../../../src/contract/constants'
import type { ControlEventName, StreamEndReason } from '../../../src/contract/events'
import type { Clock } from '../domain/clock'
import type { BusEvent, Viewer } from './bus'

export interface EventStreamOptions {
  viewer: Viewer
  /** The reader's language (the ticket's request's): the words events carry are sent in it. */
  locale: AppLocale
  /** The viewer's events; completes when the bus closes (SIGTERM). */
  events: Observable<BusEvent>
  clock: Clock
  /** Asked at every heartbeat: a reason ends the stream (signed out, switched team). */
  endReason(): Promise<StreamEndReason | null>
}

/**
 * Runs one open event stream: `ready`, then every event for the viewer as it happens and a
 * heartbeat every serverEventStream.heartbeatMs, until the client leaves (nothing more is
 * written) or the server ends it (`closing` with the reason is the last message).
 */
export async function openEventStream(
  stream: SSEStreamingApi,
  options: EventStreamOptions,
): Promise<void> {
  // One message at a time, in order: live events and heartbeats come from different sources.
  let writing = Promise.resolve()
  const send = (
    event: ControlEventName | BusEvent['name'],
    data: unknown,
    extra: Pick<SSEMessage, 'id' | 'retry'> = {},
  ) => {
    const message: SSEMessage = { event, data: JSON.stringify(data), ...extra }
    writing = writing.then(() => stream.writeSSE(message))
    return writing
  }

  // Queued before the subscription starts, so nothing raised from here on is missed.
  void send(
    'ready',
    {
      user_id: options.viewer.userId,
      team_id: options.viewer.teamId,
      heartbeat_ms: serverEventStream.heartbeatMs,
    },
    { retry: serverEventStream.retryMs },
  )

  let sequence = 0
  let heartbeat: ReturnType<typeof setInterval> | undefined
  let subscription: Subscription | undefined
  let ended = false
  const reason = await new Promise<StreamEndReason | null>((resolve) => {
    const end = (why: StreamEndReason | null) => {
      ended = true
      resolve(why)
    }
    stream.onAbort(() => end(null))
    subscription = options.events.subscribe({
      next: (event) => {
        sequence += 1
        void send(event.name, event.inLocale?.[options.locale] ?? event.data, {
          id: String(sequence),
        })
      },
      complete: () => end('server-shutdown'),
    })
    heartbeat = setInterval(() => {
      options.endReason().then(
        (why) => {
          if (why) end(why)
          // A check still running when the stream ended must not write after `closing`.
          else if (!ended) void send('heartbeat', { at: options.clock().toISOString() })
        },
        (error: unknown) => {
          // The database went away (shutdown, failover): end it; the client opens a new one.
          console.error('Event stream check failed:', error)
          end(null)
        },
      )
    }, serverEventStream.heartbeatMs)
  })
  clearInterval(heartbeat)
  subscription?.unsubscribe()
  if (reason && !stream.aborted) await send('closing', { reason })
  await writing
}
