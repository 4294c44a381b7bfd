import { describe, expect, it } from 'vitest'
import { conditionHolds, type WalkContact } from '../../../src/contract/automation/conditionHolds'
import type { CustomFieldShape } from '../../../src/contract/custom-field-value'
import type { RuleCondition } from '../../../src/contract/segment-rules'

const now = new Date('2026-03-10T12:00:00.000Z')
const ada: WalkContact = {
  id: 'c1',
  phone: '+15550100001',
  first_name: 'Ada',
  last_name: null,
  email: 'ada@example.com',
  country: 'GB',
  network: '23415',
  status: 'active',
  source: 'upload',
  tags: ['VIP'],
  custom_fields: { score: 7, plan: 'gold', renewed: true, birthday: '1990-03-09' },
  created_at: '2026-03-01T08:00:00.000Z',
  updated_at: null,
  last_contacted_at: null,
  engagements: [{ event: 'clicked', at: '2026-03-08T10:00:00.000Z' }],
}

const field = (key: string, type: CustomFieldShape['type']): [string, CustomFieldShape] => [
  key,
  { key, label: key, type, options: type === 'select' ? ['gold', 'silver'] : [] },
]
const fields = new Map([
  field('score', 'number'),
  field('plan', 'select'),
  field('renewed', 'boolean'),
  field('birthday', 'date'),
  field('nickname', 'text'),
])
const holds = (rule: Record<string, unknown>) =>
  conditionHolds(rule as RuleCondition, ada, now, fields)

/** The segment compiler's meanings, for a contact held in memory. */
describe('conditionHolds', () => {
  it.each([
    [{ field: 'first_name', operator: 'equals', value: 'ada' }, true],
    [{ field: 'email', operator: 'ends_with', value: '@EXAMPLE.com' }, true],
    [{ field: 'last_name', operator: 'is_empty' }, true],
    [{ field: 'country', operator: 'in', value: ['GB', 'IE'] }, true],
    [{ field: 'status', operator: 'not_in', value: ['active'] }, false],
    [{ field: 'tags', operator: 'has_any', value: ['VIP'] }, true],
    [{ field: 'tags', operator: 'has_any', value: ['vip'] }, false],
    [{ field: 'tags', operator: 'has_all', value: ['VIP', 'lead'] }, false],
    [{ field: 'tags', operator: 'has_none', value: ['lead'] }, true],
    [{ field: 'created_at', operator: 'within_last_days', value: 10 }, true],
    [{ field: 'created_at', operator: 'before', value: '2026-03-01' }, false],
    [{ field: 'created_at', operator: 'on', value: '2026-03-01' }, true],
    [{ field: 'last_contacted_at', operator: 'not_within_last_days', value: 3 }, true],
    [{ field: 'custom_field', key: 'score', operator: 'gte', value: 7 }, true],
    [{ field: 'custom_field', key: 'plan', operator: 'in', value: ['gold'] }, true],
    [{ field: 'custom_field', key: 'plan', operator: 'in', value: ['Gold'] }, false],
    [{ field: 'custom_field', key: 'nickname', operator: 'is_empty' }, true],
    [{ field: 'custom_field', key: 'unknown', operator: 'is_empty' }, false],
    [{ field: 'custom_field', key: 'renewed', operator: 'is_true' }, true],
    [{ field: 'custom_field', key: 'missing', operator: 'is_not_empty' }, false],
    [{ field: 'custom_field', key: 'birthday', operator: 'before', value: '1990-03-10' }, true],
    [{ field: 'custom_field', key: 'birthday', operator: 'on', value: '1990-03-09' }, true],
    [{ field: 'engagement', event: 'clicked', operator: 'within_last_days', days: 7 }, true],
    [{ field: 'engagement', event: 'replied', operator: 'within_last_days', days: 7 }, false],
  ])('%j → %s', (rule, expected) => {
    expect(holds(rule)).toBe(expected)
  })
})
