import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import { problemMessage } from '../../../contract/automation/problems'
import { Notice } from '../../../design/Notice'
import {
  type FlowEditorRef,
  selectGraph,
  selectProblems,
  selectSelection,
} from '../../../machines/flowEditor'
import messages from '../../../messages/automation-editor/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { useAppLocale } from '../../preferences/useAppLocale'
import * as styles from './editor.css'
import { KindForm } from './nodeKindForms'
import { type ServerErrors, serverErrorsOfNode } from './serverErrors'
import type { NodeForm } from './settingFields'

/** Whether a setting's dotted path is `key` or lies inside it (`rule.value` inside `rule`). */
const isWithin = (path: string | undefined, key: string) =>
  path !== undefined && (path === key || path.startsWith(`${key}.`))

/**
 * The selected node's settings, one small form per kind, each change one `edit` of the editor
 * (a burst of typing in one field is one undo step). A setting's problems, live from the
 * validator and from a refused publish, show on its field; the node's own show above the form.
 */
export function NodeSettingsPanel({
  editor,
  serverErrors,
  onEdited,
}: {
  editor: FlowEditorRef
  serverErrors: ServerErrors
  /** A setting was changed: its 422 errors are answered. */
  onEdited: (nodeId: string, key: string) => void
}) {
  const t = useMessages(messages)
  const locale = useAppLocale()
  const graph = useSelector(editor, selectGraph)
  const selection = useSelector(editor, selectSelection)
  const problems = useSelector(editor, selectProblems)
  const node =
    selection.length === 1 ? graph.nodes.find((each) => each.id === selection[0]) : undefined

  let body: ReactNode = <p className={styles.hint}>{t('settings.selectOne')}</p>
  if (node) {
    const own = problems.filter((problem) => problem.node_id === node.id)
    const server = serverErrorsOfNode(serverErrors, node.id)
    const errors = (key: string) => [
      ...own
        .filter((problem) => isWithin(problem.setting, key))
        .map((problem) => problemMessage(problem, locale)),
      ...server
        .filter(([errorKey]) => isWithin(errorKey, `nodes.${node.id}.${key}`))
        .flatMap(([, messages]) => messages),
    ]
    const nodeWide = [
      ...own
        .filter((problem) => problem.setting === undefined)
        .map((problem) => problemMessage(problem, locale)),
      ...server.filter(([key]) => key === `nodes.${node.id}`).flatMap(([, messages]) => messages),
    ]
    const form: NodeForm = {
      node,
      value: (key) => node.settings[key],
      edit: (key, value) => {
        editor.send({ type: 'edit', nodeId: node.id, key, value })
        onEdited(node.id, key)
      },
      seal: () => editor.send({ type: 'seal' }),
      errors,
    }
    body = (
      <div key={node.id} className={styles.settingsForm}>
        <p className={styles.hint}>
          {t('node.label', { kind: t('node.kind', { kind: node.kind }), id: node.id })}
        </p>
        {nodeWide.length > 0 && (
          <Notice tone="danger">
            <ul className={styles.problems}>
              {[...new Set(nodeWide)].map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </Notice>
        )}
        <KindForm form={form} nodes={graph.nodes} />
      </div>
    )
  }
  return (
    <section aria-labelledby="automation-node-settings" className={styles.settings}>
      <h2 id="automation-node-settings" className={styles.problemTitle}>
        {t('settings.title')}
      </h2>
      {body}
    </section>
  )
}
