import { type ActorRefFrom, assertEvent, assign, type SnapshotFrom, setup } from 'xstate'
import { failureMessage, type Result } from '../../contract/result'
import { placeholdersFor } from '../placeholder'
import type { createFeedKeyActors } from './feedKey.actors'
import { postingExample } from './postingExample'

/**
 * A feed's posting details. The key travels as `secret` so the journal redacts it: it lets
 * anyone who holds it add contacts to the team.
 */
export interface PostingKey {
  postingUrl: string
  secret: string
}

/** The answer of GET feeds/{id}/key. */
export type FeedKeyOutcome = Result<PostingKey>

/** What can be copied: the posting URL, the key, or the whole example command. */
export type CopyTarget = 'url' | 'key' | 'example'

export interface FeedKeyInput {
  feedId: string
}

export interface FeedKeyContext {
  feedId: string
  postingUrl: string | null
  secret: string | null
  /** Why the key could not be read. */
  message: string | null
  /** What the last copy was of. */
  copied: CopyTarget | null
}

export type FeedKeyEvent =
  | { type: 'feedKey.retry' }
  | { type: 'feedKey.copy'; target: CopyTarget }
  /** The key was rotated (confirmed, then done by the page): the new one replaces the old. */
  | { type: 'feedKey.replace'; postingUrl: string; secret: string }

const noKey: PostingKey = { postingUrl: '', secret: '' }

const textOf = (context: FeedKeyContext, target: CopyTarget): string => {
  const url = context.postingUrl ?? ''
  const secret = context.secret ?? ''
  if (target === 'url') return url
  if (target === 'key') return secret
  return postingExample(url, secret)
}

/**
 * A feed's posting details: the key is read (loading; failed, to try again), then shown with
 * copy buttons for the URL, the key and the example (copying; copied; copyFailed when the
 * browser refuses the clipboard). A rotated key replaces the shown one.
 */
export const feedKeyMachine = setup({
  types: {
    context: {} as FeedKeyContext,
    events: {} as FeedKeyEvent,
    input: {} as FeedKeyInput,
  },
  actors: placeholdersFor<typeof createFeedKeyActors>(['loadKey', 'copyText']),
  actions: {
    storeKey: assign((_, params: { postingUrl: string; secret: string }) => ({
      postingUrl: params.postingUrl,
      secret: params.secret,
      message: null,
      copied: null,
    })),
    storeFailure: assign((_, params: { message: string }) => ({ message: params.message })),
    storeCopied: assign((_, params: { target: CopyTarget }) => ({ copied: params.target })),
  },
  guards: {
    isLoaded: (_, params: { outcome: FeedKeyOutcome }) => params.outcome.ok,
  },
}).createMachine({
  id: 'feedKey',
  context: ({ input }) => ({
    feedId: input.feedId,
    postingUrl: null,
    secret: null,
    message: null,
    copied: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadKey',
        src: 'loadKey',
        input: ({ context }) => ({ feedId: context.feedId }),
        onDone: [
          {
            guard: { type: 'isLoaded', params: ({ event }) => ({ outcome: event.output }) },
            target: 'ready',
            actions: {
              type: 'storeKey',
              params: ({ event }) => (event.output.ok ? event.output.data : noKey),
            },
          },
          {
            target: 'failed',
            actions: {
              type: 'storeFailure',
              params: ({ event }) => ({
                message: event.output.ok ? '' : failureMessage(event.output),
              }),
            },
          },
        ],
        onError: {
          target: 'failed',
          actions: {
            type: 'storeFailure',
            params: ({ event }) => ({
              // The view's title says the key could not be read; this is only the detail.
              message: (event.error as Error | undefined)?.message ?? '',
            }),
          },
        },
      },
    },
    failed: {
      on: { 'feedKey.retry': 'loading' },
    },
    ready: {
      initial: 'shown',
      on: {
        'feedKey.replace': {
          target: '.shown',
          actions: {
            type: 'storeKey',
            params: ({ event }) => ({ postingUrl: event.postingUrl, secret: event.secret }),
          },
        },
      },
      states: {
        shown: { on: { 'feedKey.copy': 'copying' } },
        copying: {
          invoke: {
            id: 'copyText',
            src: 'copyText',
            input: ({ context, event }) => {
              assertEvent(event, 'feedKey.copy')
              return { text: textOf(context, event.target) }
            },
            onDone: {
              target: 'copied',
            },
            onError: 'copyFailed',
          },
          entry: {
            type: 'storeCopied',
            params: ({ event }) => {
              assertEvent(event, 'feedKey.copy')
              return { target: event.target }
            },
          },
        },
        copied: { on: { 'feedKey.copy': 'copying' } },
        // The clipboard may be refused (permissions, an insecure origin): the text stays
        // selectable to copy by hand.
        copyFailed: { on: { 'feedKey.copy': 'copying' } },
      },
    },
  },
})

export type FeedKeyMachine = typeof feedKeyMachine
export type FeedKeyRef = ActorRefFrom<FeedKeyMachine>
export type FeedKeySnapshot = SnapshotFrom<FeedKeyMachine>
