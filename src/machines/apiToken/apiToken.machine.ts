import { type ActorRefFrom, assertEvent, assign, type SnapshotFrom, setup } from 'xstate'
import type { CreateApiTokenRequest, CreatedApiToken } from '../../contract/api-tokens'
import { isRejection, type Result } from '../../contract/result'
import { placeholdersFor } from '../placeholder'
import { problemMessage, rejectionOf } from '../problems'
import type { createApiTokenActors } from './apiToken.actors'

/** The answer of POST teams/tokens (spec §8: 422 is a value). */
export type TokenOutcome = Result<CreatedApiToken>

export interface ApiTokenContext {
  /** Each field's messages from the last 422 answer. */
  fieldErrors: Record<string, string[]>
  /** The form-wide message: the 422 summary or why the request failed. */
  message: string | null
  /** The new token's secret: held while it is shown, then forgotten (redacted in the journal). */
  secret: string | null
  /** The new token's name, to say which token the secret belongs to. */
  tokenName: string | null
}

export type ApiTokenEvent =
  | { type: 'token.submit'; request: CreateApiTokenRequest }
  /** A field changed: the errors of the last answer no longer hold. */
  | { type: 'token.edit' }
  | { type: 'token.copy' }
  /** The secret was seen; it is never shown again. */
  | { type: 'token.dismiss' }

/**
 * Creating an API token: the form (editing; rejected with field errors; failed, to send the same
 * values again), then the secret shown once with a way to copy it, then dismissed for good. The
 * form is not left while the token is being created, so a secret is never made and lost unseen.
 */
export const apiTokenMachine = setup({
  types: {
    context: {} as ApiTokenContext,
    events: {} as ApiTokenEvent,
  },
  actors: placeholdersFor<typeof createApiTokenActors>(['createToken', 'copySecret']),
  actions: {
    storeRejection: assign((_, params: { outcome: TokenOutcome }) => rejectionOf(params.outcome)),
    storeFailure: assign((_, params: { outcome?: TokenOutcome; error?: unknown }) => ({
      fieldErrors: {},
      message: problemMessage(params.outcome, params.error),
    })),
    clearErrors: assign({ fieldErrors: {}, message: null }),
    storeSecret: assign((_, params: { outcome: TokenOutcome }) => {
      if (!params.outcome.ok) return {}
      const { data } = params.outcome
      return { secret: data.plain_text_token, tokenName: data.name }
    }),
    forgetSecret: assign({ secret: null, tokenName: null }),
    /** A token was made: the list shows it (without its secret). */
    reportCreated: () => {},
    /** The secret is gone: the form starts empty for the next token. */
    resetForm: () => {},
  },
  guards: {
    isCreated: (_, params: { outcome: TokenOutcome }) => params.outcome.ok,
    isRejected: (_, params: { outcome: TokenOutcome }) => isRejection(params.outcome),
  },
}).createMachine({
  id: 'apiToken',
  context: { fieldErrors: {}, message: null, secret: null, tokenName: null },
  initial: 'editing',
  states: {
    editing: {
      on: { 'token.submit': 'creating' },
    },
    creating: {
      tags: ['busy'],
      entry: 'clearErrors',
      invoke: {
        id: 'createToken',
        src: 'createToken',
        input: ({ event }) => {
          assertEvent(event, 'token.submit')
          return event.request
        },
        onDone: [
          {
            guard: { type: 'isCreated', params: ({ event }) => ({ outcome: event.output }) },
            target: 'revealed',
            actions: [
              { type: 'storeSecret', params: ({ event }) => ({ outcome: event.output }) },
              'reportCreated',
            ],
          },
          {
            guard: { type: 'isRejected', params: ({ event }) => ({ outcome: event.output }) },
            target: 'rejected',
            actions: { type: 'storeRejection', params: ({ event }) => ({ outcome: event.output }) },
          },
          {
            target: 'failed',
            actions: { type: 'storeFailure', params: ({ event }) => ({ outcome: event.output }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    rejected: {
      on: {
        'token.submit': 'creating',
        'token.edit': { target: 'editing', actions: 'clearErrors' },
      },
    },
    failed: {
      // The request failed, not the values: they may be sent again as they are.
      on: { 'token.submit': 'creating' },
    },
    revealed: {
      initial: 'shown',
      on: {
        'token.dismiss': { target: 'editing', actions: ['forgetSecret', 'resetForm'] },
      },
      states: {
        shown: { on: { 'token.copy': 'copying' } },
        copying: {
          invoke: {
            id: 'copySecret',
            src: 'copySecret',
            input: ({ context }) => ({ secret: context.secret ?? '' }),
            onDone: 'copied',
            onError: 'copyFailed',
          },
        },
        copied: { on: { 'token.copy': 'copying' } },
        // The clipboard may be refused (permissions, an insecure origin): the secret stays
        // selectable to copy by hand.
        copyFailed: { on: { 'token.copy': 'copying' } },
      },
    },
  },
})

export type ApiTokenMachine = typeof apiTokenMachine
export type ApiTokenRef = ActorRefFrom<ApiTokenMachine>
export type ApiTokenSnapshot = SnapshotFrom<ApiTokenMachine>
