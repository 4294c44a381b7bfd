import { useSelector } from '@xstate/react'
import { useLocale } from 'react-aria-components'
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
import { BulkDialog } from './BulkDialog'
import { contactCount } from './contactWords'

/** Deleting the selection asks first, saying how many contacts go and which. */
export function DeleteDialog({ selection }: { selection: ContactSelectionRef }) {
  const { locale } = useLocale()
  const isOpen = useSelector(selection, selectIsDeleteConfirmOpen)
  const busy = useSelector(selection, selectIsBusy)
  const count = useSelector(selection, selectSelectedCount)
  const atLeast = useSelector(selection, selectCountIsLowerBound)
  const matching = useSelector(selection, selectSelectionMode) === 'matching'
  const problem = useSelector(selection, selectProblem)
  const counted = contactCount(count, locale, atLeast)

  return (
    <BulkDialog
      isOpen={isOpen}
      isBusy={busy}
      role="alertdialog"
      title={`Delete ${counted}?`}
      onCancel={() => selection.send({ type: 'bulk.cancel' })}
    >
      <p className={modalStyles.body}>
        {matching
          ? `Every contact matching the current filters and search is deleted: ${counted}.`
          : `The ${counted} you selected ${count === 1 ? 'is' : 'are'} deleted.`}{' '}
        Their tags and custom field values go with them. This cannot be undone.
      </p>
      {problem && (
        <p role="alert" className={modalStyles.error}>
          {problem}
        </p>
      )}
      <div className={modalStyles.footer}>
        <Button isDisabled={busy} onPress={() => selection.send({ type: 'bulk.cancel' })}>
          Cancel
        </Button>
        <Button
          tone="danger"
          variant="solid"
          isBusy={busy}
          onPress={() => selection.send({ type: 'bulk.confirm' })}
        >
          {`Delete ${counted}`}
        </Button>
      </div>
    </BulkDialog>
  )
}
