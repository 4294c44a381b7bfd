import type { SegmentField } from '../../../contract/segment'
import { Button } from '../../../design/Button'
import { CheckboxGroup } from '../../../design/CheckboxGroup'
import { Select } from '../../../design/Select'
import { TextField } from '../../../design/TextField'
import {
  type DraftCondition,
  fieldChoiceId,
  isValueless,
  takesDays,
  takesList,
} from '../../../machines/segmentBuilder/ruleTree'
import type { RuleEditing } from './RuleGroupEditor'
import { eventLabel, operatorLabel, optionLabel } from './ruleWords'
import * as styles from './segments.css'

const fieldOptions = (fields: readonly SegmentField[]) =>
  fields.map((field) => ({
    id: fieldChoiceId(field),
    name: field.kind === 'custom_field' ? `${field.label} (custom field)` : field.label,
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
  const update = (patch: Partial<Pick<DraftCondition, 'value' | 'values' | 'event'>>) =>
    editing.send({ type: 'rules.update', id: condition.id, patch })
  if (condition.fieldKind === 'engagement')
    return (
      <>
        <div className={styles.control}>
          <Select
            label="Event"
            options={editing.engagementEvents.map((event) => ({
              id: event,
              name: eventLabel(event),
            }))}
            selectedKey={condition.event ?? null}
            onSelectionChange={(key) => update({ event: String(key) })}
          />
        </div>
        <DaysInput condition={condition} update={update} />
      </>
    )
  if (isValueless(condition.operator)) return null
  if (takesDays(condition)) return <DaysInput condition={condition} update={update} />
  const options = field?.options ?? []
  if (takesList(condition) && options.length > 0)
    return (
      <div className={styles.control}>
        <CheckboxGroup
          label="Values"
          options={options.map((option) => ({ id: option, name: optionLabel(option) }))}
          value={condition.values}
          onChange={(values) => update({ values })}
        />
      </div>
    )
  if (takesList(condition))
    return (
      <TextField
        className={styles.control}
        label="Values"
        description={
          condition.field === 'country' ? 'Country codes, commas between' : 'Commas between'
        }
        value={condition.value}
        onChange={(value) => update({ value })}
      />
    )
  const isDay = condition.fieldKind === 'date' || condition.customType === 'date'
  return (
    <TextField
      className={styles.control}
      label={isDay ? 'Day' : 'Value'}
      placeholder={isDay ? 'YYYY-MM-DD' : undefined}
      inputMode={condition.customType === 'number' ? 'decimal' : undefined}
      value={condition.value}
      onChange={(value) => update({ value })}
    />
  )
}

function DaysInput({
  condition,
  update,
}: {
  condition: DraftCondition
  update: (patch: { value: string }) => void
}) {
  return (
    <TextField
      className={styles.control}
      label="Days"
      inputMode="numeric"
      value={condition.value}
      onChange={(value) => update({ value })}
    />
  )
}

/**
 * One condition: the field it looks at, how it compares, and the value. Every control is a
 * React Aria one, so a rule is built from the keyboard alone.
 */
export function ConditionEditor({
  condition,
  label,
  position,
  editing,
}: {
  condition: DraftCondition
  /** `Rule 2.1`: where the rule sits, for its controls' names. */
  label: string
  position: { first: boolean; last: boolean }
  editing: RuleEditing
}) {
  const field = editing.fields.find((each) => fieldChoiceId(each) === fieldChoiceId(condition))
  const errors = editing.ruleErrors[condition.id] ?? []
  const lower = label.toLowerCase()
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would add a legend per rule; the group role names it
    <div
      role="group"
      aria-label={label}
      className={errors.length > 0 ? styles.conditionInvalid : styles.condition}
    >
      <div className={styles.control}>
        <Select
          label="Field"
          options={fieldOptions(editing.fields)}
          selectedKey={fieldChoiceId(condition)}
          autoFocus={editing.focusId === condition.id}
          onSelectionChange={(key) => {
            const chosen = editing.fields.find((each) => fieldChoiceId(each) === key)
            if (chosen) editing.send({ type: 'rules.changeField', id: condition.id, field: chosen })
          }}
        />
      </div>
      <div className={styles.control}>
        <Select
          label="Operator"
          options={(field?.operators ?? [condition.operator]).map((operator) => ({
            id: operator,
            name: operatorLabel(operator),
          }))}
          selectedKey={condition.operator}
          onSelectionChange={(key) =>
            editing.send({
              type: 'rules.update',
              id: condition.id,
              patch: { operator: String(key) },
            })
          }
        />
      </div>
      <ValueInput condition={condition} field={field} editing={editing} />
      <div className={styles.toolbar}>
        <Button
          size="s"
          aria-label={`Move ${lower} up`}
          isDisabled={position.first}
          onPress={() => editing.send({ type: 'rules.move', id: condition.id, offset: -1 })}
        >
          ↑
        </Button>
        <Button
          size="s"
          aria-label={`Move ${lower} down`}
          isDisabled={position.last}
          onPress={() => editing.send({ type: 'rules.move', id: condition.id, offset: 1 })}
        >
          ↓
        </Button>
        <Button
          size="s"
          tone="danger"
          aria-label={`Remove ${lower}`}
          isDisabled={!editing.can({ type: 'rules.remove', id: condition.id })}
          onPress={() => editing.send({ type: 'rules.remove', id: condition.id })}
        >
          Remove
        </Button>
      </div>
      {errors.map((message) => (
        <p key={message} className={styles.ruleError}>
          {message}
        </p>
      ))}
    </div>
  )
}
