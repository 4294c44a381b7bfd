import { z } from 'zod'
import { customFieldLimits } from './constants'
import { requiredText, timestamp } from './fields'
import { listQuery, listResponse } from './list'
import { says } from './messages'

/** Custom fields of contacts (DOMAIN.md, Audience); `select` offers a list of options. */
export const customFieldTypes = ['text', 'number', 'date', 'boolean', 'select'] as const
export const customFieldType = z.enum(customFieldTypes)
export type CustomFieldType = z.infer<typeof customFieldType>

/** A contact's own fields: a custom field may not take their names. */
export const contactFieldKeys = [
  'id',
  'phone',
  'country',
  'network',
  'first_name',
  'last_name',
  'email',
  'tags',
  'status',
  'source',
  'created_at',
  'updated_at',
  'last_contacted_at',
] as const

export const customFieldResource = z.object({
  id: z.string(),
  key: z.string(),
  label: z.string(),
  type: customFieldType,
  options: z.array(z.string()),
  created_at: timestamp,
  updated_at: timestamp,
})
export type CustomFieldResource = z.infer<typeof customFieldResource>

const key = z
  .string()
  .trim()
  .max(customFieldLimits.keyMaxLength)
  .regex(/^[a-z][a-z0-9_]*$/, says('customField.keyFormat'))
  .refine(
    (value) => !(contactFieldKeys as readonly string[]).includes(value),
    says('customField.builtInKey'),
  )

const label = requiredText(customFieldLimits.labelMaxLength)
const options = z
  .array(requiredText(customFieldLimits.optionMaxLength))
  .max(customFieldLimits.maxOptions)
  .refine((list) => new Set(list).size === list.length, says('field.duplicates'))

/** Options belong to `select` fields, which need at least one. */
function optionsFitType(body: { type: CustomFieldType; options: string[] }, ctx: z.RefinementCtx) {
  if (body.type === 'select' && body.options.length === 0)
    ctx.addIssue({
      code: 'custom',
      path: ['options'],
      ...says('customField.optionsNeeded'),
    })
  if (body.type !== 'select' && body.options.length > 0)
    ctx.addIssue({
      code: 'custom',
      path: ['options'],
      ...says('customField.optionsOnlyForSelect'),
    })
}

/** POST custom-fields. The key is unique in the team. */
export const customFieldRequest = z
  .object({ key, label, type: customFieldType, options: options.default([]) })
  .superRefine(optionsFitType)
export type CustomFieldRequest = z.infer<typeof customFieldRequest>

/** PUT custom-fields/{id}: any of the fields; the result is checked whole. */
export const customFieldUpdateRequest = z.object({
  key: key.optional(),
  label: label.optional(),
  type: customFieldType.optional(),
  options: options.optional(),
})
export type CustomFieldUpdateRequest = z.infer<typeof customFieldUpdateRequest>

export const customFieldListQuery = listQuery({
  sortable: ['key', 'label', 'type', 'created_at'],
  defaultSort: 'label',
  filters: { type: customFieldType.optional() },
})
export type CustomFieldListQuery = z.infer<typeof customFieldListQuery>
export const customFieldList = listResponse(customFieldResource)
export type CustomFieldList = z.infer<typeof customFieldList>
