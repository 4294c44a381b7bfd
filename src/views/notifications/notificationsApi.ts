import { defer, repeat } from 'rxjs'
import { http as httpConstants, serverEventStream } from '../../contract/constants'
import type { StreamTicketResponse } from '../../contract/events'
import { eventPaths } from '../../contract/routes'
import { createNotificationsApi } from '../../services/api/notifications'
import { domainEventsOf, type NamedDomainEvent } from '../../services/events/domainEventStream'
import { api } from '../../services/http'

/** The notification calls, on the app's client. */
export const notificationsApi = createNotificationsApi(api)

/** What changes the user's notifications: one raised, one marked, all read (maybe in another tab). */
const changes = ['notification.created', 'notification.updated', 'notifications.read_all'] as const

export type NotificationChange = NamedDomainEvent<(typeof changes)[number]>

/**
 * The user's notification changes, live, for as long as it is followed: a stream the server
 * ends (a team switch, a restart) is opened again after the stream's retry time. `onReady`: each
 * opened stream follows every change from then on, the moment to read the state once.
 */
export const notificationChanges = (onReady?: () => void) =>
  defer(() =>
    domainEventsOf(changes, {
      ticket: () => api.v1.post<StreamTicketResponse>(eventPaths.ticket),
      streamUrl: `${httpConstants.apiBase}${httpConstants.apiVersion}/${eventPaths.stream}`,
      ...(onReady ? { onReady } : {}),
    }),
  ).pipe(repeat({ delay: serverEventStream.retryMs }))
