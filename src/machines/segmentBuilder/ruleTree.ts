import { audienceLimits } from '../../contract/constants'
import type { SegmentField } from '../../contract/segment'
import {
  type groupMatches,
  type RuleCondition,
  type RuleGroup,
  valuelessOperators,
} from '../../contract/segment-rules'

/**
 * The rule tree as the builder edits it: every node has an id (so React keys and 422 messages
 * follow it), values stay as typed (text, or a list of picks) until the tree is sent. Pure
 * functions: each answers a new tree and leaves the one it was given alone.
 */

export type GroupMatch = (typeof groupMatches)[number]
export type FieldKind = SegmentField['kind']

export interface DraftCondition {
  kind: 'condition'
  id: string
  /** The contract's field name (`first_name`, `custom_field`, `engagement`…). */
  field: string
  fieldKind: FieldKind
  /** A custom field's key and type. */
  key?: string
  customType?: SegmentField['type']
  /** An engagement condition's event. */
  event?: string
  operator: string
  /** What was typed: text, a day, a number of days. */
  value: string
  /** What was picked or listed: statuses, tags, country codes, a select's options. */
  values: string[]
}

export interface DraftGroup {
  kind: 'group'
  id: string
  match: GroupMatch
  rules: DraftNode[]
}

export type DraftNode = DraftCondition | DraftGroup

/** The id of a field choice: a custom field is told apart by its key. */
export const fieldChoiceId = (field: Pick<SegmentField, 'field' | 'key'>) =>
  field.field === 'custom_field' ? `custom_field:${field.key ?? ''}` : field.field

export const emptyTree = (id: string): DraftGroup => ({
  kind: 'group',
  id,
  match: 'all',
  rules: [],
})

export const isValueless = (operator: string) =>
  (valuelessOperators as readonly string[]).includes(operator)

/** Operators that take a list of values rather than one. */
export function takesList(condition: Pick<DraftCondition, 'fieldKind' | 'customType'>) {
  return (
    condition.fieldKind === 'set' ||
    condition.fieldKind === 'tags' ||
    (condition.fieldKind === 'custom_field' && condition.customType === 'select')
  )
}

/** Operators that count days back from now. */
export const takesDays = (condition: Pick<DraftCondition, 'fieldKind' | 'operator'>) =>
  condition.fieldKind === 'engagement' || condition.operator.endsWith('_days')

/** A fresh condition on a field, with its first operator and no value yet. */
export function newCondition(id: string, field: SegmentField, events: readonly string[] = []) {
  const condition: DraftCondition = {
    kind: 'condition',
    id,
    field: field.field,
    fieldKind: field.kind,
    operator: field.operators[0] ?? '',
    value: '',
    values: [],
  }
  if (field.key !== undefined) condition.key = field.key
  if (field.type !== undefined) condition.customType = field.type
  if (field.kind === 'engagement') condition.event = events[0] ?? ''
  return condition
}

/** Changes a node's field: a new condition in the same place, under the same id. */
export const withField = (
  condition: DraftCondition,
  field: SegmentField,
  events: readonly string[] = [],
) => newCondition(condition.id, field, events)

function mapGroups(group: DraftGroup, change: (group: DraftGroup) => DraftGroup): DraftGroup {
  const rules = group.rules.map((node) => (node.kind === 'group' ? mapGroups(node, change) : node))
  return change(
    rules.every((node, index) => node === group.rules[index]) ? group : { ...group, rules },
  )
}

/** The node with this id, or undefined. */
export function findNode(tree: DraftGroup, id: string): DraftNode | undefined {
  if (tree.id === id) return tree
  for (const node of tree.rules) {
    if (node.id === id) return node
    if (node.kind === 'group') {
      const found = findNode(node, id)
      if (found) return found
    }
  }
  return undefined
}

/** The group holding a node, or undefined for the root and for ids not in the tree. */
export function parentOf(tree: DraftGroup, id: string): DraftGroup | undefined {
  for (const node of tree.rules) {
    if (node.id === id) return tree
    if (node.kind === 'group') {
      const found = parentOf(node, id)
      if (found) return found
    }
  }
  return undefined
}

/** How many groups deep a node sits (the root is 1); 0 when it is not in the tree. */
export function depthOf(tree: DraftGroup, id: string, depth = 1): number {
  if (tree.id === id) return depth
  for (const node of tree.rules) {
    if (node.kind === 'group') {
      const found = depthOf(node, id, depth + 1)
      if (found) return found
    } else if (node.id === id) return depth + 1
  }
  return 0
}

export function conditionCount(group: DraftGroup): number {
  return group.rules.reduce(
    (total, node) => total + (node.kind === 'group' ? conditionCount(node) : 1),
    0,
  )
}

/** Whether one more condition fits the tree's bound. */
export const canAddCondition = (tree: DraftGroup, groupId: string) =>
  findNode(tree, groupId)?.kind === 'group' &&
  conditionCount(tree) < audienceLimits.segmentMaxConditions

/** Whether a group may be nested in this one without passing the depth bound. */
export const canAddGroup = (tree: DraftGroup, groupId: string) =>
  findNode(tree, groupId)?.kind === 'group' &&
  depthOf(tree, groupId) < audienceLimits.segmentMaxDepth

/** Appends a node to a group; the tree is unchanged when the group is not in it. */
export const appendNode = (tree: DraftGroup, groupId: string, node: DraftNode) =>
  mapGroups(tree, (group) =>
    group.id === groupId ? { ...group, rules: [...group.rules, node] } : group,
  )

/** Removes a node (and what a group holds); the root stays. */
export const removeNode = (tree: DraftGroup, id: string) =>
  mapGroups(tree, (group) =>
    group.rules.some((node) => node.id === id)
      ? { ...group, rules: group.rules.filter((node) => node.id !== id) }
      : group,
  )

/** Moves a node one place up (-1) or down (+1) among its siblings; at an end it stays. */
export const moveNode = (tree: DraftGroup, id: string, offset: -1 | 1) =>
  mapGroups(tree, (group) => {
    const from = group.rules.findIndex((node) => node.id === id)
    const to = from + offset
    if (from < 0 || to < 0 || to >= group.rules.length) return group
    const rules = [...group.rules]
    const [moved] = rules.splice(from, 1) as [DraftNode]
    rules.splice(to, 0, moved)
    return { ...group, rules }
  })

export const setMatch = (tree: DraftGroup, groupId: string, match: GroupMatch) =>
  mapGroups(tree, (group) => (group.id === groupId ? { ...group, match } : group))

export type ConditionPatch = Partial<
  Pick<DraftCondition, 'operator' | 'value' | 'values' | 'event'>
>

/** Changes a condition's operator or value; a valueless operator forgets the value. */
export const updateCondition = (tree: DraftGroup, id: string, patch: ConditionPatch) =>
  mapGroups(tree, (group) =>
    group.rules.some((node) => node.id === id)
      ? {
          ...group,
          rules: group.rules.map((node) =>
            node.id === id && node.kind === 'condition' ? { ...node, ...patch } : node,
          ),
        }
      : group,
  )

/** Replaces a condition (a new field chosen), keeping its place. */
export const replaceCondition = (tree: DraftGroup, condition: DraftCondition) =>
  mapGroups(tree, (group) =>
    group.rules.some((node) => node.id === condition.id)
      ? {
          ...group,
          rules: group.rules.map((node) => (node.id === condition.id ? condition : node)),
        }
      : group,
  )

/** Whether a condition holds what its operator needs, so it can be sent. */
export function isConditionComplete(condition: DraftCondition): boolean {
  if (condition.fieldKind === 'engagement')
    return Boolean(condition.event) && isWholeDays(condition.value)
  if (isValueless(condition.operator)) return true
  if (takesDays(condition)) return isWholeDays(condition.value)
  if (takesList(condition)) return listOf(condition).length > 0
  return condition.value.trim() !== ''
}

const isWholeDays = (text: string) => {
  const days = Number(text.trim())
  return (
    text.trim() !== '' &&
    Number.isInteger(days) &&
    days >= 1 &&
    days <= audienceLimits.engagementMaxDays
  )
}

/** Every condition of the tree can be sent. */
export const isTreeComplete = (group: DraftGroup): boolean =>
  group.rules.every((node) =>
    node.kind === 'group' ? isTreeComplete(node) : isConditionComplete(node),
  )

/** Picks, or a typed list (`US, GB`) for fields without fixed options. */
function listOf(condition: DraftCondition): string[] {
  if (condition.values.length > 0) return condition.values
  return condition.value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
}

/** One condition in the contract's shape (an automation's condition node holds one). */
export function conditionToRule(condition: DraftCondition): RuleCondition {
  const { field, operator } = condition
  if (condition.fieldKind === 'engagement')
    return {
      field: 'engagement',
      event: condition.event,
      operator,
      days: Number(condition.value),
    } as RuleCondition
  const base: Record<string, unknown> = { field, operator }
  if (condition.key !== undefined) base.key = condition.key
  if (isValueless(operator)) return base as RuleCondition
  if (takesDays(condition)) base.value = Number(condition.value)
  else if (condition.fieldKind === 'set' && field === 'country')
    base.value = listOf(condition).map((code) => code.toUpperCase())
  else if (takesList(condition)) base.value = listOf(condition)
  else base.value = condition.value.trim()
  return base as RuleCondition
}

/** The tree in the contract's shape, as the server takes it. */
export function toRules(group: DraftGroup): RuleGroup {
  return {
    match: group.match,
    rules: group.rules.map((node) =>
      node.kind === 'group' ? toRules(node) : conditionToRule(node),
    ),
  }
}

const kindOfField: Record<string, FieldKind> = {
  phone: 'text',
  first_name: 'text',
  last_name: 'text',
  email: 'text',
  status: 'set',
  source: 'set',
  country: 'set',
  network: 'set',
  tags: 'tags',
  created_at: 'date',
  updated_at: 'date',
  last_contacted_at: 'date',
  custom_field: 'custom_field',
  engagement: 'engagement',
}

/** Fields with fixed options are edited as picks; the others as a typed list. */
const picksOptions = (rule: { field: string }, fields: readonly SegmentField[], key?: string) =>
  fields.some(
    (field) => field.field === rule.field && field.key === key && (field.options?.length ?? 0) > 0,
  )

/**
 * A saved tree made editable. `nextId` names each node; custom fields take their type from
 * `fields` (the answer of segments/fields).
 */
export function fromRules(
  rules: RuleGroup,
  fields: readonly SegmentField[],
  nextId: () => string,
): DraftGroup {
  const group = (source: RuleGroup): DraftGroup => ({
    kind: 'group',
    id: nextId(),
    match: source.match,
    rules: source.rules.map((node) => ('match' in node ? group(node) : condition(node))),
  })
  const condition = (rule: RuleCondition): DraftCondition => {
    const raw = rule as Record<string, unknown>
    const key = typeof raw.key === 'string' ? raw.key : undefined
    const draft: DraftCondition = {
      kind: 'condition',
      id: nextId(),
      field: rule.field,
      fieldKind: kindOfField[rule.field] ?? 'text',
      operator: rule.operator,
      value: '',
      values: [],
    }
    if (key !== undefined) {
      draft.key = key
      const type = fields.find((field) => field.key === key)?.type
      if (type) draft.customType = type
    }
    if (rule.field === 'engagement') {
      draft.event = rule.event
      draft.value = String(rule.days)
      return draft
    }
    const value = raw.value
    if (Array.isArray(value)) {
      if (picksOptions(rule, fields, key)) draft.values = value.map(String)
      else draft.value = value.join(', ')
    } else if (value !== undefined && value !== null) draft.value = String(value)
    return draft
  }
  return group(rules)
}

/**
 * A 422 answer's messages by node id: the server names each failing condition by its path in
 * the tree (`rules.rules.0.rules.1.value`); the tree sent had the draft's order.
 */
export function errorsByNode(
  tree: DraftGroup,
  errors: Record<string, string[]>,
  field = 'rules',
): Record<string, string[]> {
  const found: Record<string, string[]> = {}
  for (const [path, messages] of Object.entries(errors)) {
    if (!path.startsWith(`${field}.`)) continue
    const parts = path.slice(field.length + 1).split('.')
    let node: DraftNode = tree
    for (let at = 0; at + 1 < parts.length && parts[at] === 'rules'; at += 2) {
      const next: DraftNode | undefined =
        node.kind === 'group' ? node.rules[Number(parts[at + 1])] : undefined
      if (!next) break
      node = next
    }
    found[node.id] = [...(found[node.id] ?? []), ...messages]
  }
  return found
}
