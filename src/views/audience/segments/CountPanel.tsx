import { useSelector } from '@xstate/react'
import { Label, ProgressBar } from 'react-aria-components'
import { failureMessage } from '../../../contract/result'
import type { SegmentResource } from '../../../contract/segment'
import { Button } from '../../../design/Button'
import { Notice } from '../../../design/Notice'

import {
  type CountReading,
  createSegmentCountActors,
  segmentCountMachine,
  selectContactCount,
  selectCountFailed,
  selectCountProblem,
  selectIsResetting,
  selectIsRunning,
  selectProgress,
} from '../../../machines/segmentCount'
import messages from '../../../messages/audience-segments/catalogue'
import { useMessages } from '../../../messages/useMessages'
import type { ApiResult } from '../../../services/http/client'
import { useJournaledActorRef } from '../../../services/journal/useJournaledActorRef'
import * as listStyles from '../../lists/lists.css'
import { countStatusLabel } from './ruleWords'
import * as styles from './segments.css'
import { segmentsApi } from './segmentsApi'

const readingOr = <T,>(result: ApiResult<T>, read: (data: T) => CountReading) => {
  if (!result.ok) throw new Error(failureMessage(result))
  return read(result.data)
}

/**
 * A saved segment's background count: the last finished count, and while a recount runs its
 * progress (a React Aria progress bar, read every second). Reset starts the count over.
 */
export function CountPanel({ segment }: { segment: SegmentResource }) {
  const t = useMessages(messages)
  const count = useJournaledActorRef(
    segmentCountMachine.provide({
      actors: createSegmentCountActors({
        readProgress: async (signal) =>
          readingOr(await segmentsApi.progress(segment.id, signal), (answer) => ({
            contactCount: answer.contact_count,
            progress: answer,
          })),
        resetProgress: async (signal) =>
          readingOr(await segmentsApi.resetProgress(segment.id, signal), (answer) => ({
            contactCount: answer.contact_count,
            progress: answer.count,
          })),
      }),
    }),
    { input: { contactCount: segment.contact_count, progress: segment.count } },
  )
  const progress = useSelector(count, selectProgress)
  const contactCount = useSelector(count, selectContactCount)
  const isRunning = useSelector(count, selectIsRunning)
  const isResetting = useSelector(count, selectIsResetting)
  const failed = useSelector(count, selectCountFailed)
  const problem = useSelector(count, selectCountProblem)
  const canReset = useSelector(count, (snapshot) => snapshot.can({ type: 'count.reset' }))
  return (
    <section aria-labelledby="segment-count-title" className={styles.panel}>
      <h2 id="segment-count-title" className={listStyles.sectionTitle}>
        {t('count.title')}
      </h2>
      <p className={styles.bigNumber}>{contactCount ?? '—'}</p>
      <p className={listStyles.muted}>
        {contactCount === null
          ? t('count.notCounted')
          : t('count.lastCount', { count: contactCount })}
      </p>
      <ProgressBar
        value={progress.percent}
        valueLabel={t('count.progress', {
          percent: progress.percent,
          processed: progress.processed,
          total: progress.total,
        })}
        className={styles.panel}
      >
        {({ percentage, valueText }) => (
          <>
            <div className={styles.progressLabels}>
              <Label>{countStatusLabel(t, progress.status)}</Label>
              <span className={listStyles.muted}>{valueText}</span>
            </div>
            <div className={styles.progressTrack}>
              <div className={styles.progressFill} style={{ width: `${percentage ?? 0}%` }} />
            </div>
          </>
        )}
      </ProgressBar>
      {progress.status === 'failed' && progress.error && (
        <Notice tone="danger" title={t('count.failed')}>
          {progress.error}
        </Notice>
      )}
      {failed && (
        <Notice
          tone="danger"
          role="alert"
          title={t('count.readProblem')}
          actions={
            <Button onPress={() => count.send({ type: 'count.retry' })}>
              {t('preview.retry')}
            </Button>
          }
        >
          {problem ?? t('count.readFailed')}
        </Notice>
      )}
      <div className={styles.formActions}>
        <Button
          size="s"
          isBusy={isResetting}
          isDisabled={!canReset}
          onPress={() => count.send({ type: 'count.reset' })}
        >
          {t(isRunning ? 'count.reset' : 'count.again')}
        </Button>
      </div>
    </section>
  )
}
