import { useSelector } from '@xstate/react'
import { type ReactNode, useEffect, useRef } from 'react'
import { Modal as AriaModal, Dialog, Heading, ModalOverlay } from 'react-aria-components'
import type { ModalType } from '../contract/constants'
import {
  type ModalRef,
  selectModalError,
  selectModalIsBusy,
  selectModalIsOpen,
  selectModalType,
} from '../machines/modal'
import commonMessages from '../messages/common/catalogue'
import { useProblemText } from '../messages/common/problemText'
import { useMessages } from '../messages/useMessages'
import { Button, type ButtonTone } from './Button'
import * as styles from './Modal.css'

const glyphs: Record<ModalType, string> = { success: '✓', info: 'i', warning: '!', danger: '!' }
const primaryTones: Record<ModalType, ButtonTone> = {
  success: 'success',
  info: 'primary',
  warning: 'warning',
  danger: 'danger',
}

export interface ModalProps {
  modal: ModalRef
  title: string
  children: ReactNode
  /** @default 'OK' */
  primaryLabel?: string
  /** The secondary button that closes the dialog; none when null. @default 'Cancel' */
  cancelLabel?: string | null
  /** Runs when the content is destroyed, 200 ms after the dialog closed. */
  onDestroy?: () => void
}

/**
 * A dialog driven by the modal machine, rendered by React Aria's Modal: focus is contained while
 * open and returned on close; Escape, a backdrop click or a button closes it.
 */
export function Modal({
  modal,
  title,
  children,
  primaryLabel,
  cancelLabel,
  onDestroy,
}: ModalProps) {
  const common = useMessages(commonMessages)
  const problemText = useProblemText()
  const isOpen = useSelector(modal, selectModalIsOpen)
  const busy = useSelector(modal, selectModalIsBusy)
  const error = useSelector(modal, selectModalError)
  const type = useSelector(modal, selectModalType)
  const primaryRef = useRef<HTMLButtonElement>(null)
  const onDestroyRef = useRef(onDestroy)
  onDestroyRef.current = onDestroy

  useEffect(() => {
    const focus = modal.on('modal.focusPrimary', () => primaryRef.current?.focus())
    const destroyed = modal.on('modal.destroyed', () => onDestroyRef.current?.())
    return () => {
      focus.unsubscribe()
      destroyed.unsubscribe()
    }
  }, [modal])

  const close = () => modal.send({ type: 'modal.close' })
  // Dangerous and warning dialogs interrupt; the others are ordinary dialogs.
  const role = type === 'danger' || type === 'warning' ? 'alertdialog' : 'dialog'

  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) close()
      }}
      isDismissable={!busy}
      isKeyboardDismissDisabled={busy}
      className={styles.overlay}
    >
      <AriaModal className={styles.modal} data-modal-type={type}>
        <Dialog role={role} className={styles.dialog}>
          <div className={styles.header}>
            <span aria-hidden="true" className={styles.icon[type]}>
              {glyphs[type]}
            </span>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
          </div>
          <div className={styles.body}>{children}</div>
          {error && (
            <p role="alert" className={styles.error}>
              {problemText(error)}
            </p>
          )}
          <div className={styles.footer}>
            {cancelLabel !== null && (
              <Button isDisabled={busy} onPress={close}>
                {cancelLabel ?? common('action.cancel')}
              </Button>
            )}
            <Button
              ref={primaryRef}
              tone={primaryTones[type]}
              variant="solid"
              isBusy={busy}
              onPress={() => modal.send({ type: 'modal.confirm' })}
            >
              {primaryLabel ?? common('action.ok')}
            </Button>
          </div>
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  )
}
