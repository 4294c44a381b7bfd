import { and, eq, sql } from 'drizzle-orm'
import {
  customFieldListQuery,
  customFieldRequest,
  customFieldUpdateRequest,
} from '../../../src/contract/custom-field'
import { resourcePaths } from '../../../src/contract/routes'
import { contacts, customFields } from '../db/schema'
import { defineResource } from './define'

/** Custom fields of contacts (spec §7 Audience: custom-fields CRUD; /settings/custom-fields). */
export const customFieldsResource = defineResource({
  path: resourcePaths.customFields,
  subjectType: 'custom_field',
  thing: 'customField',
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
      message: 'customField.keyTaken',
    },
  },
  /**
   * Contacts hold values by key: the field's values go with it. A value no field checks would
   * make its contact refuse every later PUT, which checks the whole stored record.
   */
  async afterDelete(tx, teamId, row) {
    await tx
      .update(contacts)
      .set({ customFields: sql`${contacts.customFields} - ${row.key}::text` })
      .where(
        and(
          eq(contacts.teamId, teamId),
          sql`jsonb_exists(${contacts.customFields}, ${row.key}::text)`,
        ),
      )
  },
})
