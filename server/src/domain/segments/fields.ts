import { contactSources, contactStatuses } from '../../../../src/contract/contact'
import {
  customFieldOperators,
  ruleOperators,
  type SegmentFields,
} from '../../../../src/contract/segment'
import { engagementEvents } from '../../../../src/contract/segment-rules'
import type { Database } from '../../db/connect'
import { loadCustomFields } from '../audience/custom-values'

/** GET segments/fields: every field a rule can look at, with its operators. */
export async function segmentFields(db: Database, teamId: string): Promise<SegmentFields> {
  const text = (field: string, label: string) => ({
    field,
    label,
    kind: 'text' as const,
    operators: [...ruleOperators.text],
  })
  const date = (field: string, label: string) => ({
    field,
    label,
    kind: 'date' as const,
    operators: [...ruleOperators.date],
  })
  const set = (field: string, label: string, options?: readonly string[]) => ({
    field,
    label,
    kind: 'set' as const,
    operators: [...ruleOperators.set],
    ...(options ? { options: [...options] } : {}),
  })
  const custom = [...(await loadCustomFields(db, teamId)).values()].map((field) => ({
    field: 'custom_field',
    label: field.label,
    kind: 'custom_field' as const,
    operators: [...customFieldOperators[field.type]],
    key: field.key,
    type: field.type,
    ...(field.type === 'select' ? { options: [...field.options] } : {}),
  }))
  return {
    fields: [
      text('phone', 'Phone'),
      text('first_name', 'First name'),
      text('last_name', 'Last name'),
      text('email', 'Email'),
      set('status', 'Status', contactStatuses),
      set('source', 'Source', contactSources),
      set('country', 'Country'),
      set('network', 'Network'),
      { field: 'tags', label: 'Tags', kind: 'tags', operators: [...ruleOperators.tags] },
      date('created_at', 'Added'),
      date('updated_at', 'Updated'),
      date('last_contacted_at', 'Last contacted'),
      ...custom,
      {
        field: 'engagement',
        label: 'Engagement',
        kind: 'engagement',
        operators: [...ruleOperators.engagement],
      },
    ],
    engagement_events: [...engagementEvents],
  }
}
