import { and, eq, inArray } from 'drizzle-orm'
import { resourcePaths } from '../../../src/contract/routes'
import {
  customVariablePrefix,
  textListQuery,
  textRequest,
  textUpdateRequest,
  variablesOf,
} from '../../../src/contract/sms-text'
import { cutText } from '../../../src/contract/text-cut'
import type { Database } from '../db/connect'
import { customFields, smsTexts } from '../db/schema'
import { forgetInFinishedCampaigns, refuseWhileCampaignsUse } from '../domain/campaigns/in-use'
import { ValidationError } from '../http/errors'
import { said } from '../http/words'
import { defineResource } from './define'

/** A `{custom.<key>}` placeholder must name one of the team's custom fields. */
async function checkCustomVariables(db: Database, teamId: string, body: string) {
  const keys = variablesOf(body)
    .filter((name) => name.startsWith(customVariablePrefix))
    .map((name) => name.slice(customVariablePrefix.length))
  if (keys.length === 0) return
  const known = await db
    .select({ key: customFields.key })
    .from(customFields)
    .where(and(eq(customFields.teamId, teamId), inArray(customFields.key, keys)))
  const unknown = keys.filter((key) => !known.some((field) => field.key === key))
  if (unknown.length > 0)
    throw ValidationError.field(
      'body',
      said('text.unknownCustomFields', {
        placeholders: unknown.map((key) => `{${customVariablePrefix}${key}}`).join(', '),
      }),
    )
}

/** Texts (spec §7 SMS: texts): bodies with placeholders; `variables` are read from the body. */
export const textsResource = defineResource({
  path: resourcePaths.texts,
  subjectType: 'text',
  thing: 'text',
  table: smsTexts,
  schemas: { create: textRequest, update: textUpdateRequest, query: textListQuery },
  sortColumns: { name: smsTexts.name, created_at: smsTexts.createdAt },
  filters: {},
  searchColumns: [smsTexts.name, smsTexts.body],
  async prepare(tx, teamId, input) {
    await checkCustomVariables(tx, teamId, input.body)
    return input
  },
  toValues: (input) => ({ name: input.name, body: input.body, variables: variablesOf(input.body) }),
  toRequest: (row) => ({ name: row.name, body: row.body }),
  present: (row) => ({
    id: row.id,
    name: row.name,
    body: row.body,
    variables: row.variables,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }),
  async guardChange(db, teamId, row, action) {
    if (action === 'delete')
      await refuseWhileCampaignsUse(db, teamId, { column: 'text_ids', thing: 'text' }, row.id)
  },
  async afterDelete(tx, teamId, row) {
    await forgetInFinishedCampaigns(tx, teamId, { column: 'text_ids', thing: 'text' }, row.id)
  },
  label: (row) => row.name ?? cutText(row.body, 40),
})
