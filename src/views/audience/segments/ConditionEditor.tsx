import type { SegmentField } from '../../../contract/segment'
import { Button } from '../../../design/Button'
import { CheckboxGroup } from '../../../design/CheckboxGroup'
import { fieldErrors } from '../../../design/fieldErrors'
import { Select } from '../../../design/Select'
import { TextField } from '../../../design/TextField'
import {
  type DraftCondition,
  fieldChoiceId,
  isValueless,
  takesDays,
  takesList,
} from '../../../machines/segmentBuilder/ruleTree'
import audienceMessages from '../../../messages/audience/catalogue'
import messages, { type Key } from '../../../messages/audience-segments/catalogue'
import type { Translate } from '../../../messages/catalogue'
import { useMessages } from '../../../messages/useMessages'
import type { RuleControl, RuleEditing } from './RuleGroupEditor'
import { eventLabel, operatorLabel, optionLabel } from './ruleWords'
import * as styles from './segments.css'

/** A control's own messages, when the editor says which control they are about. */
const controlProps = (editing: RuleEditing, condition: DraftCondition, control: RuleControl) =>
  editing.controlErrors ? fieldErrors(editing.controlErrors(condition.id, control)) : {}

const fieldOptions = (t: Translate<Key>, fields: readonly SegmentField[]) =>
  fields.map((field) => ({
    id: fieldChoiceId(field),
    name:
      field.kind === 'custom_field' ? t('rule.customField', { label: field.label }) : field.label,
  }))

/** The value input that fits the condition's field and operator. */
function ValueInput({
  condition,
  field,
  editing,
}: {
  condition: DraftCondition
  field: SegmentField | undefined
  editing: RuleEditing
}) {
  const t = useMessages(messages)
  const words = useMessages(audienceMessages)
  const update = (patch: Partial<Pick<DraftCondition, 'value' | 'values' | 'event'>>) =>
    editing.send({ type: 'rules.update', id: condition.id, patch })
  if (condition.fieldKind === 'engagement')
    return (
      <>
        <div className={styles.control}>
          <Select
            label={t('rule.event')}
            options={editing.engagementEvents.map((event) => ({
              id: event,
              name: eventLabel(t, event),
            }))}
            selectedKey={condition.event ?? null}
            onSelectionChange={(key) => update({ event: String(key) })}
            {...controlProps(editing, condition, 'event')}
          />
        </div>
        <DaysInput condition={condition} update={update} editing={editing} />
      </>
    )
  if (isValueless(condition.operator)) return null
  if (takesDays(condition))
    return <DaysInput condition={condition} update={update} editing={editing} />
  const valueErrors = controlProps(editing, condition, 'value')
  const options = field?.options ?? []
  if (takesList(condition) && options.length > 0)
    return (
      <div className={styles.control}>
        <CheckboxGroup
          label={t('rule.values')}
          options={options.map((option) => ({ id: option, name: optionLabel(words, option) }))}
          value={condition.values}
          onChange={(values) => update({ values })}
          {...valueErrors}
        />
      </div>
    )
  if (takesList(condition))
    return (
      <TextField
        className={styles.control}
        label={t('rule.values')}
        description={t(condition.field === 'country' ? 'rule.countryCodes' : 'rule.commas')}
        value={condition.value}
        onChange={(value) => update({ value })}
        {...valueErrors}
      />
    )
  const isDay = condition.fieldKind === 'date' || condition.customType === 'date'
  return (
    <TextField
      className={styles.control}
      label={t(isDay ? 'rule.day' : 'rule.value')}
      placeholder={isDay ? t('rule.datePlaceholder') : undefined}
      inputMode={condition.customType === 'number' ? 'decimal' : undefined}
      value={condition.value}
      onChange={(value) => update({ value })}
      {...valueErrors}
    />
  )
}

function DaysInput({
  condition,
  update,
  editing,
}: {
  condition: DraftCondition
  update: (patch: { value: string }) => void
  editing: RuleEditing
}) {
  const t = useMessages(messages)
  return (
    <TextField
      className={styles.control}
      label={t('rule.days')}
      inputMode="numeric"
      value={condition.value}
      onChange={(value) => update({ value })}
      {...controlProps(editing, condition, 'value')}
    />
  )
}

/**
 * One condition: the field it looks at, how it compares, and the value. Every control is a
 * React Aria one, so a rule is built from the keyboard alone.
 */
export function ConditionEditor({
  condition,
  path,
  position,
  editing,
}: {
  condition: DraftCondition
  /** `2.1`: where the rule sits, for its controls' names ("Rule 2.1"). */
  path: string
  /** Its place among its siblings, for moving and removing it; none for a condition alone. */
  position?: { first: boolean; last: boolean }
  editing: RuleEditing
}) {
  const field = editing.fields.find((each) => fieldChoiceId(each) === fieldChoiceId(condition))
  const errors = editing.ruleErrors[condition.id] ?? []
  const t = useMessages(messages)
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would add a legend per rule; the group role names it
    <div
      role="group"
      aria-label={t('rule.label', { path })}
      className={errors.length > 0 ? styles.conditionInvalid : styles.condition}
    >
      <div className={styles.control}>
        <Select
          label={t('rule.field')}
          options={fieldOptions(t, editing.fields)}
          selectedKey={fieldChoiceId(condition)}
          autoFocus={editing.focusId === condition.id}
          onSelectionChange={(key) => {
            const chosen = editing.fields.find((each) => fieldChoiceId(each) === key)
            if (chosen) editing.send({ type: 'rules.changeField', id: condition.id, field: chosen })
          }}
          {...controlProps(editing, condition, 'field')}
        />
      </div>
      <div className={styles.control}>
        <Select
          label={t('rule.operator')}
          options={(field?.operators ?? [condition.operator]).map((operator) => ({
            id: operator,
            name: operatorLabel(t, operator),
          }))}
          selectedKey={condition.operator}
          onSelectionChange={(key) =>
            editing.send({
              type: 'rules.update',
              id: condition.id,
              patch: { operator: String(key) },
            })
          }
          {...controlProps(editing, condition, 'operator')}
        />
      </div>
      <ValueInput condition={condition} field={field} editing={editing} />
      {position && (
        <div className={styles.toolbar}>
          <Button
            size="s"
            aria-label={t('rule.moveUp', { path })}
            isDisabled={position.first}
            onPress={() => editing.send({ type: 'rules.move', id: condition.id, offset: -1 })}
          >
            ↑
          </Button>
          <Button
            size="s"
            aria-label={t('rule.moveDown', { path })}
            isDisabled={position.last}
            onPress={() => editing.send({ type: 'rules.move', id: condition.id, offset: 1 })}
          >
            ↓
          </Button>
          <Button
            size="s"
            tone="danger"
            aria-label={t('rule.remove.label', { path })}
            isDisabled={!editing.can({ type: 'rules.remove', id: condition.id })}
            onPress={() => editing.send({ type: 'rules.remove', id: condition.id })}
          >
            {t('rule.remove')}
          </Button>
        </div>
      )}
      {errors.map((message) => (
        <p key={message} className={styles.ruleError}>
          {message}
        </p>
      ))}
    </div>
  )
}
