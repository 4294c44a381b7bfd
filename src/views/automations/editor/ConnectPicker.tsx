import { useSelector } from '@xstate/react'
import { Select } from '../../../design/Select'
import {
  type FlowEditorRef,
  freeBranches,
  selectGraph,
  selectSelection,
} from '../../../machines/flowEditor'
import messages from '../../../messages/automation-editor/catalogue'
import { useMessages } from '../../../messages/useMessages'
import * as styles from './editor.css'

/**
 * Connects the selected node to another chosen from a list, by its first free branch: the
 * keyboard's way to draw an edge (WCAG 2.5.7).
 */
export function ConnectPicker({ editor }: { editor: FlowEditorRef }) {
  const t = useMessages(messages)
  const graph = useSelector(editor, selectGraph)
  const selection = useSelector(editor, selectSelection)
  const source = selection.length === 1 ? graph.nodes.find((n) => n.id === selection[0]) : undefined
  const branch = source ? freeBranches(graph, source)[0] : undefined
  if (!source || branch === undefined) return <p className={styles.hint}>{t('connect.none')}</p>
  const targets = graph.nodes.filter((node) =>
    editor.getSnapshot().can({ type: 'connect', source: source.id, target: node.id, branch }),
  )
  return (
    <Select
      label={t('connect.label')}
      description={t('node.branch', { branch })}
      options={targets.map((node) => ({
        id: node.id,
        name: t('node.label', { kind: t('node.kind', { kind: node.kind }), id: node.id }),
      }))}
      selectedKey={null}
      onSelectionChange={(key) => {
        if (key !== null)
          editor.send({ type: 'connect', source: source.id, target: String(key), branch })
      }}
    />
  )
}
