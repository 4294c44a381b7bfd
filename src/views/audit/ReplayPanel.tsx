import { useMemo } from 'react'
import type { AnyStateMachine } from 'xstate'
import type { ActorReplay, ReplayStep } from '../../services/journal/replay'
import { chartGraph } from '../../services/statechart/graph'
import { highlightOf } from '../../services/statechart/highlight'
import { chartOf, stateNamesOf } from '../../services/statechart/structure'
import * as styles from './audit.css'
import { actorText, replayVerdict, stateText } from './format'
import { LazyStateChartFlow } from './LazyStateChartFlow'
import { StateChartText } from './StateChartText'
import { useTimeFormat } from './useTimeFormat'

export interface ReplayPanelProps {
  step: ReplayStep
  /** The replay of the step's actor, for why a step was not replayed. */
  actor: ActorReplay | undefined
  /** The step's machine in this version of the app, if it still exists. */
  machine: AnyStateMachine | undefined
  /** 1-based, among the events being stepped through. */
  position: number
  count: number
}

function Legend() {
  return (
    <ul className={styles.legend} aria-label="Marks on the chart">
      <li>
        <span className={styles.mark.before}>before</span> active before the event (dashed)
      </li>
      <li>
        <span className={styles.mark.after}>after</span> active after it (solid)
      </li>
      <li>
        <span className={styles.mark.taken}>taken</span> the transition it took (thick arrow)
      </li>
    </ul>
  )
}

function StateChart({ step, machine }: { step: ReplayStep; machine: AnyStateMachine }) {
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
  const label = `State chart of ${chart.machine}: ${stateText(step.before)} before, ${stateText(step.entry.state)} after ${step.entry.event.type}`
  return (
    <>
      <Legend />
      <LazyStateChartFlow graph={graph} label={label} />
      <details>
        <summary className={styles.disclosureSummary}>The chart as text</summary>
        <StateChartText graph={graph} names={names} />
      </details>
    </>
  )
}

/** The chosen event: what happened, the state before and after, and its machine's chart. */
export function ReplayPanel({ step, actor, machine, position, count }: ReplayPanelProps) {
  const { entry } = step
  const time = useTimeFormat('medium')
  return (
    <section aria-labelledby="replay-step-title" className={styles.panel}>
      <h3 id="replay-step-title" className={styles.sectionTitle} aria-live="polite">
        Event {position} of {count}: <code className={styles.code}>{entry.event.type}</code>
      </h3>
      <dl className={styles.details}>
        <dt className={styles.term}>Machine</dt>
        <dd className={styles.definition}>{entry.machine}</dd>
        <dt className={styles.term}>Actor</dt>
        <dd className={styles.definition}>{actorText(entry)}</dd>
        <dt className={styles.term}>Time</dt>
        <dd className={styles.definition}>{time(entry.time)}</dd>
        <dt className={styles.term}>State before</dt>
        <dd className={styles.definition} data-testid="state-before">
          {stateText(step.before)}
        </dd>
        <dt className={styles.term}>State after</dt>
        <dd className={styles.definition} data-testid="state-after">
          {stateText(entry.state)}
          {entry.status !== 'active' && ` (${entry.status})`}
        </dd>
        <dt className={styles.term}>Replay</dt>
        <dd className={`${styles.definition} ${styles.outcome[step.outcome]}`}>
          {replayVerdict(step, actor?.reason)}
        </dd>
      </dl>
      <details>
        <summary className={styles.disclosureSummary}>The event as recorded</summary>
        {/* Scrollable, so it takes focus: keyboard users can scroll it too. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable */}
        <pre className={styles.payload} tabIndex={0}>
          {JSON.stringify(entry.event, null, 2)}
        </pre>
      </details>
      {machine ? (
        <StateChart step={step} machine={machine} />
      ) : (
        <p>
          This version of Switchboard has no machine{' '}
          <code className={styles.code}>{entry.machine}</code>: its chart cannot be drawn.
        </p>
      )}
    </section>
  )
}
