import type {
  NotificationList as NotificationListData,
  NotificationTypesResponse,
} from '../../contract/notifications'
import { failureMessage } from '../../contract/result'
import { Button } from '../../design/Button'
import messages from '../../messages/notifications/catalogue'
import { useMessages } from '../../messages/useMessages'
import type { ApiResult } from '../../services/http/client'
import { useNotify } from '../../services/NotifyProvider'
import { ListPage } from '../lists/ListTable'
import * as listStyles from '../lists/lists.css'
import { NotificationFilters } from './NotificationFilters'
import { NotificationItem } from './NotificationItem'
import * as styles from './notifications.css'
import { notificationsApi } from './notificationsApi'
import type { NotificationsSearch } from './notificationsSearch'
import { useMarkNotification } from './useMarkNotification'

export interface NotificationListProps {
  list: ApiResult<NotificationListData>
  types: ApiResult<NotificationTypesResponse>
  search: NotificationsSearch
  /** New filters, from the first page. */
  onSearch: (search: NotificationsSearch) => void
  /** Something was marked: load the page again. */
  onChanged: () => unknown
}

/** A page of notifications under their filters, each marked read or unread, or all read. */
export function NotificationList({
  list,
  types,
  search,
  onSearch,
  onChanged,
}: NotificationListProps) {
  const t = useMessages(messages)
  const notifier = useNotify()
  const mark = useMarkNotification(onChanged)
  const readAll = async () => {
    const result = await notificationsApi.readAll()
    notifier.notify(
      result.ok
        ? { type: 'success', message: t('list.readAllDone', { count: result.data.updated }) }
        : { type: 'danger', message: failureMessage(result) },
    )
    await onChanged()
  }
  return (
    <section aria-labelledby="notifications-title" className={listStyles.section}>
      <h2 id="notifications-title" className={listStyles.sectionTitle}>
        {t('list.title')}
      </h2>
      <div className={styles.filters}>
        <NotificationFilters
          search={search}
          types={types.ok ? types.data.data : []}
          onSearch={onSearch}
        />
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
  )
}
