import { useLoaderData, useRouter } from '@tanstack/react-router'
import type { SegmentResource } from '../../../contract/segment'
import { Button } from '../../../design/Button'
import { Link } from '../../../design/Link'
import { isCountRunning } from '../../../machines/segmentCount'
import messages, { type Key } from '../../../messages/audience-segments/catalogue'
import type { Translate } from '../../../messages/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { PageFrame } from '../../frame/PageFrame'
import { type ListColumn, ListPage, ListTable, RowActions } from '../../lists/ListTable'
import * as listStyles from '../../lists/lists.css'
import { PendingList } from '../../lists/PendingList'
import { useDateText } from '../../lists/useDateText'
import { countStatusLabel } from './ruleWords'
import { useSegmentDeletion } from './useSegmentDeletion'

const countText = (t: Translate<Key>, segment: SegmentResource) => {
  const { status, percent } = segment.count
  const count = segment.contact_count
  if (count === null) return countStatusLabel(t, status)
  if (!isCountRunning(segment.count)) return t('list.count', { count })
  return t(status === 'queued' ? 'list.count.queued' : 'list.count.counting', { count, percent })
}

/** /audience/contacts/segments: the team's saved segments, their rules in words and counts. */
export function SegmentsScreen() {
  const { list, summaries } = useLoaderData({
    from: '/_default/_verified/audience/contacts/segments/',
  })
  const t = useMessages(messages)
  const dateText = useDateText()
  const remove = useSegmentRemoval()
  const columns: ListColumn<SegmentResource>[] = [
    {
      header: t('list.name'),
      namesRow: true,
      cell: (segment) => (
        <>
          <Link href={`/audience/contacts/segments/${segment.id}`}>{segment.name}</Link>
          {segment.description && <div className={listStyles.muted}>{segment.description}</div>}
        </>
      ),
    },
    { header: t('list.rules'), cell: (segment) => summaries[segment.id]?.description ?? '—' },
    { header: t('list.contacts'), cell: (segment) => countText(t, segment) },
    { header: t('list.updated'), cell: (segment) => dateText(segment.updated_at) },
    {
      header: t('list.actions'),
      quietHeader: true,
      cell: (segment) => (
        <RowActions>
          <Button
            size="s"
            tone="danger"
            aria-label={t('list.delete.label', { name: segment.name })}
            onPress={() => remove(segment)}
          >
            {t('list.delete')}
          </Button>
        </RowActions>
      ),
    },
  ]
  return (
    <PageFrame>
      <section aria-labelledby="segments-title" className={listStyles.section}>
        <div className={listStyles.actions}>
          <Link href="/audience/contacts/segments/new">{t('list.new')}</Link>
        </div>
        <h2 id="segments-title" className={listStyles.sectionTitle}>
          {t('list.title')}
        </h2>
        <ListPage
          result={list}
          problemTitle={t('list.loadProblem')}
          empty={t('list.empty')}
          pagerLabel={t('list.pages')}
        >
          {(segments) => (
            <ListTable rows={segments} columns={columns} rowKey={(segment) => segment.id} />
          )}
        </ListPage>
      </section>
    </PageFrame>
  )
}

function useSegmentRemoval() {
  const router = useRouter()
  const deleteSegment = useSegmentDeletion()
  return async (segment: SegmentResource) => {
    if (await deleteSegment(segment)) await router.invalidate()
  }
}

export function SegmentsPending() {
  return (
    <PageFrame>
      <PendingList />
    </PageFrame>
  )
}
