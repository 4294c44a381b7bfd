import { useNavigate, useRouter } from '@tanstack/react-router'
import type { FeedList as FeedListData, FeedResource } from '../../../contract/feed'
import { dataOrThrow } from '../../../contract/result'
import { Button } from '../../../design/Button'
import { useConfirm } from '../../../design/ConfirmDialog'
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
  const dateText = useDateText({ dateStyle: 'medium', timeStyle: 'short' })
  const navigate = useNavigate()
  const remove = useFeedDeletion()
  const open = (change: { edit?: string; feed?: string }) =>
    navigate({ to: '.', search: (previous: object) => ({ ...previous, ...change }) })
  const columns: ListColumn<FeedResource>[] = [
    { header: 'Name', namesRow: true, cell: (feed) => feed.name },
    { header: 'Status', cell: (feed) => feed.status },
    { header: 'Tags', cell: (feed) => feed.tags.join(', ') || '—' },
    { header: 'Key', cell: (feed) => feed.key_hint },
    {
      header: 'Last batch',
      cell: (feed) => (feed.last_received_at ? dateText(feed.last_received_at) : 'Never'),
    },
    { header: 'Created', cell: (feed) => dateText(feed.created_at) },
  ]
  if (canWrite)
    columns.push({
      header: 'Actions',
      quietHeader: true,
      cell: (feed) => (
        <RowActions>
          <Button
            size="s"
            tone="primary"
            variant="soft"
            aria-label={`Posting details of ${feed.name}`}
            onPress={() => void open({ feed: feed.id })}
          >
            Posting details
          </Button>
          <Button
            size="s"
            tone="primary"
            aria-label={`Edit ${feed.name}`}
            onPress={() => void open({ edit: feed.id })}
          >
            Edit
          </Button>
          <Button
            size="s"
            tone="danger"
            aria-label={`Delete ${feed.name}`}
            onPress={() => remove(feed)}
          >
            Delete
          </Button>
        </RowActions>
      ),
    })
  return (
    <section aria-labelledby="feeds-title" className={listStyles.section}>
      <h2 id="feeds-title" className={listStyles.sectionTitle}>
        Your feeds
      </h2>
      <ListPage
        result={result}
        problemTitle="The feeds could not be loaded"
        empty={
          <>
            No feeds yet. {canWrite ? 'Create one above' : 'An editor can create one'}: it gets a
            posting URL and a key, and every contact posted to it lands in your audience.
          </>
        }
        pagerLabel="Feed pages"
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
  return async (feed: FeedResource) => {
    const deleted = await confirm({
      title: `Delete ${feed.name}?`,
      message:
        'Batches posted to its URL are refused from now on and its logs go with it. The contacts it brought stay.',
      confirmLabel: 'Delete feed',
      action: async (signal) => dataOrThrow(await feedsApi.remove(feed.id, signal)),
    })
    if (!deleted) return
    notify.notify({ type: 'success', message: `${feed.name} is deleted.` })
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
