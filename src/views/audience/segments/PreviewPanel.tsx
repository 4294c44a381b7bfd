import { useSelector } from '@xstate/react'
import { Button } from '../../../design/Button'
import { Notice } from '../../../design/Notice'
import {
  type SegmentBuilderRef,
  selectPreview,
  selectPreviewView,
} from '../../../machines/segmentBuilder'
import * as listStyles from '../../lists/lists.css'
import * as styles from './segments.css'

const statusLine = {
  incomplete: 'Give every rule a value to see who matches.',
  updating: 'Updating…',
  shown: 'Up to date.',
  rejected: 'These rules cannot be counted yet.',
  failed: 'The preview could not be loaded.',
} as const

const nameOf = (contact: { first_name: string | null; last_name: string | null }) =>
  [contact.first_name, contact.last_name].filter(Boolean).join(' ') || 'No name'

/**
 * The live preview: how many contacts the rules match now and the newest few of them. The last
 * answer stays (dimmed) while a newer one is on its way.
 */
export function PreviewPanel({ builder }: { builder: SegmentBuilderRef }) {
  const view = useSelector(builder, selectPreviewView)
  const preview = useSelector(builder, selectPreview)
  const isCurrent = view.status === 'shown'
  return (
    <section aria-labelledby="segment-preview-title" className={styles.panel}>
      <h2 id="segment-preview-title" className={listStyles.sectionTitle}>
        Preview
      </h2>
      <p role="status" className={listStyles.muted} data-preview-status={view.status}>
        {statusLine[view.status]}
      </p>
      {view.status === 'failed' && (
        <Notice
          tone="danger"
          role="alert"
          title="No preview"
          actions={
            <Button onPress={() => builder.send({ type: 'preview.retry' })}>Try again</Button>
          }
        >
          {view.message}
        </Notice>
      )}
      {view.status === 'rejected' && (
        <Notice tone="warning" title="Check the rules">
          {view.message}
        </Notice>
      )}
      {preview && (
        <div className={isCurrent ? undefined : styles.stale}>
          <p className={styles.bigNumber} aria-describedby="segment-preview-unit">
            <span data-testid="segment-preview-count">{preview.count}</span>
          </p>
          <p id="segment-preview-unit" className={listStyles.muted}>
            {preview.count === 1 ? 'contact matches' : 'contacts match'}
          </p>
          {preview.sample.length > 0 && (
            <>
              <h3 className={styles.subTitle}>Newest matching contacts</h3>
              <ul className={styles.sampleList} aria-label="Newest matching contacts">
                {preview.sample.map((contact) => (
                  <li key={contact.id}>
                    {nameOf(contact)} · {contact.phone}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </section>
  )
}
