import { useSelector } from '@xstate/react'
import { useState } from 'react'
import type { AutomationResource } from '../../../contract/automation/automation'
import { failureMessage, isRejection, type Result } from '../../../contract/result'
import { Button } from '../../../design/Button'
import { Notice } from '../../../design/Notice'
import { type FlowEditorRef, selectGraph, selectIsPublishable } from '../../../machines/flowEditor'
import messages from '../../../messages/automation-editor/catalogue'
import { useProblemText } from '../../../messages/common/problemText'
import { useMessages } from '../../../messages/useMessages'
import { editorApi } from './editorApi'
import type { ServerErrors } from './serverErrors'

type Outcome = { saved: 'draft' | 'published'; version: number | null } | Result<never>

/**
 * Saves the draft as it stands, or saves and publishes it. Publish is offered only while the
 * problems panel is empty; the server checks the same graph again (a 422 names the nodes).
 */
export function DraftActions({
  id,
  editor,
  onRejected,
}: {
  id: string
  editor: FlowEditorRef
  /** A save's 422 errors (none after a save that passed), for the fields and nodes they name. */
  onRejected?: (errors: ServerErrors) => void
}) {
  const t = useMessages(messages)
  const problemText = useProblemText()
  const publishable = useSelector(editor, selectIsPublishable)
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  const answered = (outcome: Outcome) => {
    setOutcome(outcome)
    onRejected?.('ok' in outcome && isRejection(outcome) ? outcome.validation.errors : {})
  }

  const save = async (publish: boolean) => {
    setOutcome(null)
    const graph = selectGraph(editor.getSnapshot())
    const saved = await editorApi.saveDraft(id, { graph })
    if (!saved.ok || !publish) return answered(saved.ok ? { saved: 'draft', version: null } : saved)
    const published: Result<AutomationResource> = await editorApi.publish(id)
    answered(published.ok ? { saved: 'published', version: published.data.version } : published)
  }

  return (
    <>
      <Button size="s" onPress={() => save(false)}>
        {t('draft.save')}
      </Button>
      <Button
        size="s"
        tone="primary"
        variant="solid"
        isDisabled={!publishable}
        onPress={() => save(true)}
      >
        {t('draft.publish')}
      </Button>
      {outcome && 'saved' in outcome && (
        <Notice tone="success">
          {outcome.saved === 'draft'
            ? t('draft.saved')
            : t('draft.published', { version: outcome.version ?? 0 })}
        </Notice>
      )}
      {outcome && 'ok' in outcome && !outcome.ok && (
        <Notice tone="danger" role="alert" title={t('draft.failed')}>
          {problemText(failureMessage(outcome))}
          {isRejection(outcome) && (
            <ul>
              {Object.entries(outcome.validation.errors).map(([key, errors]) => (
                <li key={key}>{errors.join(' ')}</li>
              ))}
            </ul>
          )}
        </Notice>
      )}
    </>
  )
}
