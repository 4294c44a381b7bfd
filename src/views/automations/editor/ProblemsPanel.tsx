import { useSelector } from '@xstate/react'
import { problemKey, problemMessage } from '../../../contract/automation/problems'
import { Button } from '../../../design/Button'
import { type FlowEditorRef, selectProblems } from '../../../machines/flowEditor'
import messages from '../../../messages/automation-editor/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { useAppLocale } from '../../preferences/useAppLocale'
import * as styles from './editor.css'

/**
 * What stands between the draft and a publish, live from the contract's validator (the server's
 * 422 says the same). Choosing a problem selects its node, and the canvas shows it selected.
 */
export function ProblemsPanel({ editor }: { editor: FlowEditorRef }) {
  const t = useMessages(messages)
  const locale = useAppLocale()
  const problems = useSelector(editor, selectProblems)
  return (
    <section aria-labelledby="automation-problems">
      <h2 id="automation-problems" className={styles.problemTitle}>
        {t('problems.title')}
      </h2>
      <p className={styles.hint}>
        {problems.length === 0
          ? t('problems.none')
          : t('problems.count', { count: problems.length })}
      </p>
      <ul className={styles.problems}>
        {problems.map((problem, index) => {
          const nodeId = problem.node_id
          const message = problemMessage(problem, locale)
          return (
            // Two problems of one kind on one node differ by place only.
            // biome-ignore lint/suspicious/noArrayIndexKey: problems have no id of their own
            <li key={`${problemKey(problem)}:${problem.code}:${index}`}>
              {nodeId === null ? (
                <span>
                  {t('problems.graph')}: {message}
                </span>
              ) : (
                <Button
                  size="s"
                  variant="ghost"
                  onPress={() => editor.send({ type: 'select', ids: [nodeId] })}
                >
                  {nodeId}: {message}
                </Button>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
