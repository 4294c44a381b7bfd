import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from 'react'
import type { ModalType } from '../contract/constants'
import type { Question } from './ConfirmQuestion'

type QuestionView = typeof import('./ConfirmQuestion').ConfirmQuestion

/**
 * The dialog, its machine and its view stay out of the first load of every page. A question
 * opens once its code is there, so the machine's timed focus on the primary button never races
 * the download; it is kept in state rather than React.lazy, whose Suspense reveal waits on a
 * timer.
 */
const loadQuestion = () => import('./ConfirmQuestion').then((module) => module.ConfirmQuestion)

export interface ConfirmOptions {
  title: string
  message: ReactNode
  /** @default 'Confirm' */
  confirmLabel?: string
  /** @default 'Cancel' */
  cancelLabel?: string
  /** @default 'danger' */
  type?: ModalType
  /**
   * The destructive work. The confirm button stays busy while it runs; on success the dialog
   * closes, on failure it stays open with the error's message.
   */
  action?: (signal: AbortSignal) => unknown
}

/** Resolves true once confirmed (and the action succeeded), false when dismissed. */
export type Confirm = (options: ConfirmOptions) => Promise<boolean>

interface Pending {
  options: ConfirmOptions
  resolve: (confirmed: boolean) => void
}

const ConfirmContext = createContext<Confirm | null>(null)

/** Holds the app's one confirm dialog; every destructive action asks through `useConfirm`. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const pending = useRef<Pending | null>(null)
  const [shown, setShown] = useState<Question | null>(null)
  const [View, setView] = useState<QuestionView | null>(null)

  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise<boolean>((resolve) => {
        // A new question replaces one still open, which counts as not confirmed.
        pending.current?.resolve(false)
        const question = { options, resolve }
        pending.current = question
        loadQuestion().then(
          (view) => {
            if (pending.current !== question) return
            setView(() => view)
            setShown({ options })
          },
          () => {
            // The dialog could not be loaded (the chunk guard reloads the page): not confirmed.
            if (pending.current === question) pending.current = null
            resolve(false)
          },
        )
      }),
    [],
  )

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {shown && View && (
        <View
          question={shown}
          action={(signal) => pending.current?.options.action?.(signal)}
          onClosed={(confirmed) => {
            pending.current?.resolve(confirmed)
            pending.current = null
          }}
          onDestroy={() => {
            // Reopened while closing: the new question keeps its content.
            if (!pending.current) setShown(null)
          }}
        />
      )}
    </ConfirmContext.Provider>
  )
}

/** The app's confirm dialog, or null outside a ConfirmProvider. */
export function useOptionalConfirm(): Confirm | null {
  return useContext(ConfirmContext)
}

/**
 * Asks before a destructive action:
 * `if (await confirm({ title: 'Stop campaign?', message, action: (signal) => stop(id, signal) }))`.
 */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext)
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider above it (see __root.tsx)')
  return confirm
}
