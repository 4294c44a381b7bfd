import { useState } from 'react'
import type { AutomationVersionSummary } from '../../../../contract/automation/automation'
import { graphDiff, isEmptyDiff, type NodeChange } from '../../../../contract/automation/diff'
import type { GraphNode } from '../../../../contract/automation/graph'
import { dataOrThrow } from '../../../../contract/result'
import { Notice } from '../../../../design/Notice'
import { Select } from '../../../../design/Select'
import messages from '../../../../messages/automation-editor/catalogue'
import { useMessages } from '../../../../messages/useMessages'
import { SidePanel } from '../../../lists/SidePanel'
import { useLiveQuery } from '../../../lists/useLiveQuery'
import { useAppLocale } from '../../../preferences/useAppLocale'
import { automationsApi } from '../../list/automationsApi'
import * as styles from '../editor.css'

interface Pair {
  automationId: string
  before: number
  after: number
}

const loadDiff = async ({ automationId, before, after }: Pair, signal: AbortSignal) => {
  const [earlier, later] = await Promise.all(
    [before, after].map(async (version) =>
      dataOrThrow(await automationsApi.version(automationId, version, signal)),
    ),
  )
  return earlier && later ? graphDiff(earlier.graph, later.graph) : null
}

function NodeList({
  title,
  nodes,
}: {
  title: string
  nodes: { node: GraphNode; changes?: NodeChange[] }[]
}) {
  const t = useMessages(messages)
  const list = new Intl.ListFormat(useAppLocale())
  if (nodes.length === 0) return null
  return (
    <section>
      <h3 className={styles.problemTitle}>{title}</h3>
      <ul className={styles.statsCounts}>
        {nodes.map(({ node, changes }) => (
          <li key={node.id}>
            {t('compare.node', { kind: t('node.kind', { kind: node.kind }), id: node.id })}
            {changes &&
              t('compare.changes', {
                changes: list.format(changes.map((change) => t('compare.change', { change }))),
              })}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Two published versions side by side: the nodes the later one added, removed and changed. */
function VersionDiff({ pair }: { pair: Pair }) {
  const t = useMessages(messages)
  const diff = useLiveQuery(loadDiff, pair)
  if (diff.problem)
    return (
      <Notice tone="danger" role="alert" title={t('compare.problem')}>
        {diff.problem}
      </Notice>
    )
  const found = diff.data
  if (!found || diff.isUpdating) return <p className={styles.hint}>{t('stats.updating')}</p>
  if (isEmptyDiff(found)) return <p className={styles.hint}>{t('compare.same')}</p>
  return (
    <>
      <NodeList title={t('compare.added')} nodes={found.added.map((node) => ({ node }))} />
      <NodeList title={t('compare.removed')} nodes={found.removed.map((node) => ({ node }))} />
      <NodeList
        title={t('compare.changed')}
        nodes={found.changed.map(({ after, changes }) => ({ node: after, changes }))}
      />
    </>
  )
}

/** Any two versions of the automation compared (the previous one and the latest to begin with). */
export function VersionCompareSheet({
  automationId,
  versions,
  isOpen,
  onClose,
}: {
  automationId: string
  versions: readonly AutomationVersionSummary[]
  isOpen: boolean
  onClose: () => void
}) {
  const t = useMessages(messages)
  const [latest, previous] = versions
  const [chosen, choose] = useState<{ before?: number; after?: number }>({})
  const before = chosen.before ?? previous?.version
  const after = chosen.after ?? latest?.version
  const options = versions.map(({ version }) => ({
    id: String(version),
    name: t('stats.versionName', { version }),
  }))
  return (
    <SidePanel isOpen={isOpen} title={t('compare.title')} width="narrow" onClose={onClose}>
      <div className={styles.settingsForm}>
        <Select
          label={t('compare.before')}
          options={options}
          selectedKey={before === undefined ? null : String(before)}
          onSelectionChange={(key) => key !== null && choose({ ...chosen, before: Number(key) })}
        />
        <Select
          label={t('compare.after')}
          options={options}
          selectedKey={after === undefined ? null : String(after)}
          onSelectionChange={(key) => key !== null && choose({ ...chosen, after: Number(key) })}
        />
        {before !== undefined && after !== undefined && (
          <VersionDiff pair={{ automationId, before, after }} />
        )}
      </div>
    </SidePanel>
  )
}
