import { useNavigate, useRouter } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useLocale } from 'react-aria-components'
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

const copyNames: Record<CopyTarget, string> = {
  url: 'The posting URL',
  key: 'The key',
  example: 'The example',
}

function copyMessage({ status, target }: ReturnType<typeof selectCopy>): string {
  if (status === 'idle' || target === null) return ''
  if (status === 'copying') return 'Copying…'
  if (status === 'copied') return `${copyNames[target]} is copied to the clipboard.`
  return 'The browser did not allow copying: select the text and copy it yourself.'
}

/**
 * Where and how a feed takes contacts: its posting URL and key (each with a copy button), a way
 * to rotate the key (confirmed: the old one stops working at once), and a curl example built
 * from the real URL and key.
 */
export function FeedPostingPanel({ feed }: { feed: FeedResource }) {
  const navigate = useNavigate()
  const { locale } = useLocale()
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
          Posting to {feed.name}
        </h2>
        <Button
          onPress={() =>
            void navigate({
              to: '.',
              search: (previous: object) => ({ ...previous, feed: undefined }),
            })
          }
        >
          Close posting details
        </Button>
      </div>
      {failure !== null ? (
        <Notice
          tone="danger"
          role="alert"
          title="The key could not be read"
          actions={
            <Button onPress={() => keyActor.send({ type: 'feedKey.retry' })}>Try again</Button>
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
              label="Posting URL"
              value={posting.postingUrl}
              isReadOnly
              className={styles.copyField}
            />
            <Button tone="primary" variant="soft" onPress={() => send('url')}>
              Copy URL
            </Button>
          </div>
          <div className={styles.copyRow}>
            <TextField
              label="Key"
              description="Send it in the X-Feed-Key header (or as ?key=). Anyone who has it can add contacts."
              value={posting.secret}
              isReadOnly
              className={styles.copyField}
            />
            <Button tone="primary" variant="soft" onPress={() => send('key')}>
              Copy key
            </Button>
            <Button tone="warning" onPress={rotate}>
              Rotate key
            </Button>
          </div>
          <h3 className={listStyles.sectionTitle}>How to post</h3>
          <p className={listStyles.muted}>
            Post up to {audienceLimits.feedBatchMax.toLocaleString(locale)} contacts a batch as
            JSON; each is upserted by phone with this feed’s tags, and the answer (and the logs) say
            which rows were refused and why.
          </p>
          <pre className={styles.example}>
            <code>{postingExample(posting.postingUrl, posting.secret)}</code>
          </pre>
          <div>
            <Button tone="primary" variant="soft" onPress={() => send('example')}>
              Copy example
            </Button>
          </div>
        </>
      )}
      <p role="status" className={styles.status}>
        {copyMessage(copy)}
      </p>
    </section>
  )
}

function useKeyRotation(feed: FeedResource, keyActor: FeedKeyRef) {
  const router = useRouter()
  const notify = useNotify()
  const confirm = useConfirm()
  return async () => {
    const rotated = await confirm({
      title: `Rotate the key of ${feed.name}?`,
      message:
        'The current key stops working at once: every system that posts to this feed must use the new key.',
      confirmLabel: 'Rotate key',
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
    notify.notify({ type: 'success', message: `${feed.name} has a new key.` })
    await router.invalidate()
  }
}
