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
import type { Translate } from '../../../messages/catalogue'
import type { Key } from '../../../messages/settings/catalogue'

/** A field type's name in the interface's language. */
export const typeName = (t: Translate<Key>, type: CustomFieldType) => t(`type.${type}`)

export const typeOptions = (t: Translate<Key>) =>
  customFieldTypes.map((id) => ({ id, name: typeName(t, id) }))

/** An option's name by its place in the list (1 for the first): "Option 3". */
export type OptionName = (number: number) => string

const optionField = /^options\.(\d+)$/

/** The options typed in the editor (`options.0`, `options.1` …), in their order. */
export function optionsOf(values: FormValues): string[] {
  return Object.entries(values)
    .map(([name, value]) => [Number(optionField.exec(name)?.[1] ?? Number.NaN), value] as const)
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
const nameOptions =
  (optionName: OptionName) =>
  (errors: Record<string, string[]>): Record<string, string[]> =>
    Object.fromEntries(
      Object.entries(errors).map(([field, messages]) => {
        const index = optionField.exec(field)?.[1]
        if (index === undefined) return [field, messages]
        const name = optionName(Number(index) + 1)
        return [field, messages.map((message) => message.replace(/^The \d+ field/, name))]
      }),
    )

type Checked<Schema extends z.ZodType> =
  | { ok: true; body: z.output<Schema> }
  | { ok: false; outcome: Extract<FormOutcome, { status: 422 }> }

/**
 * The contract's own check, before anything is sent: the same messages the server would
 * answer, at the same fields. The server checks again (the key's uniqueness is its alone).
 */
function check<Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
  optionName: OptionName,
): Checked<Schema> {
  const parsed = schema.safeParse(body)
  if (parsed.success) return { ok: true, body: parsed.data }
  const validation = validationErrors(parsed.error)
  return {
    ok: false,
    outcome: {
      ok: false,
      status: 422,
      validation: { ...validation, errors: nameOptions(optionName)(validation.errors) },
    },
  }
}

export const checkCreate = (values: FormValues, optionName: OptionName) =>
  check(customFieldRequest, createBodyOf(values), optionName)
export const checkUpdate = (values: FormValues, type: CustomFieldType, optionName: OptionName) =>
  check(customFieldUpdateRequest, updateBodyOf(values, type), optionName)

/** A server's 422 with its option messages named like the client's. */
export const withNamedOptions = <R extends Result<unknown>>(
  outcome: R,
  optionName: OptionName,
): R => withFieldErrors(outcome, nameOptions(optionName))
