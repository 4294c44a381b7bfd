import { useSelector } from '@xstate/react'
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import type { AutomationGraph, NodeKind } from '../../../contract/automation/graph'
import { nodeKinds } from '../../../contract/automation/graph'
import { visuallyHidden } from '../../../design/a11y.css'
import { Button } from '../../../design/Button'
import { flowCanvas } from '../../../design/flowCanvas.css'
import { Notice } from '../../../design/Notice'
import { Select } from '../../../design/Select'
import {
  createFlowEditorActors,
  type FlowEditorRef,
  flowEditorMachine,
  selectLayoutError,
} from '../../../machines/flowEditor'
import messages from '../../../messages/automation-editor/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { layoutPositions } from '../../../services/automation/autoLayout'
import { useJournaledActorRef } from '../../../services/journal/useJournaledActorRef'
import { ConnectPicker } from './ConnectPicker'
import { EditorAnnouncer } from './EditorAnnouncer'
import * as styles from './editor.css'
import { rememberCopied, withCopied } from './editorClipboard'
import { NodeSettingsPanel } from './NodeSettingsPanel'
import { ProblemsPanel } from './ProblemsPanel'
import type { ServerErrors } from './serverErrors'
import type { CountChoice, GraphStats } from './stats/graphStats'
import { useEditorKeys } from './useEditorKeys'
import { type ReferenceChecker, useReferenceCheck } from './useReferenceCheck'

// @xyflow/react comes with the editor's canvas, never with the app.
const FlowCanvas = lazy(() => import('./FlowCanvas'))

const editorLogic = flowEditorMachine.provide({
  actors: createFlowEditorActors({ layout: layoutPositions }),
})

/** The toolbar's buttons: each offered while its event can be taken (`can()`, no guard here). */
function Toolbar({ editor, children }: { editor: FlowEditorRef; children?: ReactNode }) {
  const t = useMessages(messages)
  const snapshot = useSelector(editor, (state) => state)
  const actions = [
    ['undo', 'editor.undo'],
    ['redo', 'editor.redo'],
    ['layout', 'editor.layout'],
    ['copy', 'editor.copy'],
    ['paste', 'editor.paste'],
    ['duplicate', 'editor.duplicate'],
    ['delete', 'editor.delete'],
  ] as const
  return (
    <div role="toolbar" aria-label={t('editor.toolbar')} className={styles.toolbar}>
      {actions.map(([type, label]) => (
        <Button
          key={type}
          size="s"
          isDisabled={!snapshot.can(withCopied({ type }))}
          onPress={() => editor.send(withCopied({ type }))}
        >
          {t(label)}
        </Button>
      ))}
      {children}
    </div>
  )
}

/** Adds a node of the chosen kind after the selected one; the list stays unchosen for the next. */
function NodePalette({ editor }: { editor: FlowEditorRef }) {
  const t = useMessages(messages)
  const canAdd = useSelector(editor, (state) => state.can({ type: 'add', kind: 'end' }))
  return (
    <Select
      label={t('palette.label')}
      description={t('palette.description')}
      isDisabled={!canAdd}
      options={nodeKinds.map((kind) => ({ id: kind, name: t('node.kind', { kind }) }))}
      selectedKey={null}
      onSelectionChange={(key) => {
        if (key !== null) editor.send({ type: 'add', kind: String(key) as NodeKind })
      }}
    />
  )
}

/**
 * The automation editor: the canvas, its toolbar and node palette, the problems panel and a live
 * region that says each step. Everything the mouse does has a keyboard way (WCAG 2.1.1, 2.5.7).
 */
export function FlowEditor({
  graph,
  actions,
  stats,
  onCount,
  side,
  checkReferences,
}: {
  graph: AutomationGraph
  /** Asks which records the draft names are gone, for the problems panel (none: not asked). */
  checkReferences?: ReferenceChecker
  /** The journeys' counts drawn over the graph (read only, never part of the draft's history). */
  stats?: GraphStats
  /** A count on the canvas was chosen. */
  onCount?: (count: CountChoice) => void
  /** More of the side column, given the editor: the page's counts and test run. */
  side?: (editor: FlowEditorRef) => ReactNode
  /**
   * More of the toolbar, given the editor: the page's save and publish. `onRejected` takes a
   * refused save's 422 errors (`nodes.<id>.<setting>`…), which then show on the fields and nodes.
   */
  actions?: (editor: FlowEditorRef, onRejected: (errors: ServerErrors) => void) => ReactNode
}) {
  const t = useMessages(messages)
  const editor = useJournaledActorRef(editorLogic, { input: { graph } })
  const layoutError = useSelector(editor, selectLayoutError)
  const canvasRef = useRef<HTMLDivElement>(null)
  const [serverErrors, setServerErrors] = useState<ServerErrors>({})
  // A changed setting is the answer to its 422 error: the live problems speak for it from now on.
  const onEdited = useCallback((nodeId: string, key: string) => {
    const prefix = `nodes.${nodeId}.${key}`
    setServerErrors((errors) => {
      const kept = Object.entries(errors).filter(
        ([errorKey]) => errorKey !== prefix && !errorKey.startsWith(`${prefix}.`),
      )
      return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept)
    })
  }, [])

  const rootRef = useEditorKeys(editor, canvasRef)
  useReferenceCheck(editor, checkReferences)
  useEffect(() => {
    const subscription = editor.on('copied', (event) => rememberCopied(event.fragment))
    return () => subscription.unsubscribe()
  }, [editor])

  return (
    <div ref={rootRef} className={styles.editor}>
      <div className={styles.main}>
        <Toolbar editor={editor}>{actions?.(editor, setServerErrors)}</Toolbar>
        <p className={styles.hint}>{t('editor.shortcuts')}</p>
        {layoutError && (
          <Notice tone="danger" role="alert">
            {t('layout.failed', { reason: layoutError })}
          </Notice>
        )}
        <div ref={canvasRef}>
          <Suspense fallback={<div className={flowCanvas} />}>
            <FlowCanvas
              editor={editor}
              label={t('editor.canvas')}
              serverErrors={serverErrors}
              stats={stats}
              onCount={onCount}
            />
          </Suspense>
        </div>
      </div>
      <div className={styles.side}>
        <NodeSettingsPanel editor={editor} serverErrors={serverErrors} onEdited={onEdited} />
        <NodePalette editor={editor} />
        <ConnectPicker editor={editor} />
        <ProblemsPanel editor={editor} />
        {side?.(editor)}
      </div>
      <div className={visuallyHidden}>
        <EditorAnnouncer editor={editor} />
      </div>
    </div>
  )
}
