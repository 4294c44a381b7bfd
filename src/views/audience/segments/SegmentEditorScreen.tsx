import { useLoaderData } from '@tanstack/react-router'
import messages from '../../../messages/audience-segments/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { PageFrame } from '../../frame/PageFrame'
import { LoadProblem } from '../../lists/LoadProblem'
import { PendingList } from '../../lists/PendingList'
import { CountPanel } from './CountPanel'
import { SegmentContactsPanel } from './SegmentContactsPanel'
import { SegmentEditor } from './SegmentEditor'
import { SummaryPanel } from './SummaryPanel'

/** /audience/contacts/segments/new: a segment built from an empty rule group. */
export function NewSegmentScreen() {
  const t = useMessages(messages)
  const { fields } = useLoaderData({ from: '/_default/_verified/audience/contacts/segments/new' })
  return (
    <PageFrame subject={null}>
      {fields.ok ? (
        <SegmentEditor fields={fields.data} />
      ) : (
        <LoadProblem title={t('screen.fieldsProblem')} result={fields} />
      )}
    </PageFrame>
  )
}

/** /audience/contacts/segments/$id: a saved segment's rules, count and summary. */
export function SegmentScreen() {
  const { fields, segment, summary, contacts } = useLoaderData({
    from: '/_default/_verified/audience/contacts/segments/$id',
  })
  const t = useMessages(messages)
  const saved = segment?.ok ? segment.data : null
  return (
    <PageFrame subject={saved?.name ?? null}>
      {segment && !segment.ok && (
        <LoadProblem title={t('screen.segmentProblem')} result={segment} />
      )}
      {!fields.ok && <LoadProblem title={t('screen.fieldsProblem')} result={fields} />}
      {saved && fields.ok && (
        <SegmentEditor
          key={saved.id}
          fields={fields.data}
          segment={saved}
          aside={
            <>
              <CountPanel key={saved.updated_at} segment={saved} />
              {summary && !summary.ok && (
                <LoadProblem title={t('screen.summaryProblem')} result={summary} />
              )}
              {summary?.ok && <SummaryPanel summary={summary.data} />}
            </>
          }
        />
      )}
      {saved && contacts && <SegmentContactsPanel result={contacts} />}
    </PageFrame>
  )
}

export function SegmentPending() {
  return (
    <PageFrame subject={null}>
      <PendingList />
    </PageFrame>
  )
}
