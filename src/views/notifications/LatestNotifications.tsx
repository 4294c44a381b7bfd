import { useCallback, useEffect, useRef, useState } from 'react'
import { notifications as notificationLimits } from '../../contract/constants'
import type { NotificationList } from '../../contract/notifications'
import { Link } from '../../design/Link'
import messages from '../../messages/notifications/catalogue'
import { useMessages } from '../../messages/useMessages'
import type { ApiResult } from '../../services/http/client'
import { LoadProblem } from '../lists/LoadProblem'
import { PendingList } from '../lists/PendingList'
import { NotificationItem } from './NotificationItem'
import * as styles from './notifications.css'
import { notificationsApi } from './notificationsApi'
import { useMarkNotification } from './useMarkNotification'

/**
 * The bell's popover: the newest few notifications, each marked read in place, and the way to
 * all of them. `onChanged` tells the bell to count again; `onClose` closes the popover.
 */
export function LatestNotifications({
  onChanged,
  onClose,
}: {
  onChanged: () => unknown
  onClose: () => void
}) {
  const t = useMessages(messages)
  const [result, setResult] = useState<ApiResult<NotificationList> | null>(null)
  const load = useCallback(async (signal?: AbortSignal) => {
    const answer = await notificationsApi.list(
      { per_page: notificationLimits.latestInBell },
      signal,
    )
    if (!signal?.aborted) setResult(answer)
  }, [])
  useEffect(() => {
    const controller = new AbortController()
    void load(controller.signal)
    return () => controller.abort()
  }, [load])
  // Marked read, a notification loses its button here (the popover offers no "Mark unread"):
  // the focus goes back to the list rather than to nowhere, where Escape would not reach the
  // popover.
  const listRef = useRef<HTMLDivElement>(null)
  const mark = useMarkNotification(async () => {
    await Promise.all([load(), onChanged()])
    const list = listRef.current
    if (list && !list.contains(document.activeElement)) list.focus()
  })

  return (
    <>
      <div ref={listRef} tabIndex={-1} className={styles.latest}>
        {result === null && <PendingList />}
        {result && !result.ok && <LoadProblem title={t('popover.problem')} result={result} />}
        {result?.ok &&
          (result.data.data.length === 0 ? (
            <p>{t('popover.empty')}</p>
          ) : (
            <ul className={styles.items}>
              {result.data.data.map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  onMark={mark}
                  onOpen={onClose}
                />
              ))}
            </ul>
          ))}
      </div>
      <Link href="/notifications" onPress={onClose}>
        {t('popover.seeAll')}
      </Link>
    </>
  )
}
