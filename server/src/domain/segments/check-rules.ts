import { audienceLimits } from '../../../../src/contract/constants'
import type { CustomFieldShape } from '../../../../src/contract/custom-field-value'
import { readCustomValue } from '../../../../src/contract/custom-field-value'
import { customFieldOperators } from '../../../../src/contract/segment'
import {
  type RuleCondition,
  type RuleGroup,
  valuelessOperators,
} from '../../../../src/contract/segment-rules'
import type { Database } from '../../db/connect'
import { type FieldErrors, ValidationError } from '../../http/errors'
import { type ServerKey, said, saidByContract, type Words } from '../../http/words'
import { loadCustomFields, refusalOf } from '../audience/custom-values'
import { resolveExistingTags } from '../audience/tag-names'

type CustomCondition = Extract<RuleCondition, { field: 'custom_field' }>
type Refusal = ServerKey | Words

const valueless = (operator: string) => (valuelessOperators as readonly string[]).includes(operator)

/** A custom condition's value, checked and normalised by the field's type (else a message). */
function customValue(
  field: CustomFieldShape,
  rule: CustomCondition,
): { value?: unknown; error?: Refusal } {
  if (valueless(rule.operator)) return {}
  if (rule.operator.endsWith('_days')) {
    const days = rule.value
    return typeof days === 'number' &&
      Number.isInteger(days) &&
      days >= 1 &&
      days <= audienceLimits.engagementMaxDays
      ? { value: days }
      : { error: said('segment.daysRange', { max: audienceLimits.engagementMaxDays }) }
  }
  if (field.type === 'select') {
    const items = Array.isArray(rule.value) ? rule.value : [rule.value]
    const values: string[] = []
    for (const item of items) {
      const reading = readCustomValue(field, item)
      if (!reading.ok || reading.value === null)
        return { error: reading.ok ? 'segment.valueRequired' : refusalOf(field, item) }
      values.push(String(reading.value))
    }
    return { value: values }
  }
  if (Array.isArray(rule.value)) return { error: 'segment.singleValue' }
  const reading = readCustomValue(field, rule.value)
  if (!reading.ok) return { error: refusalOf(field, rule.value) }
  if (reading.value === null) return { error: 'segment.valueRequired' }
  return { value: reading.value }
}

/**
 * Checks a rule tree against the team's data and answers it normalised: custom field conditions
 * must name a field of the team, with an operator and a value that fit its type; tag names take
 * the team's spelling. 422 with the path of each failing condition (`rules.rules.0.value`).
 */
export async function checkRules(
  db: Database,
  teamId: string,
  tree: RuleGroup,
  field = 'rules',
): Promise<RuleGroup> {
  const fields = await loadCustomFields(db, teamId)
  const errors: FieldErrors = {}
  const at = (path: (string | number)[], name: string) => [field, ...path, name].join('.')

  async function walk(group: RuleGroup, path: (string | number)[]): Promise<RuleGroup> {
    const rules: RuleGroup['rules'] = []
    for (const [index, node] of group.rules.entries()) {
      const nodePath = [...path, 'rules', index]
      if ('match' in node) rules.push(await walk(node, nodePath))
      else if (node.field === 'tags')
        rules.push({ ...node, value: await resolveExistingTags(db, teamId, node.value) })
      else if (node.field === 'custom_field') {
        const custom = fields.get(node.key)
        if (!custom) {
          errors[at(nodePath, 'key')] = [
            saidByContract('customValue.unknownField', { key: node.key }),
          ]
          continue
        }
        const operators: readonly string[] = customFieldOperators[custom.type]
        if (!operators.includes(node.operator)) {
          errors[at(nodePath, 'operator')] = [
            said('segment.operatorMismatch', {
              operator: node.operator,
              type: custom.type,
              label: custom.label,
              operators: operators.join(', '),
            }),
          ]
          continue
        }
        const { value, error } = customValue(custom, node)
        if (error) errors[at(nodePath, 'value')] = [error]
        else
          rules.push(
            value === undefined
              ? { ...node, value: undefined }
              : ({ ...node, value } as CustomCondition),
          )
      } else rules.push(node)
    }
    return { match: group.match, rules }
  }

  const checked = await walk(tree, [])
  if (Object.keys(errors).length > 0) throw ValidationError.fields(errors)
  return checked
}
