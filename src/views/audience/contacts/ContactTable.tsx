import { useSelector } from '@xstate/react'
import { Button } from 'react-aria-components'
import type { ContactResource } from '../../../contract/contact'
import { visuallyHidden } from '../../../design/a11y.css'
import { Link } from '../../../design/Link'
import {
  type ContactSelectionRef,
  selectIsBusy,
  selectIsRowSelected,
  selectPageSelection,
} from '../../../machines/contactSelection'
import audienceMessages from '../../../messages/audience/catalogue'
import messages from '../../../messages/audience-contacts/catalogue'
import { useMessages } from '../../../messages/useMessages'
import * as listStyles from '../../lists/lists.css'
import { useDateText } from '../../lists/useDateText'
import { type ContactColumn, cellText, columnLabel, contactName, dateColumns } from './columns'
import * as styles from './contacts.css'
import { sourceName, statusName } from './contactWords'
import { RowCheckbox } from './RowCheckbox'

type SortOrder = 'ascending' | 'descending' | 'none'

function orderOf(sort: string, column: ContactColumn): SortOrder {
  if (!column.sort) return 'none'
  if (sort === column.sort) return 'ascending'
  return sort === `-${column.sort}` ? 'descending' : 'none'
}

/** A press on a column: the other way round when it sorts already, else its first way. */
function nextSort(sort: string, column: ContactColumn & { sort: string }): string {
  const order = orderOf(sort, column)
  if (order === 'ascending') return `-${column.sort}`
  if (order === 'descending') return column.sort
  return column.descendingFirst ? `-${column.sort}` : column.sort
}

/**
 * One page of contacts: a checkbox per row and one for the page (the selection machine decides
 * what they do), sortable column headers (buttons, with aria-sort), and the first column a link
 * that opens the contact's panel.
 */
export function ContactTable({
  contacts,
  columns,
  sort,
  selection,
  onSort,
  hrefOf,
  onRowIntent,
}: {
  contacts: readonly ContactResource[]
  columns: readonly ContactColumn[]
  sort: string
  selection: ContactSelectionRef
  onSort: (sort: string) => void
  /** The address of the page with this contact's panel open. */
  hrefOf: (contact: ContactResource) => string
  /** A row's link hovered or focused: the panel it opens may be fetched. */
  onRowIntent?: () => void
}) {
  const t = useMessages(messages)
  const words = useMessages(audienceMessages)
  const dateText = useDateText()
  const pageSelection = useSelector(selection, selectPageSelection)
  const busy = useSelector(selection, selectIsBusy)
  // Subscribed so each row's checkbox follows the selection.
  useSelector(selection, (snapshot) => snapshot.context)
  const snapshot = selection.getSnapshot()
  const sortedBy = columns.find((column) => orderOf(sort, column) !== 'none')

  const text = (contact: ContactResource, column: ContactColumn) => {
    if (dateColumns.has(column.id)) {
      const value = contact[column.id as keyof ContactResource] as string | null
      return value ? dateText(value) : ''
    }
    if (column.id === 'status') return statusName(words, contact.status)
    if (column.id === 'source') return sourceName(words, contact.source)
    return cellText(t, contact, column.id)
  }

  return (
    // Focusable, so a keyboard can scroll the columns that do not fit (WCAG 2.1.1).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by Tab
    <section className={listStyles.tableScroller} aria-label={t('table.caption')} tabIndex={0}>
      <table className={listStyles.table}>
        <caption className={visuallyHidden}>
          {sortedBy
            ? t(
                orderOf(sort, sortedBy) === 'ascending'
                  ? 'table.caption.ascending'
                  : 'table.caption.descending',
                { column: columnLabel(t, sortedBy) },
              )
            : t('table.caption')}
        </caption>
        <thead>
          <tr>
            <th
              scope="col"
              className={`${listStyles.headerCell} ${styles.checkCell} ${styles.stickyCheck}`}
            >
              <RowCheckboxHeader
                state={pageSelection}
                isDisabled={busy || contacts.length === 0}
                onToggle={() => selection.send({ type: 'selection.togglePage' })}
              />
            </th>
            {columns.map((column, index) => {
              const order = orderOf(sort, column)
              const sortable = column.sort
              return (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={sortable ? order : undefined}
                  className={`${listStyles.headerCell} ${index === 0 ? styles.stickyName : ''}`}
                >
                  {sortable ? (
                    <Button
                      className={styles.sortButton}
                      onPress={() => onSort(nextSort(sort, { ...column, sort: sortable }))}
                    >
                      {columnLabel(t, column)}
                      <span aria-hidden="true">
                        {order === 'ascending' ? '▲' : order === 'descending' ? '▼' : '↕'}
                      </span>
                    </Button>
                  ) : (
                    columnLabel(t, column)
                  )}
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody>
          {contacts.map((contact) => {
            const name = contactName(contact)
            return (
              <tr key={contact.id}>
                <td className={`${listStyles.cell} ${styles.checkCell} ${styles.stickyCheck}`}>
                  <RowCheckbox
                    label={t('table.selectRow', { name })}
                    isSelected={selectIsRowSelected(snapshot, contact.id)}
                    isDisabled={busy}
                    onChange={() => selection.send({ type: 'selection.toggle', id: contact.id })}
                  />
                </td>
                {columns.map((column, index) =>
                  index === 0 ? (
                    <th
                      key={column.id}
                      scope="row"
                      className={`${listStyles.cell} ${styles.stickyName}`}
                    >
                      <div className={listStyles.rowName}>
                        <Link
                          href={hrefOf(contact)}
                          onHoverStart={onRowIntent}
                          onFocus={onRowIntent}
                        >
                          {text(contact, column) || name}
                        </Link>
                      </div>
                    </th>
                  ) : (
                    <td key={column.id} className={listStyles.cell}>
                      {column.id === 'tags'
                        ? contact.tags.map((tag) => (
                            <span key={tag} className={styles.tagChip}>
                              {tag}
                            </span>
                          ))
                        : text(contact, column)}
                    </td>
                  ),
                )}
              </tr>
            )
          })}
        </tbody>
      </table>
    </section>
  )
}

function RowCheckboxHeader({
  state,
  isDisabled,
  onToggle,
}: {
  state: 'all' | 'some' | 'none'
  isDisabled: boolean
  onToggle: () => void
}) {
  const t = useMessages(messages)
  return (
    <RowCheckbox
      label={t('table.selectPage')}
      isSelected={state === 'all'}
      isIndeterminate={state === 'some'}
      isDisabled={isDisabled}
      onChange={onToggle}
    />
  )
}
