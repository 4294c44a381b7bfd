import { useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import {
  type StubbedKind,
  stubbedKinds,
  type TestRunGraph,
  type TestRunRequest,
  type TestRunResponse,
} from '../../../contract/automation/testRun'
import { failureMessage, type Result } from '../../../contract/result'
import { Button } from '../../../design/Button'
import { ComboBox, type ComboBoxOption } from '../../../design/ComboBox'
import { Notice } from '../../../design/Notice'
import { Select } from '../../../design/Select'
import { TextField } from '../../../design/TextField'
import { type FlowEditorRef, selectGraph } from '../../../machines/flowEditor'
import messages from '../../../messages/automation-test-run/catalogue'
import { useProblemText } from '../../../messages/common/problemText'
import { useMessages } from '../../../messages/useMessages'
import { defaultStubChoices, TestRunStubs } from './TestRunStubs'
import { TestRunTrail } from './TestRunTrail'
import * as styles from './testRun.css'
import { testRunApi } from './testRunApi'

type ContactSource = 'stored' | 'made_up'

interface MadeUp {
  phone: string
  firstName: string
  tags: string
  fields: string
}

const listOf = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

/** `plan=gold, score=7, vip=true`: numbers and booleans as such, the rest as text. */
function fieldsOf(text: string): Record<string, string | number | boolean> {
  const fields: Record<string, string | number | boolean> = {}
  for (const pair of listOf(text)) {
    const [key = '', ...rest] = pair.split('=')
    const value = rest.join('=').trim()
    if (key.trim() === '') continue
    fields[key.trim()] =
      value === 'true' || value === 'false'
        ? value === 'true'
        : value !== '' && Number.isFinite(Number(value))
          ? Number(value)
          : value
  }
  return fields
}

/** Stored contacts whose name, phone or email holds the typed text, as the search finds them. */
function useContactSearch(text: string): ComboBoxOption[] {
  const [options, setOptions] = useState<ComboBoxOption[]>([])
  useEffect(() => {
    const controller = new AbortController()
    void testRunApi.findContacts(text, controller.signal).then((result) => {
      if (!result.ok) return
      setOptions(
        result.data.data.map((contact) => ({
          id: contact.id,
          name: [contact.first_name, contact.last_name, contact.phone].filter(Boolean).join(' '),
        })),
      )
    })
    return () => controller.abort()
  }, [text])
  return options
}

/**
 * The editor's test run: one contact (found, or made up) walked through the draft on screen or
 * the published version, with stubs for everything that would leave the product. The trail is
 * listed, said, and drawn over the canvas; none of it enters the graph or its undo history.
 */
export function TestRunPanel({
  automationId,
  editor,
}: {
  automationId: string
  editor: FlowEditorRef
}) {
  const t = useMessages(messages)
  const problemText = useProblemText()
  const [graph, setGraph] = useState<TestRunGraph>('draft')
  const [source, setSource] = useState<ContactSource>('made_up')
  const [search, setSearch] = useState('')
  const [query, setQuery] = useState('')
  const [contactId, setContactId] = useState<string | null>(null)
  const [madeUp, setMadeUp] = useState<MadeUp>({
    phone: '+15550100000',
    firstName: '',
    tags: '',
    fields: '',
  })
  const [pending, setPending] = useState(false)
  const [answer, setAnswer] = useState<Result<TestRunResponse> | null>(null)
  const [choices, setChoices] = useState(defaultStubChoices)
  const found = useContactSearch(source === 'stored' ? query : '')
  // The draft's stubbed kinds; a published version may hold any.
  const draftKinds = useSelector(editor, (snapshot) =>
    stubbedKinds
      .filter((kind) => selectGraph(snapshot).nodes.some((node) => node.kind === kind))
      .join(' '),
  )
  const kinds: readonly StubbedKind[] =
    graph === 'draft'
      ? stubbedKinds.filter((kind) => draftKinds.split(' ').includes(kind))
      : stubbedKinds

  const contact = (): TestRunRequest['contact'] | null =>
    source === 'stored'
      ? contactId === null
        ? null
        : { source, id: contactId }
      : {
          source,
          contact: {
            phone: madeUp.phone.trim(),
            first_name: madeUp.firstName.trim() || null,
            tags: listOf(madeUp.tags),
            custom_fields: fieldsOf(madeUp.fields),
          },
        }

  const run = async () => {
    const chosen = contact()
    if (chosen === null) return
    setPending(true)
    const draftGraph = graph === 'draft' ? { draft_graph: selectGraph(editor.getSnapshot()) } : {}
    const chosenAnswers = Object.fromEntries(kinds.map((kind) => [kind, choices[kind]]))
    setAnswer(
      await testRunApi.run(automationId, {
        graph,
        contact: chosen,
        choices: chosenAnswers,
        ...draftGraph,
      }),
    )
    setPending(false)
  }
  const change = (part: Partial<MadeUp>) => setMadeUp((previous) => ({ ...previous, ...part }))

  return (
    <section aria-labelledby="automation-test-run" className={styles.panel}>
      <h2 id="automation-test-run" className={styles.title}>
        {t('testRun.title')}
      </h2>
      <p className={styles.detail}>{t('testRun.hint')}</p>
      <Select
        label={t('testRun.graph')}
        options={[
          { id: 'draft', name: t('testRun.graphDraft') },
          { id: 'published', name: t('testRun.graphPublished') },
        ]}
        selectedKey={graph}
        onSelectionChange={(key) => setGraph(key as TestRunGraph)}
      />
      <Select
        label={t('testRun.contactSource')}
        options={[
          { id: 'made_up', name: t('testRun.madeUp') },
          { id: 'stored', name: t('testRun.stored') },
        ]}
        selectedKey={source}
        onSelectionChange={(key) => setSource(key as ContactSource)}
      />
      {source === 'stored' ? (
        <ComboBox
          label={t('testRun.search')}
          description={t('testRun.searchHint')}
          options={found}
          // Open while typing, so the search's answers show when they arrive.
          allowsEmptyCollection
          inputValue={search}
          onInputChange={(text) => {
            setSearch(text)
            // Choosing a contact writes its name into the field: that is no new search.
            if (!found.some((option) => option.name === text)) setQuery(text)
          }}
          selectedKey={contactId}
          onSelectionChange={(key) => setContactId(key === null ? null : String(key))}
        />
      ) : (
        <>
          <TextField
            label={t('testRun.phone')}
            value={madeUp.phone}
            onChange={(phone) => change({ phone })}
          />
          <TextField
            label={t('testRun.firstName')}
            value={madeUp.firstName}
            onChange={(firstName) => change({ firstName })}
          />
          <TextField
            label={t('testRun.tags')}
            description={t('testRun.tagsHint')}
            value={madeUp.tags}
            onChange={(tags) => change({ tags })}
          />
          <TextField
            label={t('testRun.fields')}
            description={t('testRun.fieldsHint')}
            value={madeUp.fields}
            onChange={(fields) => change({ fields })}
          />
        </>
      )}
      <TestRunStubs
        kinds={kinds}
        choices={choices}
        onChange={(kind, choice) => setChoices((previous) => ({ ...previous, [kind]: choice }))}
      />
      <Button
        size="s"
        tone="primary"
        variant="solid"
        isDisabled={pending || contact() === null}
        onPress={() => void run()}
      >
        {pending ? t('testRun.running') : t('testRun.run')}
      </Button>
      {source === 'stored' && contactId === null && (
        <p className={styles.detail}>{t('testRun.chooseContact')}</p>
      )}
      {answer && !answer.ok && (
        <Notice tone="danger" role="alert" title={t('testRun.failed')}>
          {problemText(failureMessage(answer))}
        </Notice>
      )}
      <TestRunTrail result={answer?.ok ? answer.data : null} editor={editor} />
      {answer?.ok && (
        <Button size="s" variant="ghost" onPress={() => setAnswer(null)}>
          {t('testRun.clear')}
        </Button>
      )}
    </section>
  )
}
