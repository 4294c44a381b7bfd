import { describe, expect, it, vi } from 'vitest'
import { type AnyMachineSnapshot, createActor, fromPromise } from 'xstate'
import {
  createFeedKeyActors,
  type FeedKeyOutcome,
  feedKeyMachine,
  postingExample,
  selectCopy,
  selectIsLoadingKey,
  selectKeyFailure,
  selectPosting,
} from '../../src/machines/feedKey'
import { redact } from '../../src/services/journal/redact'
import { feedKeyLoaded, feedKeyModel, feedKeyRefused, feedKeyRotated } from './models/feedKey.model'
import { describeModel } from './support/describeModel'

interface Pending<T> {
  resolve: (value: T) => void
  reject: (error: Error) => void
}
let loadAnswer: Pending<FeedKeyOutcome>
let copyAnswer: Pending<void>
const copied: string[] = []

const testMachine = feedKeyMachine.provide({
  actors: {
    loadKey: fromPromise<FeedKeyOutcome, { feedId: string }>(
      () => new Promise((resolve, reject) => (loadAnswer = { resolve, reject })),
    ),
    copyText: fromPromise<void, { text: string }>(({ input }) => {
      copied.push(input.text)
      return new Promise((resolve, reject) => (copyAnswer = { resolve, reject }))
    }),
  },
})

const view = (snapshot: AnyMachineSnapshot) => snapshot as never

const showsKey =
  (status: ReturnType<typeof selectCopy>['status']) => (snapshot: AnyMachineSnapshot) => {
    const posting = selectPosting(view(snapshot))
    expect(posting?.postingUrl).toBe(feedKeyLoaded.data.postingUrl)
    expect([feedKeyLoaded.data.secret, feedKeyRotated.secret]).toContain(posting?.secret)
    expect(selectCopy(view(snapshot)).status).toBe(status)
    expect(selectIsLoadingKey(view(snapshot))).toBe(false)
    expect(selectKeyFailure(view(snapshot))).toBeNull()
  }

describeModel('feedKey', {
  ...feedKeyModel,
  machine: testMachine,
  execute: {
    'xstate.done.actor.loadKey': (_actor, event) =>
      loadAnswer.resolve((event as unknown as { output: FeedKeyOutcome }).output),
    'xstate.error.actor.loadKey': () => loadAnswer.reject(new Error('offline')),
    'xstate.done.actor.copyText': () => copyAnswer.resolve(),
    'xstate.error.actor.copyText': () => copyAnswer.reject(new Error('NotAllowedError')),
  },
  states: {
    loading: (snapshot) => {
      expect(selectIsLoadingKey(view(snapshot))).toBe(true)
      expect(selectPosting(view(snapshot))).toBeNull()
      expect(snapshot.can({ type: 'feedKey.copy', target: 'key' })).toBe(false)
    },
    failed: (snapshot) => {
      expect(['offline', feedKeyRefused.error.message]).toContain(selectKeyFailure(view(snapshot)))
      expect(selectPosting(view(snapshot))).toBeNull()
      expect(snapshot.can({ type: 'feedKey.retry' })).toBe(true)
    },
    'ready.shown': showsKey('idle'),
    'ready.copying': (snapshot) => {
      showsKey('copying')(snapshot)
      expect(selectCopy(view(snapshot)).target).toBe('key')
    },
    'ready.copied': (snapshot) => {
      showsKey('copied')(snapshot)
      expect(copied.at(-1)).toBe(selectPosting(view(snapshot))?.secret)
    },
    'ready.copyFailed': showsKey('failed'),
  },
})

describe('a feed’s posting details', () => {
  const ready = async (writeClipboard = vi.fn(async (_text: string) => {})) => {
    const actor = createActor(
      feedKeyMachine.provide({
        actors: createFeedKeyActors({
          load: async () => feedKeyLoaded as FeedKeyOutcome,
          writeClipboard,
        }),
      }),
      { input: { feedId: 'feed-1' } },
    ).start()
    await vi.waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true))
    return { actor, writeClipboard }
  }

  it('copies the URL, the key or the example built from them', async () => {
    const { actor, writeClipboard } = await ready()
    actor.send({ type: 'feedKey.copy', target: 'url' })
    await vi.waitFor(() =>
      expect(selectCopy(actor.getSnapshot())).toEqual({ status: 'copied', target: 'url' }),
    )
    actor.send({ type: 'feedKey.copy', target: 'example' })
    await vi.waitFor(() => expect(selectCopy(actor.getSnapshot()).target).toBe('example'))
    await vi.waitFor(() => expect(selectCopy(actor.getSnapshot()).status).toBe('copied'))
    expect(writeClipboard.mock.calls.map(([text]) => text)).toEqual([
      feedKeyLoaded.data.postingUrl,
      postingExample(feedKeyLoaded.data.postingUrl, feedKeyLoaded.data.secret),
    ])
  })

  it('shows a rotated key in place of the old one', async () => {
    const { actor } = await ready()
    actor.send(feedKeyRotated as never)
    expect(selectPosting(actor.getSnapshot())?.secret).toBe('feed_second')
    expect(selectCopy(actor.getSnapshot())).toEqual({ status: 'idle', target: null })
  })

  it('builds a curl command from the real URL and key', () => {
    const example = postingExample('https://x.test/feeds/1/inbound', 'feed_abc')
    expect(example).toContain("curl -X POST 'https://x.test/feeds/1/inbound'")
    expect(example).toContain("-H 'X-Feed-Key: feed_abc'")
    expect(JSON.parse(example.split("-d '")[1]?.slice(0, -1) ?? '')).toHaveProperty('contacts')
  })

  it('keeps the key out of the journal', () => {
    const loaded = redact({
      type: 'xstate.done.actor.loadKey',
      output: { ...feedKeyLoaded },
    }) as unknown as {
      output: { data: Record<string, unknown> }
    }
    expect(loaded.output.data.secret).not.toBe(feedKeyLoaded.data.secret)
    expect(loaded.output.data.postingUrl).toBe(feedKeyLoaded.data.postingUrl)
    const replaced = redact(feedKeyRotated) as unknown as Record<string, unknown>
    expect(replaced.secret).not.toBe(feedKeyRotated.secret)
  })
})
