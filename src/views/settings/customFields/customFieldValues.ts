import type { z } from 'zod'
import {
  type CustomFieldType,
  customFieldRequest,
  customFieldTypes,
  customFieldUpdateRequest,
} from '../../../contract/custom-field'
import { type Result, withFieldErrors } from '../../../contract/result'
import { validationErrors } from '../../../contract/validation'
import type { FormOutcome, FormValues } from '../../../machines/form'

export const typeLabels: Record<CustomFieldType, string> = {
  text: 'Text',
  number: 'Number',
  date: 'Date',
  boolean: 'Yes or no',
  select: 'Choice from a list',
}
export const typeOptions = customFieldTypes.map((id) => ({ id, name: typeLabels[id] }))

const optionName = /^options\.(\d+)$/

/** The options typed in the editor (`options.0`, `options.1` …), in their order. */
export function optionsOf(values: FormValues): string[] {
  return Object.entries(values)
    .map(([name, value]) => [Number(optionName.exec(name)?.[1] ?? Number.NaN), value] as const)
    .filter(([index]) => Number.isInteger(index))
    .sort(([a], [b]) => a - b)
    .map(([, value]) => value)
}

/** The body of a new field: options only for a select. */
export function createBodyOf(values: FormValues) {
  const type = (values.type ?? '') as CustomFieldType
  return {
    key: values.key ?? '',
    label: values.label ?? '',
    type,
    options: type === 'select' ? optionsOf(values) : [],
  }
}

/** The body of a change: the label, and the options of a select. */
export function updateBodyOf(values: FormValues, type: CustomFieldType) {
  return {
    label: values.label ?? '',
    ...(type === 'select' ? { options: optionsOf(values) } : {}),
  }
}

/** "The 2 field is required." reads "Option 3 is required." at the option's own input. */
function nameOptions(errors: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => {
      const index = optionName.exec(field)?.[1]
      if (index === undefined) return [field, messages]
      const name = `Option ${Number(index) + 1}`
      return [field, messages.map((message) => message.replace(/^The \d+ field/, name))]
    }),
  )
}

type Checked<Schema extends z.ZodType> =
  | { ok: true; body: z.output<Schema> }
  | { ok: false; outcome: Extract<FormOutcome, { status: 422 }> }

/**
 * The contract's own check, before anything is sent: the same messages the server would
 * answer, at the same fields. The server checks again (the key's uniqueness is its alone).
 */
function check<Schema extends z.ZodType>(schema: Schema, body: unknown): Checked<Schema> {
  const parsed = schema.safeParse(body)
  if (parsed.success) return { ok: true, body: parsed.data }
  const validation = validationErrors(parsed.error)
  return {
    ok: false,
    outcome: {
      ok: false,
      status: 422,
      validation: { ...validation, errors: nameOptions(validation.errors) },
    },
  }
}

export const checkCreate = (values: FormValues) => check(customFieldRequest, createBodyOf(values))
export const checkUpdate = (values: FormValues, type: CustomFieldType) =>
  check(customFieldUpdateRequest, updateBodyOf(values, type))

/** A server's 422 with its option messages named like the client's. */
export const withNamedOptions = <R extends Result<unknown>>(outcome: R): R =>
  withFieldErrors(outcome, nameOptions)
