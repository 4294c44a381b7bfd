import type { ReactNode } from 'react'
import {
  dateRepeats,
  type SplitArm,
  triggerEvents,
  waitModes,
  waitUnits,
} from '../../../contract/automation/graph'
import { automationLimits } from '../../../contract/constants'
import { Button } from '../../../design/Button'
import { TextField } from '../../../design/TextField'
import type { FlowNode } from '../../../machines/flowEditor'
import messages from '../../../messages/automation-editor/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { voiceCampaignsApi } from '../../agents/campaigns/voiceApi'
import { rowsOf } from '../../lists/recordChoices'
import { CallerNumberSetting } from './CallerNumberSetting'
import { ConditionForm } from './ConditionForm'
import * as styles from './editor.css'
import { byName, RecordSetting } from './RecordSetting'
import {
  ChoiceSetting,
  type NodeForm,
  PickSetting,
  TextSetting,
  text,
  wholeNumber,
} from './settingFields'

const loadAgents = (_: unknown, signal: AbortSignal) =>
  rowsOf(voiceCampaignsApi.agents(byName, signal))

/** One small form per node kind, as its settings schema (contract/automation/graph.ts) says. */

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
      {event === 'segment_entered' && <RecordSetting form={form} name="segment_id" />}
      {event === 'feed_joined' && <RecordSetting form={form} name="feed_id" />}
      {event === 'tag_added' && <RecordSetting form={form} name="tag" />}
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
      {event === 'date_arrives' && <DateFieldSettings form={form} repeats />}
    </>
  )
}

/**
 * A contact's date field, days before (negative) or after, at a time of day; for a trigger
 * (`repeats`), once or every year.
 */
function DateFieldSettings({ form, repeats = false }: { form: NodeForm; repeats?: boolean }) {
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
      {repeats && (
        <PickSetting
          form={form}
          name="repeat"
          label={t('settings.repeat')}
          description={t('settings.repeatHint')}
          options={dateRepeats.map((id) => ({
            id,
            name: t('settings.repeatName', { repeat: id }),
          }))}
        />
      )}
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
        <fieldset key={arm.id ?? `at-${index}`} className={styles.arm}>
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
          {arms.length > automationLimits.minSplitArms && (
            <Button
              size="s"
              variant="ghost"
              onPress={() => {
                form.edit(
                  'arms',
                  arms.filter((_, at) => at !== index),
                )
                form.seal()
              }}
            >
              {t('settings.split.remove', { id: arm.id ?? '' })}
            </Button>
          )}
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

export function KindForm({
  form,
  nodes,
}: {
  form: NodeForm
  nodes: readonly FlowNode[]
}): ReactNode {
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
          <RecordSetting form={form} name="sender_id" />
          <RecordSetting form={form} name="text_id" />
        </>
      )
    case 'send_email':
      return <RecordSetting form={form} name="template_id" />
    case 'start_call':
      return (
        <>
          <ChoiceSetting
            form={form}
            name="agent_id"
            label={t('settings.agentId')}
            load={loadAgents}
            nameOf={(agent) => agent.name}
          />
          <CallerNumberSetting form={form} />
        </>
      )
    case 'add_tag':
    case 'remove_tag':
      return <RecordSetting form={form} name="tag" />
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
