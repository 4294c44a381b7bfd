import type { SegmentField } from '../../../contract/segment'
import { Button } from '../../../design/Button'
import { Select } from '../../../design/Select'
import type { SegmentBuilderEvent } from '../../../machines/segmentBuilder'
import type { DraftGroup, GroupMatch } from '../../../machines/segmentBuilder/ruleTree'
import messages from '../../../messages/audience-segments/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { ConditionEditor } from './ConditionEditor'
import { matchOptions } from './ruleWords'
import * as styles from './segments.css'

/** The controls of a condition a message may land on. */
export type RuleControl = 'field' | 'operator' | 'event' | 'value'

/** What every part of the rule editor reads and how it edits: the builder, seen from a view. */
export interface RuleEditing {
  fields: readonly SegmentField[]
  engagementEvents: readonly string[]
  ruleErrors: Record<string, string[]>
  /** A condition's messages on one of its controls, when the editor can tell which. */
  controlErrors?: (conditionId: string, control: RuleControl) => string[]
  /** The node just added, whose first control takes the focus. */
  focusId: string | null
  send: (event: SegmentBuilderEvent) => void
  can: (event: SegmentBuilderEvent) => boolean
}

/** The id of a group's "add a rule" button: the focus lands there when one of its rules goes. */
export const addRuleButtonId = (groupId: string) => `segment-add-rule-${groupId}`

/**
 * A group of rules matching all or any of them, each rule a condition or a nested group. The
 * root ("All rules", `path` empty) cannot be moved or removed; `path` numbers the rules inside
 * (`Rule 2.1` is the first rule of the second node).
 */
export function RuleGroupEditor({
  group,
  path,
  position,
  editing,
}: {
  group: DraftGroup
  path: string
  position?: { first: boolean; last: boolean }
  editing: RuleEditing
}) {
  const t = useMessages(messages)
  const isRoot = path === ''
  const label = isRoot ? t('group.root') : t('group.label', { path })
  const [firstField] = editing.fields
  const addRule = firstField && {
    type: 'rules.addCondition' as const,
    groupId: group.id,
    field: firstField,
  }
  const addGroup = { type: 'rules.addGroup' as const, groupId: group.id }
  const errors = editing.ruleErrors[group.id] ?? []
  return (
    <section aria-label={label} className={isRoot ? styles.group : styles.nestedGroup}>
      <div className={styles.groupHeader}>
        <div className={styles.control}>
          <Select
            label={isRoot ? t('group.match') : t('group.match.nested', { path })}
            options={matchOptions(t)}
            selectedKey={group.match}
            autoFocus={editing.focusId === group.id}
            onSelectionChange={(key) =>
              editing.send({ type: 'rules.setMatch', groupId: group.id, match: key as GroupMatch })
            }
          />
        </div>
        {position && (
          <div className={styles.toolbar}>
            <Button
              size="s"
              aria-label={t('group.moveUp', { path })}
              isDisabled={position.first}
              onPress={() => editing.send({ type: 'rules.move', id: group.id, offset: -1 })}
            >
              ↑
            </Button>
            <Button
              size="s"
              aria-label={t('group.moveDown', { path })}
              isDisabled={position.last}
              onPress={() => editing.send({ type: 'rules.move', id: group.id, offset: 1 })}
            >
              ↓
            </Button>
            <Button
              size="s"
              tone="danger"
              aria-label={t('group.remove.label', { path })}
              isDisabled={!editing.can({ type: 'rules.remove', id: group.id })}
              onPress={() => editing.send({ type: 'rules.remove', id: group.id })}
            >
              {t('group.remove')}
            </Button>
          </div>
        )}
      </div>
      {group.rules.length === 0 && (
        <p className={styles.ruleHint}>
          {t(group.match === 'all' && isRoot ? 'group.empty.root' : 'group.empty')}
        </p>
      )}
      {group.rules.map((node, index) => {
        const childPath = isRoot ? `${index + 1}` : `${path}.${index + 1}`
        const childPosition = { first: index === 0, last: index === group.rules.length - 1 }
        return node.kind === 'group' ? (
          <RuleGroupEditor
            key={node.id}
            group={node}
            path={childPath}
            position={childPosition}
            editing={editing}
          />
        ) : (
          <ConditionEditor
            key={node.id}
            condition={node}
            path={childPath}
            position={childPosition}
            editing={editing}
          />
        )
      })}
      {errors.map((message) => (
        <p key={message} className={styles.ruleError}>
          {message}
        </p>
      ))}
      <div className={styles.toolbar}>
        <Button
          size="s"
          id={addRuleButtonId(group.id)}
          aria-label={isRoot ? t('group.addRule.root') : t('group.addRule.nested', { path })}
          isDisabled={!addRule || !editing.can(addRule)}
          onPress={() => addRule && editing.send(addRule)}
        >
          {t('group.addRule')}
        </Button>
        <Button
          size="s"
          aria-label={isRoot ? t('group.addGroup.root') : t('group.addGroup.nested', { path })}
          isDisabled={!editing.can(addGroup)}
          onPress={() => editing.send(addGroup)}
        >
          {t('group.addGroup')}
        </Button>
      </div>
    </section>
  )
}
