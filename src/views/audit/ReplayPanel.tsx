import { useMemo } from 'react'
import type { AnyStateMachine } from 'xstate'
import messages from '../../messages/audit/catalogue'
import { useMessages } from '../../messages/useMessages'
import type { ActorReplay, ReplayStep } from '../../services/journal/replay'
import { chartGraph } from '../../services/statechart/graph'
import { highlightOf } from '../../services/statechart/highlight'
import { chartOf, stateNamesOf } from '../../services/statechart/structure'
import * as styles from './audit.css'
import { replayVerdict, stateText } from './format'
import { LazyStateChartFlow } from './LazyStateChartFlow'
import { StateChartText } from './StateChartText'
import type { ActorText } from './useActorText'
import { useTimeFormat } from './useTimeFormat'

export interface ReplayPanelProps {
  step: ReplayStep
  /** The replay of the step's actor, for why a step was not replayed. */
  actor: ActorReplay | undefined
  /** Names the step's actor. */
  actorText: ActorText
  /** The step's machine in this version of the app, if it still exists. */
  machine: AnyStateMachine | undefined
  /** 1-based, among the events being stepped through. */
  position: number
  count: number
}

function Legend() {
  const t = useMessages(messages)
  return (
    <ul className={styles.legend} aria-label={t('legend.label')}>
      <li>
        <span className={styles.mark.before}>{t('legend.before')}</span> {t('legend.beforeMeaning')}
      </li>
      <li>
        <span className={styles.mark.after}>{t('legend.after')}</span> {t('legend.afterMeaning')}
      </li>
      <li>
        <span className={styles.mark.taken}>{t('legend.taken')}</span> {t('legend.takenMeaning')}
      </li>
    </ul>
  )
}

function StateChart({ step, machine }: { step: ReplayStep; machine: AnyStateMachine }) {
  const t = useMessages(messages)
  const chart = useMemo(() => chartOf(machine), [machine])
  const names = useMemo(() => stateNamesOf(chart), [chart])
  const graph = useMemo(
    () =>
      chartGraph(
        chart,
        highlightOf(chart, {
          before: step.before,
          after: step.entry.state,
          eventType: step.entry.event.type,
        }),
      ),
    [chart, step],
  )
  const label = t('chart.label', {
    machine: chart.machine,
    before: stateText(step.before),
    after: stateText(step.entry.state),
    event: step.entry.event.type,
  })
  return (
    <>
      <Legend />
      <LazyStateChartFlow graph={graph} label={label} />
      <details>
        <summary className={styles.disclosureSummary}>{t('chart.asText')}</summary>
        <StateChartText graph={graph} names={names} />
      </details>
    </>
  )
}

/** The chosen event: what happened, the state before and after, and its machine's chart. */
export function ReplayPanel({
  step,
  actor,
  actorText,
  machine,
  position,
  count,
}: ReplayPanelProps) {
  const t = useMessages(messages)
  const { entry } = step
  const time = useTimeFormat('medium')
  return (
    <section aria-labelledby="replay-step-title" className={styles.panel}>
      <h3 id="replay-step-title" className={styles.sectionTitle} aria-live="polite">
        {t('panel.heading', { position, count })}{' '}
        <code className={styles.code}>{entry.event.type}</code>
      </h3>
      <dl className={styles.details}>
        <dt className={styles.term}>{t('panel.machine')}</dt>
        <dd className={styles.definition}>{entry.machine}</dd>
        <dt className={styles.term}>{t('panel.actor')}</dt>
        <dd className={styles.definition}>{actorText(entry)}</dd>
        <dt className={styles.term}>{t('panel.time')}</dt>
        <dd className={styles.definition}>{time(entry.time)}</dd>
        <dt className={styles.term}>{t('panel.stateBefore')}</dt>
        <dd className={styles.definition} data-testid="state-before">
          {stateText(step.before)}
        </dd>
        <dt className={styles.term}>{t('panel.stateAfter')}</dt>
        <dd className={styles.definition} data-testid="state-after">
          {entry.status === 'active'
            ? stateText(entry.state)
            : t(`panel.stateWithStatus.${entry.status}`, { state: stateText(entry.state) })}
        </dd>
        <dt className={styles.term}>{t('panel.replay')}</dt>
        <dd className={`${styles.definition} ${styles.outcome[step.outcome]}`}>
          {replayVerdict(t, step, actor?.reason)}
        </dd>
      </dl>
      <details>
        <summary className={styles.disclosureSummary}>{t('panel.recorded')}</summary>
        {/* Scrollable, so it takes focus: keyboard users can scroll it too. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable */}
        <pre className={styles.payload} tabIndex={0}>
          {JSON.stringify(entry.event, null, 2)}
        </pre>
      </details>
      {machine ? (
        <StateChart step={step} machine={machine} />
      ) : (
        <p>{t('panel.noMachine', { machine: entry.machine })}</p>
      )}
    </section>
  )
}
