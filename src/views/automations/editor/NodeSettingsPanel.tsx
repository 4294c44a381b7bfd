import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import {
  type SplitArm,
  triggerEvents,
  waitModes,
  waitUnits,
} from '../../../contract/automation/graph'
import { type GraphProblem, problemMessage } from '../../../contract/automation/problems'
import { automationLimits } from '../../../contract/constants'
import { tagOperators } from '../../../contract/segment-rules'
import { Button } from '../../../design/Button'
import { Notice } from '../../../design/Notice'
import { Select } from '../../../design/Select'
import { TextField } from '../../../design/TextField'
import {
  type FlowEditorRef,
  type FlowNode,
  selectGraph,
  selectProblems,
  selectSelection,
} from '../../../machines/flowEditor'
import messages from '../../../messages/automation-editor/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { useAppLocale } from '../../preferences/useAppLocale'
import * as styles from './editor.css'
import { type ServerErrors, serverErrorsOfNode } from './serverErrors'

/** One node's settings as the form reads and changes them. */
interface NodeForm {
  node: FlowNode
  /** The top-level setting's value. */
  value: (key: string) => unknown
  /** One keystroke (or pick) of a burst: consecutive edits of one field are one undo step. */
  edit: (key: string, value: unknown) => void
  /** The burst ended (the field lost the focus, a pick was made). */
  seal: () => void
  /** What is wrong with a setting: the live problems and a publish's 422, in words. */
  errors: (key: string) => string[]
}

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : ''

/** A whole number as typed; what is not one is kept as typed, for the problem to say so. */
const wholeNumber = (typed: string): unknown =>
  typed.trim() === '' ? undefined : /^-?\d+$/.test(typed.trim()) ? Number(typed) : typed

/** A field's errors, shown live on it (React Aria's `validate`; `isInvalid` would drop the words). */
function invalid(errors: string[]) {
  return {
    validationBehavior: 'aria' as const,
    validate: () => (errors.length > 0 ? errors : null),
  }
}

function TextSetting({
  form,
  name,
  label,
  description,
  numeric,
  type,
}: {
  form: NodeForm
  name: string
  label: string
  description?: string
  numeric?: boolean
  type?: 'url'
}) {
  return (
    <TextField
      label={label}
      description={description}
      name={name}
      type={type}
      inputMode={numeric ? 'numeric' : undefined}
      value={text(form.value(name))}
      onChange={(typed) =>
        form.edit(name, numeric ? wholeNumber(typed) : typed === '' ? undefined : typed)
      }
      onBlur={form.seal}
      {...invalid(form.errors(name))}
    />
  )
}

function PickSetting({
  form,
  name,
  label,
  options,
}: {
  form: NodeForm
  name: string
  label: string
  options: readonly { id: string; name: string }[]
}) {
  const value = form.value(name)
  return (
    <Select
      label={label}
      name={name}
      options={options}
      selectedKey={typeof value === 'string' ? value : null}
      onSelectionChange={(key) => {
        if (key === null) return
        form.edit(name, String(key))
        form.seal()
      }}
      {...invalid(form.errors(name))}
    />
  )
}

function TriggerForm({ form }: { form: NodeForm }) {
  const t = useMessages(messages)
  const event = form.value('event')
  return (
    <>
      <PickSetting
        form={form}
        name="event"
        label={t('settings.trigger.event')}
        options={triggerEvents.map((id) => ({
          id,
          name: t('settings.trigger.eventName', { event: id }),
        }))}
      />
      {event === 'segment_entered' && (
        <TextSetting form={form} name="segment_id" label={t('settings.segmentId')} />
      )}
      {event === 'feed_joined' && (
        <TextSetting form={form} name="feed_id" label={t('settings.feedId')} />
      )}
      {event === 'tag_added' && <TextSetting form={form} name="tag" label={t('settings.tag')} />}
      {event === 'sms_replied' && (
        <TextSetting
          form={form}
          name="keyword"
          label={t('settings.keyword')}
          description={t('settings.keywordHint')}
        />
      )}
      {event === 'call_ended' && (
        <TextSetting form={form} name="outcome" label={t('settings.outcome')} />
      )}
      {event === 'link_clicked' && (
        <TextSetting
          form={form}
          name="campaign_id"
          label={t('settings.campaignId')}
          description={t('settings.campaignIdHint')}
        />
      )}
      {event === 'date_arrives' && <DateFieldSettings form={form} />}
    </>
  )
}

/** A contact's date field, days before (negative) or after, at a time of day. */
function DateFieldSettings({ form }: { form: NodeForm }) {
  const t = useMessages(messages)
  return (
    <>
      <TextSetting form={form} name="field" label={t('settings.dateField')} />
      <TextSetting
        form={form}
        name="offset_days"
        numeric
        label={t('settings.offsetDays')}
        description={t('settings.offsetDaysHint')}
      />
      <TextSetting
        form={form}
        name="at"
        label={t('settings.at')}
        description={t('settings.atHint')}
      />
    </>
  )
}

function WaitForm({ form }: { form: NodeForm }) {
  const t = useMessages(messages)
  const mode = form.value('mode')
  return (
    <>
      <PickSetting
        form={form}
        name="mode"
        label={t('settings.wait.mode')}
        options={waitModes.map((id) => ({ id, name: t('settings.wait.modeName', { mode: id }) }))}
      />
      {mode === 'duration' && (
        <>
          <TextSetting form={form} name="amount" numeric label={t('settings.wait.amount')} />
          <PickSetting
            form={form}
            name="unit"
            label={t('settings.wait.unit')}
            options={waitUnits.map((id) => ({
              id,
              name: t('settings.wait.unitName', { unit: id }),
            }))}
          />
        </>
      )}
      {mode === 'time_of_day' && (
        <>
          <TextSetting
            form={form}
            name="at"
            label={t('settings.at')}
            description={t('settings.atHint')}
          />
          <TextSetting
            form={form}
            name="fallback_time_zone"
            label={t('settings.wait.timeZone')}
            description={t('settings.wait.timeZoneHint')}
          />
        </>
      )}
      {mode === 'date_field' && <DateFieldSettings form={form} />}
    </>
  )
}

/** Yes when the contact's tags match: the tag rule of the segment editor's conditions. */
function ConditionForm({ form }: { form: NodeForm }) {
  const t = useMessages(messages)
  const rule = form.value('rule')
  const current = typeof rule === 'object' && rule !== null ? (rule as Record<string, unknown>) : {}
  const operator = typeof current.operator === 'string' ? current.operator : null
  const tags = Array.isArray(current.value) ? current.value.map(String) : []
  const change = (patch: Record<string, unknown>) =>
    form.edit('rule', { field: 'tags', operator: operator ?? 'has_any', value: tags, ...patch })
  const errors = form.errors('rule')
  return (
    <>
      <Select
        label={t('settings.condition.operator')}
        options={tagOperators.map((id) => ({
          id,
          name: t('settings.condition.operatorName', { operator: id }),
        }))}
        selectedKey={operator}
        onSelectionChange={(key) => {
          if (key === null) return
          change({ operator: String(key) })
          form.seal()
        }}
      />
      <TextField
        label={t('settings.condition.tags')}
        description={t('settings.condition.tagsHint')}
        name="rule"
        value={tags.join(', ')}
        onChange={(typed) =>
          change({
            value: typed
              .split(',')
              .map((tag) => tag.trim())
              .filter((tag) => tag !== ''),
          })
        }
        onBlur={form.seal}
        {...invalid(errors)}
      />
    </>
  )
}

function SplitForm({ form }: { form: NodeForm }) {
  const t = useMessages(messages)
  const raw = form.value('arms')
  const arms = (Array.isArray(raw) ? raw : []) as Partial<SplitArm>[]
  const total = arms.reduce(
    (sum, arm) => sum + (typeof arm.weight === 'number' ? arm.weight : 0),
    0,
  )
  const setArm = (index: number, patch: Partial<Record<keyof SplitArm, unknown>>) =>
    form.edit(
      'arms',
      arms.map((arm, at) => (at === index ? { ...arm, ...patch } : arm)),
    )
  const errors = form.errors('arms')
  return (
    <>
      {arms.map((arm, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an arm's id may be edited; its place is stable
        <fieldset key={index} className={styles.arm}>
          <legend>{t('settings.split.arm', { id: arm.id ?? '' })}</legend>
          <TextField
            label={t('settings.split.label')}
            value={text(arm.label)}
            onChange={(label) => setArm(index, { label })}
            onBlur={form.seal}
          />
          <TextField
            label={t('settings.split.weight')}
            inputMode="numeric"
            value={text(arm.weight)}
            onChange={(typed) => setArm(index, { weight: wholeNumber(typed) })}
            onBlur={form.seal}
          />
        </fieldset>
      ))}
      <p
        className={total === automationLimits.splitTotal ? styles.hint : styles.error}
        aria-live="polite"
      >
        {t('settings.split.total', { total, target: automationLimits.splitTotal })}
      </p>
      {errors.length > 0 && (
        <p className={styles.error} id={`${form.node.id}-arms-error`}>
          {errors.join(' ')}
        </p>
      )}
      {arms.length < automationLimits.maxSplitArms && (
        <Button
          size="s"
          onPress={() => {
            const taken = new Set(arms.map((arm) => arm.id))
            const id = 'abcdefghijklmnopqrstuvwxyz'.split('').find((letter) => !taken.has(letter))
            form.edit('arms', [...arms, { id, label: id?.toUpperCase() ?? '', weight: 0 }])
            form.seal()
          }}
        >
          {t('settings.split.add')}
        </Button>
      )}
    </>
  )
}

function GotoForm({ form, nodes }: { form: NodeForm; nodes: readonly FlowNode[] }) {
  const t = useMessages(messages)
  return (
    <PickSetting
      form={form}
      name="target"
      label={t('settings.goto.target')}
      options={nodes
        .filter((node) => node.id !== form.node.id && node.kind !== 'trigger')
        .map((node) => ({
          id: node.id,
          name: t('node.label', { kind: t('node.kind', { kind: node.kind }), id: node.id }),
        }))}
    />
  )
}

function KindForm({ form, nodes }: { form: NodeForm; nodes: readonly FlowNode[] }): ReactNode {
  const t = useMessages(messages)
  switch (form.node.kind) {
    case 'trigger':
      return <TriggerForm form={form} />
    case 'wait':
      return <WaitForm form={form} />
    case 'condition':
      return <ConditionForm form={form} />
    case 'split':
      return <SplitForm form={form} />
    case 'send_sms':
      return (
        <>
          <TextSetting form={form} name="sender_id" label={t('settings.senderId')} />
          <TextSetting form={form} name="text_id" label={t('settings.textId')} />
        </>
      )
    case 'send_email':
      return <TextSetting form={form} name="template_id" label={t('settings.templateId')} />
    case 'start_call':
      return <TextSetting form={form} name="agent_id" label={t('settings.agentId')} />
    case 'add_tag':
    case 'remove_tag':
      return <TextSetting form={form} name="tag" label={t('settings.tag')} />
    case 'webhook':
      return (
        <TextSetting
          form={form}
          name="url"
          type="url"
          label={t('settings.url')}
          description={t('settings.urlHint')}
        />
      )
    case 'goto':
      return <GotoForm form={form} nodes={nodes} />
    case 'mnp_lookup':
    case 'end':
      return <p className={styles.hint}>{t('settings.none')}</p>
  }
}

const settingOf = (problem: GraphProblem) => problem.setting?.split('.')[0]

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
        .filter((problem) => settingOf(problem) === key)
        .map((problem) => problemMessage(problem, locale)),
      ...server
        .filter(
          ([errorKey]) =>
            errorKey === `nodes.${node.id}.${key}` ||
            errorKey.startsWith(`nodes.${node.id}.${key}.`),
        )
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
