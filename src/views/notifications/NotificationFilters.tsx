import type { NotificationTypesResponse } from '../../contract/notifications'
import { Select } from '../../design/Select'
import messages from '../../messages/notifications/catalogue'
import { useMessages } from '../../messages/useMessages'
import * as styles from './notifications.css'
import type { NotificationsSearch } from './notificationsSearch'
import { typeLabelKeys } from './typeLabels'

const everything = 'all'

/** The list's type and read-state filters; a change starts again from the first page. */
export function NotificationFilters({
  search,
  types,
  onSearch,
}: {
  search: NotificationsSearch
  types: NotificationTypesResponse['data']
  onSearch: (search: NotificationsSearch) => void
}) {
  const t = useMessages(messages)
  // A new filter starts from the first page.
  const choose = (change: Pick<NotificationsSearch, 'type' | 'status'>) =>
    onSearch({ type: search.type, status: search.status, ...change })
  const typeOptions = [
    { id: everything, name: t('list.allTypes') },
    ...types.map((entry) => ({
      id: entry.type,
      name: t('list.typeOption', { label: t(typeLabelKeys[entry.type]), total: entry.total }),
    })),
  ]
  const statusOptions = [
    { id: everything, name: t('list.statusAll') },
    { id: 'unread', name: t('list.statusUnread') },
    { id: 'read', name: t('list.statusRead') },
  ]
  return (
    <div className={styles.filters}>
      <Select
        label={t('list.type')}
        options={typeOptions}
        selectedKey={search.type ?? everything}
        onSelectionChange={(key) =>
          choose({
            type: key === everything ? undefined : (key as NotificationsSearch['type']),
          })
        }
      />
      <Select
        label={t('list.status')}
        options={statusOptions}
        selectedKey={search.status ?? everything}
        onSelectionChange={(key) =>
          choose({
            status: key === everything ? undefined : (key as NotificationsSearch['status']),
          })
        }
      />
    </div>
  )
}
