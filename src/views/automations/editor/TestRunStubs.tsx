import {
  type StubbedKind,
  type StubChoice,
  stubChoices,
} from '../../../contract/automation/testRun'
import { Select } from '../../../design/Select'
import editorMessages from '../../../messages/automation-editor/catalogue'
import messages from '../../../messages/automation-test-run/catalogue'
import { useMessages } from '../../../messages/useMessages'
import * as styles from './testRun.css'

export type StubKindChoice = Record<StubbedKind, StubChoice>

/** Each kind answers its first choice (sent, delivered, answered, 200, not ported) until chosen. */
export const defaultStubChoices = Object.fromEntries(
  Object.entries(stubChoices).map(([kind, [first]]) => [kind, first]),
) as StubKindChoice

/** A choice in words (`no-answer` is the code `no_answer` of the message's select). */
export function useStubChoiceWord() {
  const t = useMessages(messages)
  return (choice: StubChoice) => t('stubs.choice', { choice: choice.replace('-', '_') })
}

/** What each stubbed kind of the graph answers in the run, chosen before running. */
export function TestRunStubs({
  kinds,
  choices,
  onChange,
}: {
  kinds: readonly StubbedKind[]
  choices: StubKindChoice
  onChange: (kind: StubbedKind, choice: StubChoice) => void
}) {
  const t = useMessages(messages)
  const editorWords = useMessages(editorMessages)
  const word = useStubChoiceWord()
  if (kinds.length === 0) return null
  return (
    <fieldset className={styles.stubs}>
      <legend className={styles.detail}>{t('stubs.title')}</legend>
      {kinds.map((kind) => (
        <Select
          key={kind}
          label={t('stubs.label', { kind: editorWords('node.kind', { kind }) })}
          options={stubChoices[kind].map((choice) => ({ id: choice, name: word(choice) }))}
          selectedKey={choices[kind]}
          onSelectionChange={(key) => key !== null && onChange(kind, key as StubChoice)}
        />
      ))}
    </fieldset>
  )
}
