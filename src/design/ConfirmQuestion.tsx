import { useEffect, useRef } from 'react'
import commonMessages from '../messages/common/catalogue'
import { useMessages } from '../messages/useMessages'
import type { ConfirmOptions } from './ConfirmDialog'
import * as styles from './ConfirmDialog.css'
import { Modal } from './Modal'
import { useModal } from './useModal'

export interface Question {
  options: ConfirmOptions
}

/**
 * The confirm dialog itself, with its machine: fetched with the first question asked
 * (ConfirmDialog.tsx), not with every page. Each new question (a new object) opens it again.
 */
export function ConfirmQuestion({
  question,
  action,
  onClosed,
  onDestroy,
}: {
  question: Question
  /** The destructive work of the question open now. */
  action: (signal: AbortSignal) => unknown
  onClosed: (confirmed: boolean) => void
  onDestroy: () => void
}) {
  const common = useMessages(commonMessages)
  const modal = useModal({ confirm: action })
  const closed = useRef(onClosed)
  closed.current = onClosed

  useEffect(() => {
    const subscription = modal.on('modal.closed', ({ confirmed }) => closed.current(confirmed))
    return () => subscription.unsubscribe()
  }, [modal])

  useEffect(() => {
    modal.send({ type: 'modal.open', modalType: question.options.type ?? 'danger' })
  }, [modal, question])

  const { options } = question
  return (
    <Modal
      modal={modal}
      title={options.title}
      primaryLabel={options.confirmLabel ?? common('action.confirm')}
      cancelLabel={options.cancelLabel}
      onDestroy={onDestroy}
    >
      {typeof options.message === 'string' ? (
        <p className={styles.message}>{options.message}</p>
      ) : (
        options.message
      )}
    </Modal>
  )
}
