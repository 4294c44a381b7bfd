import { useNavigate, useRouter } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { audienceLimits } from '../../../contract/constants'
import type { FeedResource } from '../../../contract/feed'
import { dataOrThrow, success } from '../../../contract/result'
import { Button } from '../../../design/Button'
import { useConfirm } from '../../../design/ConfirmDialog'
import { Notice } from '../../../design/Notice'

import { TextField } from '../../../design/TextField'
import {
  type CopyTarget,
  createFeedKeyActors,
  type FeedKeyOutcome,
  type FeedKeyRef,
  feedKeyMachine,
  postingExample,
  selectCopy,
  selectKeyFailure,
  selectPosting,
} from '../../../machines/feedKey'
import messages, { type Key } from '../../../messages/audience-feeds/catalogue'
import type { Translate } from '../../../messages/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { useJournaledActorRef } from '../../../services/journal/useJournaledActorRef'
import { useNotify } from '../../../services/NotifyProvider'
import * as listStyles from '../../lists/lists.css'
import { PendingList } from '../../lists/PendingList'
import { feedsApi } from './feedApis'
import * as styles from './feeds.css'

const actors = createFeedKeyActors({
  load: async (feedId, signal): Promise<FeedKeyOutcome> => {
    const result = await feedsApi.key(feedId, signal)
    return result.ok
      ? success({ postingUrl: result.data.posting_url, secret: result.data.key })
      : result
  },
  writeClipboard: (text) => navigator.clipboard.writeText(text),
})

function copyMessage(t: Translate<Key>, { status, target }: ReturnType<typeof selectCopy>): string {
  if (status === 'idle' || target === null) return ''
  if (status === 'copying') return t('copy.copying')
  if (status === 'copied') return t(`copy.copied.${target}`)
  return t('copy.refused')
}

/**
 * Where and how a feed takes contacts: its posting URL and key (each with a copy button), a way
 * to rotate the key (confirmed: the old one stops working at once), and a curl example built
 * from the real URL and key.
 */
export function FeedPostingPanel({ feed }: { feed: FeedResource }) {
  const t = useMessages(messages)
  const navigate = useNavigate()
  const keyActor = useJournaledActorRef(feedKeyMachine.provide({ actors }), {
    input: { feedId: feed.id },
  })
  const posting = useSelector(keyActor, selectPosting)
  const failure = useSelector(keyActor, selectKeyFailure)
  const copy = useSelector(keyActor, selectCopy)
  const rotate = useKeyRotation(feed, keyActor)
  const send = (target: CopyTarget) => keyActor.send({ type: 'feedKey.copy', target })
  return (
    <section aria-labelledby="posting-title" className={styles.panel}>
      <div className={styles.panelHeader}>
        <h2 id="posting-title" className={listStyles.sectionTitle}>
          {t('posting.title', { name: feed.name })}
        </h2>
        <Button
          onPress={() =>
            void navigate({
              to: '.',
              search: (previous: object) => ({ ...previous, feed: undefined }),
            })
          }
        >
          {t('posting.close')}
        </Button>
      </div>
      {failure !== null ? (
        <Notice
          tone="danger"
          role="alert"
          title={t('posting.keyProblem')}
          actions={
            <Button onPress={() => keyActor.send({ type: 'feedKey.retry' })}>
              {t('posting.retry')}
            </Button>
          }
        >
          {failure}
        </Notice>
      ) : posting === null ? (
        <PendingList />
      ) : (
        <>
          <div className={styles.copyRow}>
            <TextField
              label={t('posting.url')}
              value={posting.postingUrl}
              isReadOnly
              className={styles.copyField}
            />
            <Button tone="primary" variant="soft" onPress={() => send('url')}>
              {t('posting.copyUrl')}
            </Button>
          </div>
          <div className={styles.copyRow}>
            <TextField
              label={t('list.key')}
              description={t('posting.keyHint')}
              value={posting.secret}
              isReadOnly
              className={styles.copyField}
            />
            <Button tone="primary" variant="soft" onPress={() => send('key')}>
              {t('posting.copyKey')}
            </Button>
            <Button tone="warning" onPress={rotate}>
              {t('rotate.confirm')}
            </Button>
          </div>
          <h3 className={listStyles.sectionTitle}>{t('posting.how')}</h3>
          <p className={listStyles.muted}>
            {t('posting.howBody', { max: audienceLimits.feedBatchMax })}
          </p>
          <pre className={styles.example}>
            <code>{postingExample(posting.postingUrl, posting.secret)}</code>
          </pre>
          <div>
            <Button tone="primary" variant="soft" onPress={() => send('example')}>
              {t('posting.copyExample')}
            </Button>
          </div>
        </>
      )}
      <p role="status" className={styles.status}>
        {copyMessage(t, copy)}
      </p>
    </section>
  )
}

function useKeyRotation(feed: FeedResource, keyActor: FeedKeyRef) {
  const router = useRouter()
  const notify = useNotify()
  const confirm = useConfirm()
  const t = useMessages(messages)
  return async () => {
    const rotated = await confirm({
      title: t('rotate.title', { name: feed.name }),
      message: t('rotate.message'),
      confirmLabel: t('rotate.confirm'),
      type: 'warning',
      action: async (signal) => {
        const answer = dataOrThrow(await feedsApi.rotateKey(feed.id, signal))
        keyActor.send({
          type: 'feedKey.replace',
          postingUrl: answer.posting_url,
          secret: answer.key,
        })
      },
    })
    if (!rotated) return
    notify.notify({ type: 'success', message: t('rotate.done', { name: feed.name }) })
    await router.invalidate()
  }
}
