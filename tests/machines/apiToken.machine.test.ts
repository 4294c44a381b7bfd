import { describe, expect, it, vi } from 'vitest'
import { type AnyMachineSnapshot, createActor, fromPromise } from 'xstate'
import type { CreateApiTokenRequest } from '../../src/contract/api-tokens'
import {
  apiTokenMachine,
  createApiTokenActors,
  selectCopyStatus,
  selectIsCreating,
  selectRevealedSecret,
  selectTokenAlert,
  selectTokenFieldErrors,
  type TokenOutcome,
} from '../../src/machines/apiToken'
import { redact } from '../../src/services/journal/redact'
import {
  apiTokenCreated,
  apiTokenModel,
  apiTokenRefused,
  apiTokenRejected,
  apiTokenRequest,
} from './models/apiToken.model'
import { describeModel } from './support/describeModel'

interface Pending<T> {
  resolve: (value: T) => void
  reject: (error: Error) => void
}
let createAnswer: Pending<TokenOutcome>
let copyAnswer: Pending<void>
const reportCreated = vi.fn()
const resetForm = vi.fn()

const testMachine = apiTokenMachine.provide({
  actors: {
    createToken: fromPromise<TokenOutcome, CreateApiTokenRequest>(
      () => new Promise((resolve, reject) => (createAnswer = { resolve, reject })),
    ),
    copySecret: fromPromise<void, { secret: string }>(
      () => new Promise((resolve, reject) => (copyAnswer = { resolve, reject })),
    ),
  },
  actions: { reportCreated, resetForm },
})

const view = (snapshot: AnyMachineSnapshot) => snapshot as never

const showsForm = (alert: 'rejected' | 'failed' | null) => (snapshot: AnyMachineSnapshot) => {
  expect(selectIsCreating(view(snapshot))).toBe(false)
  expect(selectTokenAlert(view(snapshot))?.kind ?? null).toBe(alert)
  expect(selectRevealedSecret(view(snapshot))).toBeNull()
  expect(snapshot.context.secret).toBeNull()
}

const showsSecret =
  (copy: ReturnType<typeof selectCopyStatus>) => (snapshot: AnyMachineSnapshot) => {
    expect(selectRevealedSecret(view(snapshot))).toEqual({
      secret: 'sbt_secret',
      tokenName: 'CRM sync',
    })
    expect(selectCopyStatus(view(snapshot))).toBe(copy)
    expect(reportCreated).toHaveBeenCalled()
    // Nothing else to do with the form while its secret is on screen.
    expect(snapshot.can({ type: 'token.submit', request: apiTokenRequest })).toBe(false)
  }

describeModel('apiToken', {
  ...apiTokenModel,
  machine: testMachine,
  execute: {
    'xstate.done.actor.createToken': (_actor, event) =>
      createAnswer.resolve((event as unknown as { output: TokenOutcome }).output),
    'xstate.error.actor.createToken': () => createAnswer.reject(new Error('offline')),
    'xstate.done.actor.copySecret': () => copyAnswer.resolve(),
    'xstate.error.actor.copySecret': () => copyAnswer.reject(new Error('NotAllowedError')),
  },
  states: {
    editing: (snapshot) => {
      showsForm(null)(snapshot)
      expect(selectTokenFieldErrors(view(snapshot))).toEqual({})
    },
    creating: (snapshot) => {
      expect(selectIsCreating(view(snapshot))).toBe(true)
      // A token being made is not abandoned: its secret would be lost unseen.
      expect(snapshot.can({ type: 'token.dismiss' })).toBe(false)
      expect(snapshot.can({ type: 'token.submit', request: apiTokenRequest })).toBe(false)
    },
    rejected: (snapshot) => {
      showsForm('rejected')(snapshot)
      expect(selectTokenFieldErrors(view(snapshot))).toEqual(apiTokenRejected.validation.errors)
    },
    failed: (snapshot) => {
      showsForm('failed')(snapshot)
      expect(['offline', apiTokenRefused.error.message]).toContain(
        selectTokenAlert(view(snapshot))?.message,
      )
    },
    'revealed.shown': showsSecret('idle'),
    'revealed.copying': showsSecret('copying'),
    'revealed.copied': showsSecret('copied'),
    'revealed.copyFailed': showsSecret('failed'),
  },
})

describe('creating an API token', () => {
  it('shows the secret once: dismissing forgets it and starts an empty form', async () => {
    const writeClipboard = vi.fn(async () => {})
    const reset = vi.fn()
    const actor = createActor(
      apiTokenMachine.provide({
        actors: createApiTokenActors({
          create: async () => apiTokenCreated as TokenOutcome,
          writeClipboard,
        }),
        actions: { resetForm: reset },
      }),
    ).start()
    actor.send({ type: 'token.submit', request: apiTokenRequest as CreateApiTokenRequest })
    await vi.waitFor(() => expect(actor.getSnapshot().matches('revealed')).toBe(true))
    actor.send({ type: 'token.copy' })
    await vi.waitFor(() => expect(selectCopyStatus(actor.getSnapshot())).toBe('copied'))
    expect(writeClipboard).toHaveBeenCalledWith('sbt_secret')
    actor.send({ type: 'token.dismiss' })
    expect(actor.getSnapshot().matches('editing')).toBe(true)
    expect(actor.getSnapshot().context.secret).toBeNull()
    expect(selectRevealedSecret(actor.getSnapshot())).toBeNull()
    expect(reset).toHaveBeenCalledTimes(1)
  })

  it('keeps the secret out of the journal', () => {
    const event = redact({
      type: 'xstate.done.actor.createToken',
      output: apiTokenCreated,
    }) as unknown as { output: { data: Record<string, unknown> } }
    expect(event.output.data.plain_text_token).not.toBe('sbt_secret')
    expect(event.output.data.name).toBe('CRM sync')
  })

  it('sends the same request again after a failure', async () => {
    const create = vi
      .fn<() => Promise<TokenOutcome>>()
      .mockRejectedValueOnce(new Error('Failed to fetch'))
      .mockResolvedValueOnce(apiTokenCreated as TokenOutcome)
    const actor = createActor(
      apiTokenMachine.provide({
        actors: createApiTokenActors({ create, writeClipboard: async () => {} }),
      }),
    ).start()
    actor.send({ type: 'token.submit', request: apiTokenRequest as CreateApiTokenRequest })
    await vi.waitFor(() =>
      expect(selectTokenAlert(actor.getSnapshot())).toEqual({
        kind: 'failed',
        message: 'Failed to fetch',
      }),
    )
    actor.send({ type: 'token.submit', request: apiTokenRequest as CreateApiTokenRequest })
    await vi.waitFor(() => expect(actor.getSnapshot().matches('revealed')).toBe(true))
    expect(create).toHaveBeenCalledTimes(2)
  })
})
