import { useCallback, useEffect, useRef, useState } from 'react'
import type { HasUnreadResponse, NotificationResource } from '../../contract/notifications'
import { notificationChanges, notificationsApi } from './notificationsApi'

/**
 * The bell's figures (has-unread), read at first, whenever the event stream opens, and after
 * every change it carries; `onRaised` hears each new notification as it arrives. `live`: the
 * stream has opened, so a notification raised from now on is heard (one raised while it was
 * opening only counts).
 */
export function useUnreadNotifications(onRaised: (notification: NotificationResource) => void) {
  const [summary, setSummary] = useState<HasUnreadResponse | null>(null)
  const [live, setLive] = useState(false)
  const raised = useRef(onRaised)
  raised.current = onRaised
  const reading = useRef<AbortController | null>(null)

  // The latest reading wins: an older one still under way is dropped.
  const readAgain = useCallback(async () => {
    reading.current?.abort()
    const controller = new AbortController()
    reading.current = controller
    const result = await notificationsApi.hasUnread(controller.signal)
    if (result.ok) setSummary(result.data)
  }, [])

  useEffect(() => {
    void readAgain()
    const opened = () => {
      setLive(true)
      void readAgain()
    }
    const subscription = notificationChanges(opened).subscribe((change) => {
      if (change.name === 'notification.created') raised.current(change.data)
      void readAgain()
    })
    return () => {
      subscription.unsubscribe()
      reading.current?.abort()
    }
  }, [readAgain])

  return { unreadCount: summary?.has_unread ? summary.unread_count : 0, readAgain, live }
}
