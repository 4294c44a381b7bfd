import {
  choiceOfReply,
  stubbedKinds,
  type TestRunResponse,
  type TrailStep,
} from '../../../contract/automation/testRun'
import { Button } from '../../../design/Button'
import { vars } from '../../../design/vars.css'
import type { FlowEditorRef } from '../../../machines/flowEditor'
import editorMessages from '../../../messages/automation-editor/catalogue'
import messages from '../../../messages/automation-test-run/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { useStubChoiceWord } from './TestRunStubs'
import * as styles from './testRun.css'

/** The page's style nonce (server/src/http/page-policy.ts): CSP refuses a `<style>` without it. */
const styleNonce = () =>
  (document.querySelector('meta[property="csp-nonce"]') as HTMLMetaElement | null)?.nonce ||
  undefined

/**
 * The walked path drawn over the canvas by its elements' ids, as a read-only layer: the graph
 * and the editor's history never see it. Ids are letters, digits, `_` and `-` (the contract's
 * elementId), so they sit safely inside the selectors.
 */
export function PathHighlight({ steps }: { steps: readonly TrailStep[] }) {
  const nodes = [...new Set(steps.map((step) => step.node_id))]
  const edges = [...new Set(steps.flatMap((step) => (step.edge_id ? [step.edge_id] : [])))]
  const failed = steps.filter((step) => step.outcome === 'failed').map((step) => step.node_id)
  const rules = [
    ...nodes.map(
      (id) =>
        `.react-flow__node[data-id="${id}"] > * { outline: 3px solid ${vars.color.primary}; outline-offset: 2px; }`,
    ),
    ...failed.map(
      (id) => `.react-flow__node[data-id="${id}"] > * { outline-color: ${vars.color.danger}; }`,
    ),
    ...edges.map(
      (id) =>
        `.react-flow__edge[data-id="${id}"] path { stroke: ${vars.color.primary}; stroke-width: 3px; }`,
    ),
  ]
  return (
    <style nonce={styleNonce()} data-test-run-path={nodes.join(' ')}>
      {rules.join('\n')}
    </style>
  )
}

const compact = (value: unknown) => JSON.stringify(value)

const stubbedKind = (kind: TrailStep['kind']) => stubbedKinds.find((each) => each === kind)

function StepItem({ step, editor }: { step: TrailStep; editor: FlowEditorRef }) {
  const t = useMessages(messages)
  const editorWords = useMessages(editorMessages)
  const kind = editorWords('node.kind', { kind: step.kind })
  const choiceWord = useStubChoiceWord()
  const stubbed = stubbedKind(step.kind)
  return (
    <li className={step.outcome === 'failed' ? styles.failedStep : styles.step}>
      <Button
        size="s"
        variant="ghost"
        onPress={() => editor.send({ type: 'select', ids: [step.node_id] })}
      >
        {t('trail.step', { node: step.node_id, kind, outcome: step.outcome })}
      </Button>
      {step.branch && (
        <span className={styles.detail}>{t('trail.branch', { branch: step.branch })}</span>
      )}
      {step.failure && (
        <span className={styles.detail}>{t('trail.failure', { failure: step.failure })}</span>
      )}
      {step.kind === 'wait' && step.detail && (
        <span className={styles.detail}>
          {t('trail.waited')}: <code>{compact(step.detail)}</code>
        </span>
      )}
      {step.request && (
        <span className={styles.detail}>
          {t('trail.request')}: <code className={styles.code}>{compact(step.request)}</code>
        </span>
      )}
      {step.stub && (
        <span className={styles.detail}>
          {t('trail.stub')}: {stubbed && choiceWord(choiceOfReply(stubbed, step.stub))}{' '}
          <code className={styles.code}>{compact(step.stub.answer)}</code>
        </span>
      )}
    </li>
  )
}

/** A test run's trail: said in the live region, listed step by step, drawn on the graph. */
export function TestRunTrail({
  result,
  editor,
}: {
  result: TestRunResponse | null
  editor: FlowEditorRef
}) {
  const t = useMessages(messages)
  return (
    <>
      <p role="status" aria-live="polite" aria-atomic="true" className={styles.detail}>
        {result && t('trail.done', { count: result.steps.length, ended: result.ended })}
      </p>
      {result && result.steps.length > 0 && (
        <>
          <h3 className={styles.trailTitle}>{t('trail.title')}</h3>
          <ol className={styles.trail}>
            {result.steps.map((step, index) => (
              // A go-to loop passes one node many times: the place in the trail tells them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: steps have no id of their own
              <StepItem key={`${index}-${step.node_id}`} step={step} editor={editor} />
            ))}
          </ol>
          <PathHighlight steps={result.steps} />
        </>
      )}
    </>
  )
}
