import { useSelector } from '@xstate/react'
import { useState } from 'react'
import { Form } from 'react-aria-components'
import { audienceLimits } from '../../../contract/constants'
import { Button } from '../../../design/Button'
import * as modalStyles from '../../../design/Modal.css'
import { TextField } from '../../../design/TextField'
import {
  type ContactSelectionRef,
  selectCountIsLowerBound,
  selectIsBusy,
  selectIsTagFormOpen,
  selectProblem,
  selectSelectedCount,
  selectTagAction,
  selectTagFieldErrors,
} from '../../../machines/contactSelection'
import messages from '../../../messages/audience-contacts/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { BulkDialog } from './BulkDialog'

/** `vip, spring promo` → the names, each once, without blanks. */
export function tagNamesOf(text: string): string[] {
  const names = text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  return [...new Set(names)]
}

/**
 * Tags to add to (or take off) the selection, typed as a comma list; the team's tags are
 * suggested. A 422 shows at the field and keeps what was typed.
 */
export function TagDialog({
  selection,
  knownTags,
}: {
  selection: ContactSelectionRef
  knownTags: readonly string[]
}) {
  const t = useMessages(messages)
  const isOpen = useSelector(selection, selectIsTagFormOpen)
  const busy = useSelector(selection, selectIsBusy)
  const action = useSelector(selection, selectTagAction)
  const count = useSelector(selection, selectSelectedCount)
  const atLeast = useSelector(selection, selectCountIsLowerBound)
  const fieldErrors = useSelector(selection, selectTagFieldErrors)
  const problem = useSelector(selection, selectProblem)
  const [text, setText] = useState('')
  const [wasOpen, setWasOpen] = useState(isOpen)
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen)
    if (isOpen) setText('')
  }
  const verb =
    action === 'tag'
      ? t(atLeast ? 'tagDialog.tag.atLeast' : 'tagDialog.tag', { count })
      : t(atLeast ? 'tagDialog.untag.atLeast' : 'tagDialog.untag', { count })
  const placed = Object.keys(fieldErrors).length > 0

  return (
    <BulkDialog
      isOpen={isOpen}
      isBusy={busy}
      title={verb}
      onCancel={() => selection.send({ type: 'bulk.cancel' })}
    >
      <Form
        validationErrors={fieldErrors}
        onSubmit={(event) => {
          event.preventDefault()
          selection.send({ type: 'bulk.submitTags', tags: tagNamesOf(text) })
        }}
        className={modalStyles.dialog}
        style={{ padding: 0 }}
      >
        <TextField
          name="tags"
          label={t(action === 'tag' ? 'tagDialog.add' : 'tagDialog.takeOff')}
          description={
            knownTags.length > 0
              ? t('tagDialog.hint.known', { tags: knownTags.slice(0, 20).join(', ') })
              : t('tagDialog.hint')
          }
          value={text}
          onChange={(typed) => {
            setText(typed)
            selection.send({ type: 'bulk.editTags' })
          }}
          maxLength={audienceLimits.tagNameMaxLength * audienceLimits.maxTagsPerContact}
          isRequired
          autoFocus
        />
        {problem && !placed && (
          <p role="alert" className={modalStyles.error}>
            {problem}
          </p>
        )}
        <div className={modalStyles.footer}>
          <Button isDisabled={busy} onPress={() => selection.send({ type: 'bulk.cancel' })}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" tone="primary" variant="solid" isBusy={busy}>
            {verb}
          </Button>
        </div>
      </Form>
    </BulkDialog>
  )
}
