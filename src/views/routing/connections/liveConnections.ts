import { defer, filter, map, merge, Observable, Subject, switchMap, take } from 'rxjs'
import { http as httpConstants } from '../../../contract/constants'
import type { DomainEventData, StreamTicketResponse } from '../../../contract/events'
import { eventPaths } from '../../../contract/routes'
import type { SmppTestReceipt } from '../../../contract/smpp-connection'
import { domainEventStream } from '../../../services/events/domainEventStream'
import { api } from '../../../services/http'
import type { ApiResult } from '../../../services/http/client'
import { smppConnectionsApi } from './connectionsApi'

type Receipt = NonNullable<SmppTestReceipt['receipt']>
type ReceiptEvent = DomainEventData<'smpp_connection.test_receipt'>

/** How the routing screens open the team's event stream. */
export const streamOptions = (onReady: () => void) => ({
  ticket: () => api.v1.post<StreamTicketResponse>(eventPaths.ticket),
  streamUrl: `${httpConstants.apiBase}${httpConstants.apiVersion}/${eventPaths.stream}`,
  onReady,
})

/**
 * The team's links changing state, as the connection manager writes them. `onReady`: the stream
 * is open, the moment to read the list again so a change made while it opened is not missed.
 */
export const connectionStatusEvents = (onReady: () => void) =>
  domainEventStream('smpp_connection.status', streamOptions(onReady))

/** The receipts of the team's test messages as the SMSCs send them. */
export const testReceiptEvents = (onReady: () => void) =>
  domainEventStream('smpp_connection.test_receipt', streamOptions(onReady))

export interface ReceiptSources {
  events: (onReady: () => void) => Observable<ReceiptEvent>
  read: (signal: AbortSignal) => Promise<ApiResult<SmppTestReceipt>>
}

const answered = (read: ReceiptSources['read']) =>
  new Observable<Receipt | null>((subscriber) => {
    const stop = new AbortController()
    void read(stop.signal).then((answer) => {
      subscriber.next(answer.ok ? answer.data.receipt : null)
      subscriber.complete()
    })
    return () => stop.abort()
  })

/**
 * The receipt of one test message, once: pushed by the server, or read when the stream opens
 * (it may have come before) and when the stream ends (a dropped stream pushes nothing more).
 */
export function receiptOf(
  connectionId: string,
  messageId: string,
  sources: ReceiptSources,
): Observable<Receipt> {
  return defer(() => {
    const readNow = new Subject<void>()
    const pushed = new Observable<Receipt | null>((subscriber) =>
      sources
        .events(() => readNow.next())
        .pipe(
          filter((event) => event.connection_id === connectionId && event.message_id === messageId),
          map((event) => event.receipt),
        )
        .subscribe({
          next: (receipt) => subscriber.next(receipt),
          complete: () => readNow.next(),
        }),
    )
    const asked = readNow.pipe(switchMap(() => answered(sources.read)))
    return merge(pushed, asked).pipe(
      filter((receipt): receipt is Receipt => receipt !== null),
      take(1),
    )
  })
}

/** The receipt of a test message sent through a connection, on the app's client and stream. */
export const testReceiptOf = (connectionId: string, messageId: string) =>
  receiptOf(connectionId, messageId, {
    events: testReceiptEvents,
    read: (signal) => smppConnectionsApi.testReceipt(connectionId, messageId, signal),
  })
