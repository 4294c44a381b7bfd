import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { type FormOutcome, formMachine } from '../../../src/machines/form'
import { settleNativeError } from '../../../src/views/auth/settleNativeError'
import { useEditedSinceSaved } from '../../../src/views/auth/useEditedSinceSaved'

function formActor(answer: FormOutcome) {
  let release = () => {}
  const sent = new Promise<void>((resolve) => {
    release = resolve
  })
  const actor = createActor(
    formMachine.provide({
      actors: {
        submit: fromPromise(async () => {
          await sent
          return answer
        }),
      },
    }),
  ).start()
  return { actor, release }
}

/** A named field an input event came from. */
const typed = Object.assign(document.createElement('input'), { name: 'name' })

/** A form with one named value, changed the way a React Aria Select changes its hidden one. */
function formWith(value: string) {
  const form = document.createElement('form')
  const hidden = Object.assign(document.createElement('input'), {
    type: 'hidden',
    name: 'role',
    value,
  })
  form.append(hidden)
  return { form, hidden }
}

describe('a form’s input typed since it was saved', () => {
  it('is unsaved once typed, not while sending, gone once saved, and back when typed again', async () => {
    const { actor, release } = formActor({ ok: true, data: null })
    const { result } = renderHook(() => useEditedSinceSaved(actor, { current: null }))
    expect(result.current.isDirty()).toBe(false)
    result.current.noteInput(typed)
    expect(result.current.isDirty()).toBe(true)
    actor.send({ type: 'form.submit', values: {} })
    expect(result.current.isDirty()).toBe(false)
    release()
    await waitFor(() => expect(actor.getSnapshot().matches('succeeded')).toBe(true))
    expect(result.current.isDirty()).toBe(false)
    // The machine stays `succeeded` while the person types on: that input is unsaved again.
    result.current.noteInput(typed)
    actor.send({ type: 'form.edit', field: 'name' })
    expect(result.current.isDirty()).toBe(true)
  })

  it('stays unsaved after a refusal', async () => {
    const refusal = {
      ok: false,
      status: 422,
      validation: { message: 'No.', errors: { name: ['No.'] } },
    }
    const { actor, release } = formActor(refusal as FormOutcome)
    const { result } = renderHook(() => useEditedSinceSaved(actor, { current: null }))
    result.current.noteInput(typed)
    actor.send({ type: 'form.submit', values: {} })
    release()
    await waitFor(() => expect(actor.getSnapshot().matches('rejected')).toBe(true))
    expect(result.current.isDirty()).toBe(true)
  })
})

describe('a form’s values changed without typing', () => {
  it('count from the first touch: a changed value is unsaved, the same value again is not', () => {
    const { actor } = formActor({ ok: true, data: null })
    const { form, hidden } = formWith('editor')
    const { result } = renderHook(() => useEditedSinceSaved(actor, { current: form }))
    // Filled in after mount (React Aria builds a select's options late): not the person's.
    hidden.value = 'viewer'
    expect(result.current.isDirty()).toBe(false)
    result.current.noteTouch()
    hidden.value = 'owner'
    expect(result.current.isDirty()).toBe(true)
    // Touching again keeps the values of the first touch.
    result.current.noteTouch()
    hidden.value = 'viewer'
    expect(result.current.isDirty()).toBe(false)
  })

  it('count an unnamed box ticked (a choice kept in state), not an unnamed text box', () => {
    const { actor } = formActor({ ok: true, data: null })
    const { result } = renderHook(() => useEditedSinceSaved(actor, { current: null }))
    result.current.noteInput(document.createElement('input'))
    expect(result.current.isDirty()).toBe(false)
    result.current.noteInput(Object.assign(document.createElement('input'), { type: 'checkbox' }))
    expect(result.current.isDirty()).toBe(true)
  })

  it('are saved once sent successfully', async () => {
    const { actor, release } = formActor({ ok: true, data: null })
    const { form, hidden } = formWith('editor')
    const { result } = renderHook(() => useEditedSinceSaved(actor, { current: form }))
    result.current.noteTouch()
    hidden.value = 'owner'
    actor.send({ type: 'form.submit', values: {} })
    release()
    await waitFor(() => expect(actor.getSnapshot().matches('succeeded')).toBe(true))
    expect(result.current.isDirty()).toBe(false)
  })
})

describe('a native message under a field', () => {
  function field(required: boolean, value: string, shownInvalid: boolean) {
    const input = document.createElement('input')
    input.required = required
    input.value = value
    if (shownInvalid) input.setAttribute('aria-invalid', 'true')
    const changes: Event[] = []
    input.addEventListener('change', (event) => changes.push(event))
    return { input, changes }
  }

  it('is committed (a change event) once the typed value is valid', () => {
    const { input, changes } = field(true, 'Ada', true)
    settleNativeError(input)
    expect(changes).toHaveLength(1)
  })

  it('stays while the value is still invalid, and nothing happens to a field shown valid', () => {
    const empty = field(true, '', true)
    settleNativeError(empty.input)
    expect(empty.changes).toHaveLength(0)
    const valid = field(true, 'Ada', false)
    settleNativeError(valid.input)
    expect(valid.changes).toHaveLength(0)
  })
})
