import { createContext, type RefObject, useContext, useEffect, useState } from 'react'
import { selectUser } from '../../machines/session'
import type { Draft, DraftValues } from '../../services/drafts'
import { drafts } from '../../services/sessionCore'
import { SessionContext } from './useSession'

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

const isKept = (field: Field) =>
  Boolean(field.name) && field.type !== 'password' && field.type !== 'hidden'

/** What a form shows, by field name: password and hidden fields are never read. */
function readForm(form: HTMLFormElement | null): DraftValues {
  const values: DraftValues = {}
  for (const element of Array.from(form?.elements ?? [])) {
    const field = element as Field
    if (!isKept(field)) continue
    if (
      field instanceof HTMLInputElement &&
      /^(checkbox|radio)$/.test(field.type) &&
      !field.checked
    )
      continue
    values[field.name] = field.value
  }
  return values
}

/**
 * Puts a value back as if typed: through the element's own value setter and an input (or, for a
 * select, change) event, so React and React Aria see the change like a person's. False when the
 * field cannot take it yet (a select whose options are not there, another radio of the group).
 */
function fillField(field: Field, value: string): boolean {
  if (field instanceof HTMLInputElement && /^(checkbox|radio)$/.test(field.type)) {
    if (field.value !== value) return false
    if (!field.checked) field.click()
    return true
  }
  if (
    field instanceof HTMLSelectElement &&
    !Array.from(field.options).some((o) => o.value === value)
  )
    return false
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set
  setter?.call(field, value)
  const type = field instanceof HTMLSelectElement ? 'change' : 'input'
  field.dispatchEvent(new Event(type, { bubbles: true }))
  return true
}

/**
 * Fills the form from its draft. React Aria builds a select's options after its first render,
 * so a field that cannot take its value yet is filled when the form changes; returns the stop.
 */
function fillForm(form: HTMLFormElement, values: DraftValues): () => void {
  const pending = new Map(Object.entries(values))
  const fillPending = () => {
    for (const element of Array.from(form.elements)) {
      const field = element as Field
      const value = pending.get(field.name)
      if (isKept(field) && value !== undefined && fillField(field, value))
        pending.delete(field.name)
    }
    if (pending.size === 0) observer.disconnect()
  }
  const observer = new MutationObserver(fillPending)
  observer.observe(form, { childList: true, subtree: true })
  fillPending()
  return () => observer.disconnect()
}

/**
 * The path of the page shown, as the app's router has it (given by views/router.ts): a draft
 * belongs to it. Read when a form is drawn, not followed: a form keeps the page it was drawn on.
 */
export const DraftPageContext = createContext<(() => string) | null>(null)

/**
 * Where a draft belongs: the signed-in user and the page's path. Takes this form's draft left by
 * an earlier lost session (once), and offers `read` to be saved if this session is lost too. A
 * form drawn outside the app's router (a component test, the sign-in pages) keeps no draft.
 */
export function useDraft<T extends Draft>(formName: string, read: () => Draft): T | null {
  const session = useContext(SessionContext)
  const route = useContext(DraftPageContext)?.() ?? null
  const [draft] = useState(() => {
    const userId = session ? selectUser(session.getSnapshot())?.id : undefined
    return userId && route ? drafts.take<T>(userId, route, formName) : null
  })
  const [reader] = useState(() => ({ read }))
  reader.read = read
  useEffect(() => {
    if (route && session) return drafts.register(route, formName, () => reader.read())
  }, [route, session, formName, reader])
  return draft
}

/**
 * Keeps this form's fields if the session is lost while it is edited, and fills them back from
 * the draft of an earlier lost session of the same user on this page. True when it did.
 */
export function useFormDraft(
  formName: string,
  formRef: RefObject<HTMLFormElement | null>,
): boolean {
  const draft = useDraft<DraftValues>(formName, () => readForm(formRef.current))
  useEffect(() => {
    if (draft && formRef.current) return fillForm(formRef.current, draft)
  }, [draft, formRef])
  return draft !== null
}
