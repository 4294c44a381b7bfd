import { useLoaderData, useRouter } from '@tanstack/react-router'
import type { SegmentResource } from '../../../contract/segment'
import { Button } from '../../../design/Button'
import { Link } from '../../../design/Link'
import { isCountRunning } from '../../../machines/segmentCount'
import { PageFrame } from '../../frame/PageFrame'
import { type ListColumn, ListPage, ListTable, RowActions } from '../../lists/ListTable'
import * as listStyles from '../../lists/lists.css'
import { PendingList } from '../../lists/PendingList'
import { useDateText } from '../../lists/useDateText'
import { countStatusLabel } from './ruleWords'
import { useSegmentDeletion } from './useSegmentDeletion'

const countText = (segment: SegmentResource) => {
  const running = isCountRunning(segment.count)
  if (segment.contact_count === null) return countStatusLabel(segment.count.status)
  return running
    ? `${segment.contact_count} (${countStatusLabel(segment.count.status).toLowerCase()}, ${segment.count.percent}%)`
    : String(segment.contact_count)
}

/** /audience/contacts/segments: the team's saved segments, their rules in words and counts. */
export function SegmentsScreen() {
  const { list, summaries } = useLoaderData({
    from: '/_default/_verified/audience/contacts/segments/',
  })
  const dateText = useDateText()
  const remove = useSegmentRemoval()
  const columns: ListColumn<SegmentResource>[] = [
    {
      header: 'Name',
      namesRow: true,
      cell: (segment) => (
        <>
          <Link href={`/audience/contacts/segments/${segment.id}`}>{segment.name}</Link>
          {segment.description && <div className={listStyles.muted}>{segment.description}</div>}
        </>
      ),
    },
    { header: 'Rules', cell: (segment) => summaries[segment.id]?.description ?? '—' },
    { header: 'Contacts', cell: countText },
    { header: 'Updated', cell: (segment) => dateText(segment.updated_at) },
    {
      header: 'Actions',
      quietHeader: true,
      cell: (segment) => (
        <RowActions>
          <Button
            size="s"
            tone="danger"
            aria-label={`Delete ${segment.name}`}
            onPress={() => remove(segment)}
          >
            Delete
          </Button>
        </RowActions>
      ),
    },
  ]
  return (
    <PageFrame>
      <section aria-labelledby="segments-title" className={listStyles.section}>
        <div className={listStyles.actions}>
          <Link href="/audience/contacts/segments/new">New segment</Link>
        </div>
        <h2 id="segments-title" className={listStyles.sectionTitle}>
          Saved segments
        </h2>
        <ListPage
          result={list}
          problemTitle="The segments could not be loaded"
          empty="No segments yet. A segment is a set of rules over your contacts; create one to aim a campaign at the contacts it matches."
          pagerLabel="Segment pages"
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
