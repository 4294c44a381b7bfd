import { eq } from 'drizzle-orm'
import {
  customFieldListQuery,
  customFieldRequest,
  customFieldUpdateRequest,
} from '../../../src/contract/custom-field'
import { resourcePaths } from '../../../src/contract/routes'
import { customFields } from '../db/schema'
import { defineResource } from './define'

/** Custom fields of contacts (spec §7 Audience: custom-fields CRUD; /settings/custom-fields). */
export const customFieldsResource = defineResource({
  path: resourcePaths.customFields,
  subjectType: 'custom_field',
  noun: { one: 'custom field', many: 'custom fields' },
  table: customFields,
  schemas: {
    create: customFieldRequest,
    update: customFieldUpdateRequest,
    query: customFieldListQuery,
  },
  sortColumns: {
    key: customFields.key,
    label: customFields.label,
    type: customFields.type,
    created_at: customFields.createdAt,
  },
  filters: { type: (type) => eq(customFields.type, type) },
  searchColumns: [customFields.key, customFields.label],
  toValues: (input) => ({
    key: input.key,
    label: input.label,
    type: input.type,
    options: input.options,
  }),
  toRequest: (row) => ({ key: row.key, label: row.label, type: row.type, options: row.options }),
  present: (row) => ({
    id: row.id,
    key: row.key,
    label: row.label,
    type: row.type,
    options: row.options,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }),
  label: (row) => row.label,
  unique: {
    custom_fields_team_key_idx: {
      field: 'key',
      message: 'The key has already been taken by another custom field.',
    },
  },
})
