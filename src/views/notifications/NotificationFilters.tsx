import type { NotificationTypesResponse } from '../../contract/notifications'
import { choiceFilter, FilterChips } from '../../design/FilterChips'
import messages from '../../messages/notifications/catalogue'
import { useMessages } from '../../messages/useMessages'
import type { NotificationsSearch } from './notificationsSearch'
import { typeLabelKeys } from './typeLabels'

const everything = 'all'

type Filters = Pick<NotificationsSearch, 'type' | 'status'>

/**
 * The list's type and read-state filters as chips, each opening its choice in a popover; a
 * change starts again from the first page.
 */
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
  const choose = (change: Filters) =>
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
    <FilterChips
      label={t('list.filters')}
      onClearAll={() => choose({ type: undefined, status: undefined })}
      filters={[
        choiceFilter({
          id: 'type',
          name: t('list.type'),
          any: everything,
          options: typeOptions,
          selected: search.type,
          value: search.type && t(typeLabelKeys[search.type]),
          onChange: (type) => choose({ type: type as NotificationsSearch['type'] }),
        }),
        choiceFilter({
          id: 'status',
          name: t('list.status'),
          any: everything,
          options: statusOptions,
          selected: search.status,
          onChange: (status) => choose({ status: status as NotificationsSearch['status'] }),
        }),
      ]}
    />
  )
}
