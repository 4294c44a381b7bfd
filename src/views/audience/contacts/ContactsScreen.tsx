import {
  useLoaderData,
  useNavigate,
  useRouter,
  useRouterState,
  useSearch,
} from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { type ComponentProps, Suspense, useEffect } from 'react'
import type { ContactList } from '../../../contract/contact'
import { LazySelect } from '../../../design/LazySelect'
import { Link } from '../../../design/Link'
import { lazyOnIntent, useShownOnce } from '../../../design/lazyOnIntent'
import {
  contactSelectionMachine,
  type ShownPage,
  selectIsDeleteConfirmOpen,
  selectIsTagFormOpen,
  selectSelectedCount,
} from '../../../machines/contactSelection'
import messages from '../../../messages/audience-contacts/catalogue'
import { useMessages } from '../../../messages/useMessages'
import type { ApiResult } from '../../../services/http/client'
import { useJournaledActorRef } from '../../../services/journal/useJournaledActorRef'
import { useNotify } from '../../../services/NotifyProvider'
import { PageFrame } from '../../frame/PageFrame'
import { ListPager } from '../../lists/ListPager'
import { LoadProblem } from '../../lists/LoadProblem'
import * as listStyles from '../../lists/lists.css'
import { PendingList } from '../../lists/PendingList'
import { useCanWrite } from '../../session/useCanWrite'
import { useTeamOffers } from '../../teams/useTeamOffers'
import { ColumnChooser } from './ColumnChooser'
import { ContactFilters } from './ContactFilters'
import type { ContactPanel } from './ContactPanel'
import { ContactTable } from './ContactTable'
import { columnsOf } from './columns'
import {
  type ContactsSearch,
  defaultSort,
  filterOf,
  isFiltered,
  newContact,
  pageSizes,
  queryKeyOf,
} from './contactSearch'
import * as styles from './contacts.css'
import type { DeleteDialog } from './DeleteDialog'
import { SearchBox } from './SearchBox'
import { SelectionBar } from './SelectionBar'
import { contactSelectionActors as selectionActors } from './selectionActors'
import type { TagDialog } from './TagDialog'
import { useColumnChoice } from './useColumnChoice'

const routeId = '/_default/_verified/audience/contacts/$'
const uploadPath = '/audience/upload/Create'

// The contact panel (its form, phone and custom fields) and the bulk dialogs come with the first
// sign of intent, not with the list: a row or "New contact" hovered or focused, rows selected.
const contactPanel = lazyOnIntent<ComponentProps<typeof ContactPanel>>(() =>
  import('./ContactPanel').then((module) => ({ default: module.ContactPanel })),
)
const tagDialog = lazyOnIntent<ComponentProps<typeof TagDialog>>(() =>
  import('./TagDialog').then((module) => ({ default: module.TagDialog })),
)
const deleteDialog = lazyOnIntent<ComponentProps<typeof DeleteDialog>>(() =>
  import('./DeleteDialog').then((module) => ({ default: module.DeleteDialog })),
)
const panelIntent = { onHoverStart: contactPanel.preload, onFocus: contactPanel.preload }

/** The page the selection machine is told about: what the table shows for this query. */
function shownPageOf(search: ContactsSearch, list: ApiResult<ContactList>): ShownPage {
  return {
    key: queryKeyOf(search),
    filter: filterOf(search),
    ...(search.q ? { search: search.q } : {}),
    pageIds: list.ok ? list.data.data.map((contact) => contact.id) : [],
    total: list.ok ? list.data.meta.total : 0,
    totalIsLowerBound: list.ok && list.data.meta.total_capped === true,
  }
}

/**
 * /audience/contacts: the team's contacts, a page at a time from the server, filtered, searched
 * and sorted with everything in the URL; a selection (rows, pages, or everything matching) for
 * bulk tagging, untagging, export and deletion; a panel to see, edit or create a contact.
 */
export function ContactsScreen() {
  const data = useLoaderData({ from: routeId })
  const search = useSearch({ from: routeId })
  const navigate = useNavigate()
  const router = useRouter()
  const notify = useNotify()
  const t = useMessages(messages)
  const current = useTeamOffers()
  const loading = useRouterState({ select: (state) => state.isLoading })
  const { canWrite } = useCanWrite()
  const options = data.options.ok ? data.options.data : null
  const columns = columnsOf(options?.custom_fields ?? [])
  const [chosen, choose] = useColumnChoice(current?.userId ?? null)
  const shownColumns = columns.filter((column) => chosen.includes(column.id))

  const shown = shownPageOf(search, data.list)
  const selection = useJournaledActorRef(
    contactSelectionMachine.provide({
      actors: selectionActors,
      actions: {
        reportDone: (_, { outcome }) => {
          if (outcome.ok)
            notify.notify({
              type: 'success',
              message:
                'exportedAs' in outcome.data
                  ? t('list.exported', { fileName: outcome.data.exportedAs })
                  : outcome.data.message,
            })
          void router.invalidate()
        },
        reportProblem: (_, { message }) => notify.notify({ type: 'danger', message }),
      },
    }),
    { input: { page: shown } },
  )
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer of the loader is a new page
  useEffect(() => {
    selection.send({ type: 'selection.pageShown', page: shown })
  }, [data.list, shown.key, selection])
  const hasSelection = useSelector(selection, selectSelectedCount) > 0
  useEffect(() => {
    if (!hasSelection) return
    tagDialog.preload()
    deleteDialog.preload()
  }, [hasSelection])
  const isPanelWanted = useShownOnce(search.contact !== undefined)
  const isTagWanted = useShownOnce(useSelector(selection, selectIsTagFormOpen))
  const isDeleteWanted = useShownOnce(useSelector(selection, selectIsDeleteConfirmOpen))

  /** Changes the URL's search; a change of what is listed goes back to the first page. */
  const setSearch = (change: Partial<ContactsSearch>, keepPage = false) =>
    void navigate({
      to: '.',
      search: (previous: ContactsSearch) => {
        const next: Record<string, unknown> = { ...previous, ...change }
        if (!keepPage) delete next.page
        for (const name of Object.keys(next)) if (next[name] === undefined) delete next[name]
        return next
      },
    } as never)
  const hrefWith = (change: Partial<ContactsSearch>) =>
    router.buildLocation({ to: '.', search: { ...search, ...change } } as never).href

  const list = data.list
  const filtered = isFiltered(search)
  /** "12 contacts.", or "12 contacts match." under filters; "more than" past the list's cap. */
  const totalText = ({ total, total_capped }: ContactList['meta']) =>
    filtered
      ? t(total_capped ? 'list.matching.atLeast' : 'list.matching', { count: total })
      : t(total_capped ? 'list.total.atLeast' : 'list.total', { count: total })

  return (
    <PageFrame>
      <div className={styles.layout}>
        <div className={styles.toolbar}>
          <SearchBox
            className={styles.searchField}
            value={search.q ?? ''}
            onSearch={(q) => setSearch({ q: q || undefined })}
          />
          <ColumnChooser columns={columns} chosen={chosen} onChange={choose} />
          {canWrite && (
            <Link href={hrefWith({ contact: newContact })} {...panelIntent}>
              {t('list.newContact')}
            </Link>
          )}
          {canWrite && <Link href={uploadPath}>{t('list.upload')}</Link>}
        </div>
        <ContactFilters
          search={search}
          options={options}
          onChange={(change) => setSearch(change)}
        />
        <p role="status" className={listStyles.muted}>
          {loading ? t('list.loading') : list.ok ? totalText(list.data.meta) : ''}
        </p>
        {!list.ok ? (
          <LoadProblem title={t('list.loadProblem')} result={list} />
        ) : list.data.meta.total === 0 ? (
          filtered ? (
            <div className={listStyles.empty}>
              <p>{t('list.noMatch')}</p>
            </div>
          ) : (
            <div className={listStyles.empty}>
              <p>{t('list.empty')}</p>
              {canWrite && (
                <div className={styles.emptyActions}>
                  <Link href={hrefWith({ contact: newContact })} {...panelIntent}>
                    {t('list.createContact')}
                  </Link>
                  <Link href={uploadPath}>{t('list.uploadContacts')}</Link>
                </div>
              )}
            </div>
          )
        ) : (
          <>
            <SelectionBar
              selection={selection}
              total={list.data.meta.total}
              totalIsLowerBound={list.data.meta.total_capped === true}
              filtered={filtered}
              canWrite={canWrite}
            />
            <ContactTable
              contacts={list.data.data}
              columns={shownColumns}
              sort={search.sort ?? defaultSort}
              selection={selection}
              onSort={(sort) => setSearch({ sort: sort === defaultSort ? undefined : sort })}
              hrefOf={(contact) => hrefWith({ contact: contact.id })}
              onRowIntent={contactPanel.preload}
            />
            <div className={styles.footer}>
              <LazySelect
                label={t('list.rowsPerPage')}
                options={pageSizes.map((size) => ({ id: String(size), name: String(size) }))}
                selectedKey={String(list.data.meta.per_page)}
                onSelectionChange={(key) => setSearch({ size: Number(key) })}
              />
              <ListPager meta={list.data.meta} label={t('list.pages')} />
            </div>
          </>
        )}
      </div>
      {isPanelWanted && (
        <Suspense fallback={null}>
          <contactPanel.Component
            contactId={search.contact}
            contact={data.contact}
            replies={data.replies}
            customFields={options?.custom_fields ?? []}
            canWrite={canWrite}
            onClose={() => setSearch({ contact: undefined }, true)}
            onSaved={(contact, created) => {
              notify.notify({
                type: 'success',
                message: t(created ? 'list.created' : 'list.saved'),
              })
              if (created) setSearch({ contact: contact.id }, true)
              void router.invalidate()
            }}
          />
        </Suspense>
      )}
      {isTagWanted && (
        <Suspense fallback={null}>
          <tagDialog.Component
            selection={selection}
            knownTags={(options?.tags ?? []).map((tag) => tag.name)}
          />
        </Suspense>
      )}
      {isDeleteWanted && (
        <Suspense fallback={null}>
          <deleteDialog.Component selection={selection} />
        </Suspense>
      )}
    </PageFrame>
  )
}

export function ContactsPending() {
  return (
    <PageFrame>
      <PendingList />
    </PageFrame>
  )
}
