import { useSelector } from '@xstate/react'
import { useState } from 'react'
import { Form, useLocale } from 'react-aria-components'
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
import { BulkDialog } from './BulkDialog'
import { contactCount } from './contactWords'

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
  const { locale } = useLocale()
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
  const verb = action === 'tag' ? 'Tag' : 'Untag'
  const counted = contactCount(count, locale, atLeast)
  const placed = Object.keys(fieldErrors).length > 0

  return (
    <BulkDialog
      isOpen={isOpen}
      isBusy={busy}
      title={`${verb} ${counted}`}
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
          label={action === 'tag' ? 'Tags to add' : 'Tags to take off'}
          description={
            knownTags.length > 0
              ? `Separate tags with commas. Your tags: ${knownTags.slice(0, 20).join(', ')}.`
              : 'Separate tags with commas.'
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
            Cancel
          </Button>
          <Button type="submit" tone="primary" variant="solid" isBusy={busy}>
            {`${verb} ${counted}`}
          </Button>
        </div>
      </Form>
    </BulkDialog>
  )
}
