import { useLoaderData } from '@tanstack/react-router'
import messages from '../../../messages/automation-editor/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { PageFrame } from '../../frame/PageFrame'
import { LoadProblem } from '../../lists/LoadProblem'
import * as listStyles from '../../lists/lists.css'
import { PendingList } from '../../lists/PendingList'
import { DraftActions } from './DraftActions'
import { FlowEditor } from './FlowEditor'

/** /campaigns/automations/{id}: the automation's draft in the editor, to save and publish. */
export function AutomationEditorScreen() {
  const result = useLoaderData({ from: '/_default/_verified/campaigns/automations/$id' })
  const t = useMessages(messages)
  if (!result.ok)
    return (
      <PageFrame>
        <LoadProblem title={t('editor.loadProblem')} result={result} />
      </PageFrame>
    )
  const automation = result.data
  return (
    <PageFrame subject={automation.name}>
      <div className={listStyles.section}>
        <FlowEditor
          key={automation.id}
          graph={automation.graph}
          actions={(editor, onRejected) => (
            <DraftActions id={automation.id} editor={editor} onRejected={onRejected} />
          )}
        />
      </div>
    </PageFrame>
  )
}

export function AutomationEditorPending() {
  return (
    <PageFrame>
      <PendingList />
    </PageFrame>
  )
}
