import { useLocation } from '@tanstack/react-router'
import { type RefObject, useEffect, useState } from 'react'
import { selectUser } from '../../machines/session'
import type { DraftValues } from '../../services/drafts'
import { drafts } from '../../services/session'
import { useSessionSelector } from './useSession'

/** What a form shows, by field name: password fields are never read. */
function readForm(form: HTMLFormElement | null): DraftValues {
  const values: DraftValues = {}
  for (const element of Array.from(form?.elements ?? [])) {
    const field = element as HTMLInputElement
    if (!field.name || field.type === 'password' || field.type === 'hidden') continue
    if ((field.type === 'checkbox' || field.type === 'radio') && !field.checked) continue
    values[field.name] = field.value
  }
  return values
}

/**
 * Keeps this form's draft if the session is lost while it is edited, and hands back the draft
 * left by an earlier lost session of the same user on this page (once), to fill the fields with.
 */
export function useFormDraft(
  formName: string,
  formRef: RefObject<HTMLFormElement | null>,
): DraftValues | null {
  const userId = useSessionSelector((snapshot) => selectUser(snapshot)?.id ?? null)
  const route = useLocation({ select: (location) => location.pathname })
  const [draft] = useState(() => (userId ? drafts.take(userId, route, formName) : null))
  useEffect(
    () => drafts.register(route, formName, () => readForm(formRef.current)),
    [route, formName, formRef],
  )
  return draft
}
