import { ToastRegion } from '../../design/ToastRegion'
import type { JournalInspector } from '../../services/journal/journaledActor'
import { useReducedMotion } from '../../services/NotifyProvider'
import { createNotifier, type Notifier } from '../../services/notify'
import { BuildWatch } from '../session/BuildWatch'

export { openBrowserJournal } from '../../services/journal/browserJournal'

/** What the sign-in pages add once the user turns to the form (src/signin.tsx). */
export interface SignInExtras {
  notifier: Notifier
}

/** The toast queue of the sign-in pages, recorded in their journal. */
export function createSignInExtras(journal: JournalInspector): SignInExtras {
  return { notifier: createNotifier({}, journal) }
}

/** Where the sign-in pages' toasts appear, and the offer to reload for a newer build. */
export function SignInToasts({ notifier }: { notifier: Notifier }) {
  useReducedMotion(notifier)
  return (
    <>
      <ToastRegion />
      <BuildWatch />
    </>
  )
}
