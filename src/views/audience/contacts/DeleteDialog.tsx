import { useSelector } from '@xstate/react'
import { Button } from '../../../design/Button'
import * as modalStyles from '../../../design/Modal.css'
import {
  type ContactSelectionRef,
  selectCountIsLowerBound,
  selectIsBusy,
  selectIsDeleteConfirmOpen,
  selectProblem,
  selectSelectedCount,
  selectSelectionMode,
} from '../../../machines/contactSelection'
import messages from '../../../messages/audience-contacts/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { BulkDialog } from './BulkDialog'

/** Deleting the selection asks first, saying how many contacts go and which. */
export function DeleteDialog({ selection }: { selection: ContactSelectionRef }) {
  const t = useMessages(messages)
  const isOpen = useSelector(selection, selectIsDeleteConfirmOpen)
  const busy = useSelector(selection, selectIsBusy)
  const count = useSelector(selection, selectSelectedCount)
  const atLeast = useSelector(selection, selectCountIsLowerBound)
  const matching = useSelector(selection, selectSelectionMode) === 'matching'
  const problem = useSelector(selection, selectProblem)

  return (
    <BulkDialog
      isOpen={isOpen}
      isBusy={busy}
      role="alertdialog"
      title={t(atLeast ? 'deleteDialog.title.atLeast' : 'deleteDialog.title', { count })}
      onCancel={() => selection.send({ type: 'bulk.cancel' })}
    >
      <p className={modalStyles.body}>
        {matching
          ? t(atLeast ? 'deleteDialog.matching.atLeast' : 'deleteDialog.matching', { count })
          : t('deleteDialog.rows', { count })}{' '}
        {t('deleteDialog.consequence')}
      </p>
      {problem && (
        <p role="alert" className={modalStyles.error}>
          {problem}
        </p>
      )}
      <div className={modalStyles.footer}>
        <Button isDisabled={busy} onPress={() => selection.send({ type: 'bulk.cancel' })}>
          {t('dialog.cancel')}
        </Button>
        <Button
          tone="danger"
          variant="solid"
          isBusy={busy}
          onPress={() => selection.send({ type: 'bulk.confirm' })}
        >
          {t(atLeast ? 'deleteDialog.confirm.atLeast' : 'deleteDialog.confirm', { count })}
        </Button>
      </div>
    </BulkDialog>
  )
}
