import { ruleOperatorWords as words } from '../../../../src/contract/rule-words'
import type { RuleCondition, RuleGroup } from '../../../../src/contract/segment-rules'

function valueText(value: unknown, operator: string): string {
  if (value === undefined || value === null) return ''
  const text = Array.isArray(value) ? value.join(', ') : String(value)
  return operator.endsWith('_days') ? ` ${text} days` : ` ${text}`
}

function conditionText(rule: RuleCondition): string {
  if (rule.field === 'engagement') return `${rule.event} ${words[rule.operator]} ${rule.days} days`
  const field = rule.field === 'custom_field' ? rule.key : rule.field.replaceAll('_', ' ')
  const value = 'value' in rule ? rule.value : undefined
  return `${field} ${words[rule.operator] ?? rule.operator}${valueText(value, rule.operator)}`
}

/** A rule tree in words, for the summary: `all of: status is any of active; country is any of GB`. */
export function describeRules(group: RuleGroup): string {
  if (group.rules.length === 0) return group.match === 'all' ? 'every contact' : 'no contact'
  const parts = group.rules.map((node) =>
    'match' in node ? `(${describeRules(node)})` : conditionText(node),
  )
  return `${group.match} of: ${parts.join('; ')}`
}
