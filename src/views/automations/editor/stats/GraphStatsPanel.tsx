import { useSelector } from '@xstate/react'
import { Button } from '../../../../design/Button'
import { Notice } from '../../../../design/Notice'
import { Select } from '../../../../design/Select'
import { type FlowEditorRef, selectGraph, selectSelection } from '../../../../machines/flowEditor'
import messages from '../../../../messages/automation-editor/catalogue'
import { useMessages } from '../../../../messages/useMessages'
import type { LiveQuery } from '../../../lists/useLiveQuery'
import { StatsPeriodSelect } from '../../StatsPeriodSelect'
import * as styles from '../editor.css'
import {
  type CountChoice,
  choosePeriod,
  countedOutcomes,
  type GraphStats,
  type StatsChoice,
} from './graphStats'
import type { useVersions } from './useVersions'

const allVersions = 'all'

/**
 * The graph's counts: the period and the version they cover, and the selected node's counts and
 * its edges', each opening the contacts behind it; a selected webhook node opens its delivery
 * log. Read only: nothing here enters the draft.
 */
export function GraphStatsPanel({
  editor,
  choice,
  onChoice,
  stats,
  versions,
  onCount,
  onDeliveryLog,
  onCompare,
}: {
  editor: FlowEditorRef
  choice: StatsChoice
  onChoice: (choice: StatsChoice) => void
  stats: LiveQuery<GraphStats>
  versions: ReturnType<typeof useVersions>
  onCount: (count: CountChoice) => void
  /** Opens a webhook node's delivery log. */
  onDeliveryLog: (nodeId: string) => void
  onCompare: () => void
}) {
  const t = useMessages(messages)
  const graph = useSelector(editor, selectGraph)
  const selection = useSelector(editor, selectSelection)
  const published = versions.data ?? []
  const node = selection.length === 1 ? stats.data?.nodes.get(selection[0] ?? '') : undefined
  const edges = node ? graph.edges.filter((edge) => edge.source === node.node_id) : []
  const webhook =
    selection.length === 1
      ? graph.nodes.find((each) => each.id === selection[0] && each.kind === 'webhook')
      : undefined
  return (
    <section aria-labelledby="automation-stats" className={styles.settings}>
      <h2 id="automation-stats" className={styles.problemTitle}>
        {t('stats.title')}
      </h2>
      <StatsPeriodSelect
        period={choice.period}
        onChange={(period) => onChoice(choosePeriod(choice, period))}
      />
      <Select
        label={t('stats.version')}
        options={[
          { id: allVersions, name: t('stats.allVersions') },
          ...published.map(({ version }) => ({
            id: String(version),
            name: t('stats.versionName', { version }),
          })),
        ]}
        selectedKey={choice.version === null ? allVersions : String(choice.version)}
        onSelectionChange={(key) =>
          onChoice({ ...choice, version: key === allVersions || key === null ? null : Number(key) })
        }
      />
      {stats.problem && (
        <Notice
          tone="danger"
          role="alert"
          title={t('stats.problem')}
          actions={<Button onPress={stats.retry}>{t('stats.retry')}</Button>}
        >
          {stats.problem}
        </Notice>
      )}
      <p className={styles.hint} aria-live="polite">
        {stats.isUpdating
          ? t('stats.updating')
          : node
            ? t('stats.node', { node: node.node_id })
            : t('stats.chooseNode')}
      </p>
      {node && (
        <ul className={styles.statsCounts} aria-label={t('stats.node', { node: node.node_id })}>
          {countedOutcomes.map((outcome) => (
            <li key={outcome}>
              <Button
                size="s"
                variant="ghost"
                onPress={() => onCount({ nodeId: node.node_id, outcome, count: node[outcome] })}
              >
                {t('stats.count', { outcome, count: node[outcome] })}
              </Button>
            </li>
          ))}
          {edges.map((edge) => {
            const count = stats.data?.edges.get(edge.id) ?? 0
            return (
              <li key={edge.id}>
                <Button
                  size="s"
                  variant="ghost"
                  onPress={() => onCount({ edgeId: edge.id, count })}
                >
                  {t('stats.edgeTaken', { branch: edge.branch, target: edge.target, count })}
                </Button>
              </li>
            )
          })}
        </ul>
      )}
      {webhook && (
        <Button size="s" onPress={() => onDeliveryLog(webhook.id)}>
          {t('webhookLog.open')}
        </Button>
      )}
      <Button size="s" isDisabled={published.length < 2} onPress={onCompare}>
        {t('compare.open')}
      </Button>
    </section>
  )
}
