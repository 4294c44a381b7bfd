import type { AutomationResource } from '../../../contract/automation/automation'
import messages from '../../../messages/automation-editor/catalogue'
import { useMessages } from '../../../messages/useMessages'
import type { ApiResult } from '../../../services/http/client'
import { PageFrame } from '../../frame/PageFrame'
import { LoadProblem } from '../../lists/LoadProblem'
import * as listStyles from '../../lists/lists.css'
import { PendingList } from '../../lists/PendingList'
import { DraftActions } from './DraftActions'
import { EditorWithStats } from './stats/EditorWithStats'
import { TestRunPanel } from './TestRunPanel'

/**
 * /campaigns/automations/{id} and /hub/automations/{id}: the automation's draft in the editor, to
 * save and publish. Each route hands over what its loader read.
 */
export function AutomationEditorScreen({ result }: { result: ApiResult<AutomationResource> }) {
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
        <EditorWithStats
          key={automation.id}
          automation={automation}
          actions={(editor, onRejected) => (
            <DraftActions id={automation.id} editor={editor} onRejected={onRejected} />
          )}
          aside={(editor) => <TestRunPanel automationId={automation.id} editor={editor} />}
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
