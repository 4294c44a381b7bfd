import { useState } from 'react'
import { dataOrThrow } from '../../../contract/result'
import type { SegmentFields } from '../../../contract/segment'
import type { RuleCondition } from '../../../contract/segment-rules'
import { Button } from '../../../design/Button'
import { Notice } from '../../../design/Notice'
import type { SegmentBuilderEvent } from '../../../machines/segmentBuilder'
import {
  conditionToRule,
  type DraftCondition,
  fromRules,
  newCondition,
  updateCondition,
  withField,
} from '../../../machines/segmentBuilder/ruleTree'
import messages from '../../../messages/automation-editor/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { ConditionEditor } from '../../audience/segments/ConditionEditor'
import type { RuleControl, RuleEditing } from '../../audience/segments/RuleGroupEditor'
import { segmentsApi } from '../../lists/recordChoices'
import { useLiveQuery } from '../../lists/useLiveQuery'
import * as styles from './editor.css'
import type { NodeForm } from './settingFields'

/** The condition's one rule has a fixed id: the segment editor's controls name it by one. */
const ruleId = 'rule'

/** What the segment rule builder offers (contact fields, custom fields, tags, engagement). */
const loadRuleFields = async (_: unknown, signal: AbortSignal) =>
  dataOrThrow(await segmentsApi.fields(signal))

/** The node's rule made editable, or a fresh one on the first field while it has none. */
function draftOf(rule: unknown, fields: SegmentFields): DraftCondition | null {
  if (typeof rule === 'object' && rule !== null && 'field' in rule) {
    const [draft] = fromRules(
      { match: 'all', rules: [rule as RuleCondition] },
      fields.fields,
      () => ruleId,
    ).rules
    if (draft?.kind === 'condition') return draft
  }
  const [first] = fields.fields
  return first ? newCondition(ruleId, first, fields.engagement_events) : null
}

const sameRule = (draft: DraftCondition, rule: unknown) =>
  JSON.stringify(conditionToRule(draft)) === JSON.stringify(rule)

/** Where a setting's message lands: `rule.days` is the days field, `rule.key` the field choice. */
const controlSettings: Record<RuleControl, string[]> = {
  field: ['rule.field', 'rule.key'],
  operator: ['rule.operator'],
  event: ['rule.event'],
  value: ['rule.value', 'rule.days'],
}

/**
 * Yes when the contact matches one segment rule (any contact field, custom field, tag or
 * engagement), built with the segment editor's own controls. What is typed stays as typed while
 * the node holds the rule it makes; an undo (or any other change of the rule) reads it afresh.
 */
export function ConditionForm({ form }: { form: NodeForm }) {
  const t = useMessages(messages)
  const fields = useLiveQuery(loadRuleFields, null)
  const [typed, setTyped] = useState<DraftCondition | null>(null)
  const rule = form.value('rule')
  if (fields.problem)
    return (
      <Notice tone="danger" role="alert" title={t('settings.condition.fieldsProblem')}>
        {fields.problem}
        <Button size="s" onPress={fields.retry}>
          {t('settings.condition.retry')}
        </Button>
      </Notice>
    )
  if (!fields.data) return <p className={styles.hint}>{t('settings.condition.loading')}</p>
  const known = fields.data
  const condition = typed && sameRule(typed, rule) ? typed : draftOf(rule, known)
  if (!condition) return null

  const change = (next: DraftCondition, sealed: boolean) => {
    setTyped(next)
    form.edit('rule', conditionToRule(next))
    if (sealed) form.seal()
  }
  const own = (control: RuleControl) =>
    controlSettings[control].flatMap((setting) => form.errors(setting))
  const placed = new Set(
    Object.keys(controlSettings).flatMap((control) => own(control as RuleControl)),
  )
  const editing: RuleEditing = {
    fields: known.fields,
    engagementEvents: known.engagement_events,
    ruleErrors: { [ruleId]: form.errors('rule').filter((message) => !placed.has(message)) },
    controlErrors: (_, control) => own(control),
    focusId: null,
    can: (event) => event.type === 'rules.update' || event.type === 'rules.changeField',
    send: (event: SegmentBuilderEvent) => {
      if (event.type === 'rules.changeField')
        change(withField(condition, event.field, known.engagement_events), true)
      if (event.type === 'rules.update') {
        const group = {
          kind: 'group' as const,
          id: 'root',
          match: 'all' as const,
          rules: [condition],
        }
        const [next] = updateCondition(group, condition.id, event.patch).rules
        // A pick is a step of its own; typing is a burst that the field's blur ends.
        if (next?.kind === 'condition') change(next, !('value' in event.patch))
      }
    },
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus leaving any of the rule's controls ends a burst of typing (one undo step); the controls themselves are React Aria's
    <div onBlur={form.seal}>
      <p className={styles.hint}>{t('settings.condition.hint')}</p>
      <ConditionEditor condition={condition} path="1" editing={editing} />
    </div>
  )
}
