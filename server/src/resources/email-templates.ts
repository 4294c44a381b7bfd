import { and, eq, inArray } from 'drizzle-orm'
import {
  customFieldKeysIn,
  emailTemplateListQuery,
  emailTemplateRequest,
  emailTemplateUpdateRequest,
  mergeTagsIn,
  mergeTagToken,
  templateVariables,
} from '../../../src/contract/email-template'
import { resourcePaths } from '../../../src/contract/routes'
import { customPlaceholderPrefix } from '../../../src/contract/sms-placeholders'
import type { Database } from '../db/connect'
import { customFields, emailTemplates } from '../db/schema'
import { compileTemplate } from '../domain/email-templates/compile'
import { ValidationError } from '../http/errors'
import { said } from '../http/words'
import { defineResource } from './define'

/** A `{{custom.<key>}}` tag must name one of the team's custom fields; the field is named. */
async function checkCustomTags(db: Database, teamId: string, fields: Record<string, string>) {
  const failures: Record<string, ReturnType<typeof said>[]> = {}
  for (const [field, source] of Object.entries(fields)) {
    const keys = customFieldKeysIn(mergeTagsIn(source))
    if (keys.length === 0) continue
    const known = await db
      .select({ key: customFields.key })
      .from(customFields)
      .where(and(eq(customFields.teamId, teamId), inArray(customFields.key, keys)))
    const unknown = keys.filter((key) => !known.some((row) => row.key === key))
    if (unknown.length > 0)
      failures[field] = [
        said('emailTemplate.unknownCustomFields', {
          tags: unknown.map((key) => mergeTagToken(`${customPlaceholderPrefix}${key}`)).join(', '),
        }),
      ]
  }
  if (Object.keys(failures).length > 0) throw ValidationError.fields(failures)
}

/** The stored form of a valid body: its HTML is made by `prepare` (compiled, sanitised). */
const storedTemplate = emailTemplateRequest.transform((input) => ({ ...input, html: '' }))

/** Email templates (spec §7: email templates CRUD), MJML or HTML, stored sanitised. */
export const emailTemplatesResource = defineResource({
  path: resourcePaths.emailTemplates,
  subjectType: 'email_template',
  thing: 'emailTemplate',
  table: emailTemplates,
  schemas: {
    create: storedTemplate,
    update: emailTemplateUpdateRequest,
    query: emailTemplateListQuery,
  },
  sortColumns: { name: emailTemplates.name, created_at: emailTemplates.createdAt },
  filters: { format: (format) => eq(emailTemplates.format, format) },
  searchColumns: [emailTemplates.name, emailTemplates.subject],
  async prepare(tx, teamId, input) {
    await checkCustomTags(tx, teamId, { subject: input.subject, body: input.body })
    return { ...input, ...(await compileTemplate(input.format, input.body)) }
  },
  toValues: (input) => ({
    name: input.name,
    subject: input.subject,
    format: input.format,
    body: input.body,
    html: input.html,
    variables: templateVariables(input.subject, input.body),
  }),
  toRequest: (row) => ({
    name: row.name,
    subject: row.subject,
    format: row.format,
    body: row.body,
  }),
  present: (row) => ({
    id: row.id,
    name: row.name,
    subject: row.subject,
    format: row.format,
    body: row.body,
    html: row.html,
    variables: row.variables,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }),
  label: (row) => row.name,
})
