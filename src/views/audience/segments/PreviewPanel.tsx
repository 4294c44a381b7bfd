import { useSelector } from '@xstate/react'
import { Button } from '../../../design/Button'
import { Notice } from '../../../design/Notice'
import {
  type SegmentBuilderRef,
  selectPreview,
  selectPreviewView,
} from '../../../machines/segmentBuilder'
import messages from '../../../messages/audience-segments/catalogue'
import { useMessages } from '../../../messages/useMessages'
import * as listStyles from '../../lists/lists.css'
import * as styles from './segments.css'

const nameOf = (contact: { first_name: string | null; last_name: string | null }) =>
  [contact.first_name, contact.last_name].filter(Boolean).join(' ')

/**
 * The live preview: how many contacts the rules match now and the newest few of them. The last
 * answer stays (dimmed) while a newer one is on its way; an estimate says "about N" until the
 * exact count replaces it.
 */
export function PreviewPanel({ builder }: { builder: SegmentBuilderRef }) {
  const t = useMessages(messages)
  const view = useSelector(builder, selectPreviewView)
  const preview = useSelector(builder, selectPreview)
  const isCurrent = view.status === 'shown'
  return (
    <section aria-labelledby="segment-preview-title" className={styles.panel}>
      <h2 id="segment-preview-title" className={listStyles.sectionTitle}>
        {t('preview.title')}
      </h2>
      <p role="status" className={listStyles.muted} data-preview-status={view.status}>
        {t(`preview.${view.status}`)}
      </p>
      {view.status === 'failed' && (
        <Notice
          tone="danger"
          role="alert"
          title={t('preview.none')}
          actions={
            <Button onPress={() => builder.send({ type: 'preview.retry' })}>
              {t('preview.retry')}
            </Button>
          }
        >
          {view.message ?? t('preview.failed')}
        </Notice>
      )}
      {view.status === 'rejected' && (
        <Notice tone="warning" title={t('preview.checkRules')}>
          {view.message}
        </Notice>
      )}
      {preview && (
        <div className={isCurrent ? undefined : styles.stale}>
          <p className={styles.bigNumber} aria-describedby="segment-preview-unit">
            <span data-testid="segment-preview-count">
              {preview.exact ? preview.count : t('preview.about', { count: preview.count })}
            </span>
          </p>
          <p id="segment-preview-unit" className={listStyles.muted}>
            {t('preview.matches', { count: preview.count })}
          </p>
          {preview.sample.length > 0 && (
            <>
              <h3 className={styles.subTitle}>{t('preview.newest')}</h3>
              <ul className={styles.sampleList} aria-label={t('preview.newest')}>
                {preview.sample.map((contact) => (
                  <li key={contact.id}>
                    {nameOf(contact) || t('contacts.noName')} · {contact.phone}
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
