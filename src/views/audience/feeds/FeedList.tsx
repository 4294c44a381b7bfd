import { useNavigate, useRouter } from '@tanstack/react-router'
import type { FeedList as FeedListData, FeedResource } from '../../../contract/feed'
import { dataOrThrow } from '../../../contract/result'
import { Button } from '../../../design/Button'
import { useConfirm } from '../../../design/ConfirmDialog'
import messages from '../../../messages/audience-feeds/catalogue'
import { useMessages } from '../../../messages/useMessages'
import type { ApiResult } from '../../../services/http/client'
import { useNotify } from '../../../services/NotifyProvider'
import { type ListColumn, ListPage, ListTable, RowActions } from '../../lists/ListTable'
import * as listStyles from '../../lists/lists.css'
import { useDateText } from '../../lists/useDateText'
import { feedsApi } from './feedApis'

/** The team's feeds; writers open a feed's posting details, edit it, or delete it (confirmed). */
export function FeedList({
  result,
  canWrite,
}: {
  result: ApiResult<FeedListData>
  canWrite: boolean
}) {
  const t = useMessages(messages)
  const dateText = useDateText({ dateStyle: 'medium', timeStyle: 'short' })
  const navigate = useNavigate()
  const remove = useFeedDeletion()
  const open = (change: { edit?: string; feed?: string }) =>
    navigate({ to: '.', search: (previous: object) => ({ ...previous, ...change }) })
  const columns: ListColumn<FeedResource>[] = [
    { header: t('form.name'), namesRow: true, cell: (feed) => feed.name },
    { header: t('form.status'), cell: (feed) => t(`status.${feed.status}`) },
    { header: t('form.tags'), cell: (feed) => feed.tags.join(', ') || '—' },
    { header: t('list.key'), cell: (feed) => feed.key_hint },
    {
      header: t('list.lastBatch'),
      cell: (feed) => (feed.last_received_at ? dateText(feed.last_received_at) : t('list.never')),
    },
    { header: t('list.created'), cell: (feed) => dateText(feed.created_at) },
  ]
  if (canWrite)
    columns.push({
      header: t('list.actions'),
      quietHeader: true,
      cell: (feed) => (
        <RowActions>
          <Button
            size="s"
            tone="primary"
            variant="soft"
            aria-label={t('list.posting.label', { name: feed.name })}
            onPress={() => void open({ feed: feed.id })}
          >
            {t('list.posting')}
          </Button>
          <Button
            size="s"
            tone="primary"
            aria-label={t('form.edit', { name: feed.name })}
            onPress={() => void open({ edit: feed.id })}
          >
            {t('list.edit')}
          </Button>
          <Button
            size="s"
            tone="danger"
            aria-label={t('list.delete.label', { name: feed.name })}
            onPress={() => remove(feed)}
          >
            {t('list.delete')}
          </Button>
        </RowActions>
      ),
    })
  return (
    <section aria-labelledby="feeds-title" className={listStyles.section}>
      <h2 id="feeds-title" className={listStyles.sectionTitle}>
        {t('list.title')}
      </h2>
      <ListPage
        result={result}
        problemTitle={t('list.loadProblem')}
        empty={t(canWrite ? 'list.empty.writer' : 'list.empty.reader')}
        pagerLabel={t('nav.label')}
      >
        {(feeds) => <ListTable rows={feeds} columns={columns} rowKey={(feed) => feed.id} />}
      </ListPage>
    </section>
  )
}

function useFeedDeletion() {
  const router = useRouter()
  const navigate = useNavigate()
  const notify = useNotify()
  const confirm = useConfirm()
  const t = useMessages(messages)
  return async (feed: FeedResource) => {
    const deleted = await confirm({
      title: t('delete.title', { name: feed.name }),
      message: t('delete.message'),
      confirmLabel: t('delete.confirm'),
      action: async (signal) => dataOrThrow(await feedsApi.remove(feed.id, signal)),
    })
    if (!deleted) return
    notify.notify({ type: 'success', message: t('delete.done', { name: feed.name }) })
    await navigate({
      to: '.',
      search: (previous: { edit?: string; feed?: string }) => ({
        ...previous,
        edit: previous.edit === feed.id ? undefined : previous.edit,
        feed: previous.feed === feed.id ? undefined : previous.feed,
      }),
    })
    await router.invalidate()
  }
}
