import { useSelector } from '@xstate/react'
import { type ReactNode, type RefObject, useEffect, useRef } from 'react'
import { Form } from 'react-aria-components'
import { visuallyHidden } from '../../design/a11y.css'
import { Button } from '../../design/Button'
import { Notice } from '../../design/Notice'
import { Spinner } from '../../design/Spinner'
import {
  type FormActorRef,
  type FormValues,
  selectFieldErrors,
  selectFormAlert,
  selectIsSubmitting,
} from '../../machines/form'
import messages from '../../messages/auth/catalogue'
import { useMessages } from '../../messages/useMessages'
import { useFormDraft } from '../session/useFormDraft'
import * as styles from './ApiForm.css'
import { settleNativeError } from './settleNativeError'
import { useEditedSinceSaved } from './useEditedSinceSaved'

/** The form's fields by name, as typed (files and repeated names are not used here). */
export function formValues(form: HTMLFormElement): FormValues {
  const values: FormValues = {}
  for (const [name, value] of new FormData(form))
    if (typeof value === 'string') values[name] = value
  return values
}

export interface UnguardedApiFormProps {
  actor: FormActorRef
  submitLabel: string
  children: ReactNode
  /** The form element, for callers that read it (a reset after saving). */
  formRef?: RefObject<HTMLFormElement | null>
  /** Accessible name of the form. */
  'aria-label'?: string
  /** Drawn in the form with its question: does it hold input not sent yet? (ApiForm's guard) */
  guard?: (isDirty: () => boolean) => ReactNode
}

/**
 * A React Aria form driven by the form machine: native checks first, then the API. A 422 shows
 * each field's messages at the field (and focuses the first); any other failure says why and
 * offers to send the same values again. What was typed stays in the inputs either way, and
 * comes back after signing in again when the session was lost meanwhile. It does not ask before
 * the page is left: the sign-in forms (drawn without the router too, src/signin.tsx) hold no
 * work; the app's other forms are ApiForm, which asks.
 */
export function UnguardedApiForm({
  actor,
  submitLabel,
  children,
  formRef,
  guard,
  ...aria
}: UnguardedApiFormProps) {
  const t = useMessages(messages)
  const ownRef = useRef<HTMLFormElement>(null)
  const ref = formRef ?? ownRef
  const fieldErrors = useSelector(actor, selectFieldErrors)
  const alert = useSelector(actor, selectFormAlert)
  const isSubmitting = useSelector(actor, selectIsSubmitting)
  const isRejected = alert?.kind === 'rejected'
  // Every form of the app keeps its draft across a lost session, by its name on its page.
  const draftRestored = useFormDraft(aria['aria-label'] ?? submitLabel, ref)
  const edited = useEditedSinceSaved(actor, ref)

  useEffect(() => {
    if (!isRejected) return
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [isRejected, ref])

  // A rejection about no visible field (the whole body, a hidden value) is said at the top.
  const fieldNames = new Set(
    Array.from(ref.current?.elements ?? [])
      .filter((element) => (element as HTMLInputElement).type !== 'hidden')
      .map((element) => (element as HTMLInputElement).name),
  )
  const unplacedErrors = Object.entries(fieldErrors)
    .filter(([name]) => !fieldNames.has(name))
    .flatMap(([, messages]) => messages)

  return (
    <Form
      ref={ref}
      className={styles.form}
      validationErrors={fieldErrors}
      aria-label={aria['aria-label']}
      onSubmit={(event) => {
        event.preventDefault()
        actor.send({ type: 'form.submit', values: formValues(event.currentTarget) })
      }}
    >
      {guard?.(edited.isDirty)}
      {draftRestored && <Notice tone="info">{t('apiForm.draftRestored')}</Notice>}
      {alert?.kind === 'failed' && (
        <Notice
          tone="danger"
          role="alert"
          title={t('apiForm.failedTitle')}
          actions={
            <Button onPress={() => ref.current?.requestSubmit()} isDisabled={isSubmitting}>
              {t('apiForm.retry')}
            </Button>
          }
        >
          {alert.message}
        </Notice>
      )}
      {unplacedErrors.length > 0 && (
        <Notice tone="danger" role="alert">
          {unplacedErrors.join(' ')}
        </Notice>
      )}
      <div
        className={styles.fields}
        // Capture: the form's values are read before the press or the key changes any of them.
        onPointerDownCapture={edited.noteTouch}
        onKeyDownCapture={edited.noteTouch}
        onInput={(event) => {
          edited.noteInput(event.target)
          const { name } = event.target as HTMLInputElement
          if (!name) return
          settleNativeError(event.target)
          actor.send({ type: 'form.edit', field: name })
        }}
      >
        {children}
      </div>
      {/* Not React Aria's isPending: its announcement outlives the button when the page moves
          on, and names an element that is gone. Presses while sending are ignored anyway. */}
      <Button type="submit" tone="primary" variant="solid" className={styles.submit}>
        {isSubmitting && <Spinner />}
        {submitLabel}
      </Button>
      <span role="status" className={visuallyHidden}>
        {isSubmitting ? t('apiForm.sending') : ''}
      </span>
    </Form>
  )
}
