import { useLoaderData, useRouter, useSearch } from '@tanstack/react-router'
import { useEffect } from 'react'
import { failureMessage } from '../../contract/result'
import { Button } from '../../design/Button'
import messages from '../../messages/notifications/catalogue'
import { useMessages } from '../../messages/useMessages'
import { useNotify } from '../../services/NotifyProvider'
import { PageFrame } from '../frame/PageFrame'
import { ListPage } from '../lists/ListTable'
import * as listStyles from '../lists/lists.css'
import { PendingList } from '../lists/PendingList'
import { NotificationFilters } from './NotificationFilters'
import { NotificationItem } from './NotificationItem'
import * as styles from './notifications.css'
import { notificationChanges, notificationsApi } from './notificationsApi'
import { useMarkNotification } from './useMarkNotification'

const route = '/_default/_auth/notifications'

/**
 * /notifications: every notification of the user here (this team's and the account's), newest
 * first, filtered by type and read state, marked read or unread one by one or all at once, and
 * followed live: any change on the event stream loads the page again.
 */
export function NotificationsScreen() {
  const t = useMessages(messages)
  const router = useRouter()
  const notifier = useNotify()
  const { list, types } = useLoaderData({ from: route })
  const search = useSearch({ from: route })
  const reload = () => router.invalidate()
  const mark = useMarkNotification(reload)

  useEffect(() => {
    const subscription = notificationChanges().subscribe(() => void router.invalidate())
    return () => subscription.unsubscribe()
  }, [router])

  const readAll = async () => {
    const result = await notificationsApi.readAll()
    notifier.notify(
      result.ok
        ? { type: 'success', message: t('list.readAllDone', { count: result.data.updated }) }
        : { type: 'danger', message: failureMessage(result) },
    )
    await reload()
  }

  return (
    <PageFrame>
      <section aria-labelledby="notifications-title" className={listStyles.section}>
        <h2 id="notifications-title" className={listStyles.sectionTitle}>
          {t('list.title')}
        </h2>
        <div className={styles.filters}>
          <NotificationFilters search={search} types={types.ok ? types.data.data : []} />
          <Button onPress={readAll}>{t('list.readAll')}</Button>
        </div>
        <ListPage
          result={list}
          problemTitle={t('list.problem')}
          empty={t('list.empty')}
          pagerLabel={t('list.pages')}
        >
          {(rows) => (
            <ul className={styles.items}>
              {rows.map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  onMark={mark}
                  canMarkUnread
                />
              ))}
            </ul>
          )}
        </ListPage>
      </section>
    </PageFrame>
  )
}

export function NotificationsPending() {
  return (
    <PageFrame>
      <PendingList />
    </PageFrame>
  )
}
