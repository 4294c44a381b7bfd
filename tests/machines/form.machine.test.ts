import { describe, expect, it, vi } from 'vitest'
import { type AnyMachineSnapshot, createActor, fromPromise } from 'xstate'
import {
  type FormOutcome,
  formMachine,
  selectFieldErrors,
  selectFormAlert,
  selectIsSubmitting,
} from '../../src/machines/form'
import { formModel, formRejection } from './models/form.model'
import { describeModel } from './support/describeModel'

let answer: { resolve: (outcome: FormOutcome) => void; reject: (error: Error) => void }
const reportSuccess = vi.fn()

const testMachine = formMachine.provide({
  actors: {
    submit: fromPromise<FormOutcome, Record<string, string>>(
      () =>
        new Promise((resolve, reject) => {
          answer = { resolve, reject }
        }),
    ),
  },
  actions: { reportSuccess },
})

const rejection = formRejection

const shows =
  (expected: { busy: boolean; alert: 'rejected' | 'failed' | null; fieldErrors?: boolean }) =>
  (snapshot: AnyMachineSnapshot) => {
    expect(selectIsSubmitting(snapshot as never)).toBe(expected.busy)
    expect(selectFormAlert(snapshot as never)?.kind ?? null).toBe(expected.alert)
    if (expected.fieldErrors === false) expect(selectFieldErrors(snapshot as never)).toEqual({})
  }

describeModel('form', {
  ...formModel,
  machine: testMachine,
  execute: {
    'xstate.done.actor.submit': (_actor, event) =>
      answer.resolve((event as unknown as { output: FormOutcome }).output),
    'xstate.error.actor.submit': () => answer.reject(new Error('offline')),
  },
  states: {
    editing: shows({ busy: false, alert: null }),
    submitting: shows({ busy: true, alert: null, fieldErrors: false }),
    rejected: shows({ busy: false, alert: 'rejected' }),
    failed: shows({ busy: false, alert: 'failed', fieldErrors: false }),
    succeeded: (snapshot) => {
      shows({ busy: false, alert: null, fieldErrors: false })(snapshot)
      expect(reportSuccess).toHaveBeenCalled()
    },
  },
})

describe('a form', () => {
  it('drops the field errors of the answer once anything is edited', async () => {
    const actor = createActor(
      formMachine.provide({
        actors: { submit: fromPromise<FormOutcome, Record<string, string>>(async () => rejection) },
      }),
    ).start()
    actor.send({ type: 'form.submit', values: {} })
    await vi.waitFor(() => expect(actor.getSnapshot().matches('rejected')).toBe(true))
    expect(selectFieldErrors(actor.getSnapshot())).toEqual(rejection.validation.errors)
    // The refusal was about the email, but the password may be what was wrong.
    actor.send({ type: 'form.edit', field: 'password' })
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({})
    expect(actor.getSnapshot().matches('editing')).toBe(true)
  })

  it('says why a request failed and sends the values again on retry', async () => {
    const submit = vi
      .fn<(values: Record<string, string>) => Promise<FormOutcome>>()
      .mockRejectedValueOnce(new Error('Failed to fetch'))
      .mockResolvedValueOnce({ ok: true, data: undefined })
    const actor = createActor(
      formMachine.provide({ actors: { submit: fromPromise(({ input }) => submit(input)) } }),
    ).start()
    actor.send({ type: 'form.submit', values: { email: 'ada@example.test' } })
    await vi.waitFor(() => expect(actor.getSnapshot().matches('failed')).toBe(true))
    expect(selectFormAlert(actor.getSnapshot())).toEqual({
      kind: 'failed',
      message: 'Failed to fetch',
    })
    actor.send({ type: 'form.submit', values: { email: 'ada@example.test' } })
    await vi.waitFor(() => expect(actor.getSnapshot().matches('succeeded')).toBe(true))
    expect(submit).toHaveBeenNthCalledWith(2, { email: 'ada@example.test' })
  })
})
