import { eq } from 'drizzle-orm'
import type { AppLocale } from '../../../../src/contract/constants'
import {
  type CustomFieldShape,
  type CustomFieldValue,
  readCustomValue,
  readCustomValues,
} from '../../../../src/contract/custom-field-value'
import type { Database } from '../../db/connect'
import { customFields } from '../../db/schema'
import { ValidationError } from '../../http/errors'
import type { Words } from '../../http/words'

/** Why readCustomValue refuses `raw` for `field`, in whichever language the answer is in. */
export const refusalOf =
  (field: CustomFieldShape, raw: unknown): Words =>
  (locale) => {
    const reading = readCustomValue(field, raw, locale)
    return reading.ok ? '' : reading.message
  }

/** The team's custom fields by key: what values are checked against. */
export async function loadCustomFields(
  db: Database,
  teamId: string,
): Promise<Map<string, CustomFieldShape>> {
  const rows = await db
    .select({
      key: customFields.key,
      label: customFields.label,
      type: customFields.type,
      options: customFields.options,
    })
    .from(customFields)
    .where(eq(customFields.teamId, teamId))
  return new Map(rows.map((row) => [row.key, row]))
}

/**
 * Checks values against the team's fields: 422 on `custom_fields.<key>` for an unknown key or
 * a value of the wrong type. Answers the values normalised, and the keys to clear (null).
 */
export function checkCustomValues(
  fields: ReadonlyMap<string, CustomFieldShape>,
  input: Record<string, unknown>,
  field = 'custom_fields',
): { set: Record<string, CustomFieldValue>; cleared: string[] } {
  const { values, errors } = readCustomValues(fields, input)
  const failed = Object.keys(errors)
  if (failed.length > 0)
    throw ValidationError.fields(
      Object.fromEntries(
        failed.map((key) => [
          `${field}.${key}`,
          [
            (locale: AppLocale) =>
              readCustomValues(fields, { [key]: input[key] }, locale).errors[key] ?? '',
          ],
        ]),
      ),
    )
  const set: Record<string, CustomFieldValue> = {}
  const cleared: string[] = []
  for (const [key, value] of Object.entries(values)) {
    if (value === null) cleared.push(key)
    else set[key] = value
  }
  return { set, cleared }
}
