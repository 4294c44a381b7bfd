import { type ReactNode, useState } from 'react'
import type { AutomationResource } from '../../../../contract/automation/automation'
import type { FlowEditorRef } from '../../../../machines/flowEditor'
import { useLiveQuery } from '../../../lists/useLiveQuery'
import { defaultStatsPeriod } from '../../statsPeriod'
import { editorApi } from '../editorApi'
import { FlowEditor } from '../FlowEditor'
import type { ServerErrors } from '../serverErrors'
import { CountContactsSheet } from './CountContactsSheet'
import { GraphStatsPanel } from './GraphStatsPanel'
import { type CountChoice, loadGraphStats, type StatsChoice } from './graphStats'
import { useVersions } from './useVersions'
import { VersionCompareSheet } from './VersionCompareSheet'
import { type WebhookLogChoice, WebhookLogSheet } from './WebhookLogSheet'

/**
 * The editor with what the automation's journeys did drawn over its graph: counts per node and
 * edge over a period and a version, the contacts behind a count, a webhook node's delivery log,
 * and two versions compared.
 */
export function EditorWithStats({
  automation,
  actions,
  aside,
}: {
  automation: AutomationResource
  actions: (editor: FlowEditorRef, onRejected: (errors: ServerErrors) => void) => ReactNode
  /** More of the side column below the counts, given the editor: the page's test run. */
  aside?: (editor: FlowEditorRef) => ReactNode
}) {
  const [choice, setChoice] = useState<StatsChoice>({
    automationId: automation.id,
    period: defaultStatsPeriod,
    from: null,
    version: null,
  })
  const stats = useLiveQuery(loadGraphStats, choice)
  const versions = useVersions(automation.id)
  const [count, setCount] = useState<CountChoice | null>(null)
  const [comparing, setComparing] = useState(false)
  const [webhookLog, setWebhookLog] = useState<WebhookLogChoice | null>(null)
  return (
    <>
      <FlowEditor
        graph={automation.graph}
        actions={actions}
        checkReferences={editorApi.checkReferences}
        stats={stats.data}
        onCount={setCount}
        side={(editor) => (
          <>
            <GraphStatsPanel
              editor={editor}
              choice={choice}
              onChoice={setChoice}
              stats={stats}
              versions={versions}
              onCount={setCount}
              onDeliveryLog={(nodeId) => setWebhookLog({ automationId: automation.id, nodeId })}
              onCompare={() => setComparing(true)}
            />
            {aside?.(editor)}
          </>
        )}
      />
      <CountContactsSheet choice={choice} count={count} onClose={() => setCount(null)} />
      <WebhookLogSheet choice={webhookLog} onClose={() => setWebhookLog(null)} />
      <VersionCompareSheet
        automationId={automation.id}
        versions={versions.data ?? []}
        isOpen={comparing}
        onClose={() => setComparing(false)}
      />
    </>
  )
}
