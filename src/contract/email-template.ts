import { z } from 'zod'
import { emailTemplateLimits } from './constants'
import { requiredText, timestamp } from './fields'
import { listQuery, listResponse } from './list'
import { says } from './messages'
import {
  customPlaceholderPrefix,
  isContactPlaceholder,
  isCustomPlaceholder,
  type PlaceholderValues,
} from './sms-placeholders'

/**
 * Email templates (DOMAIN.md): a name, a subject and a body written as MJML (compiled by the
 * server) or raw HTML. Merge tags are `{{first_name}}`, `{{custom.plan}}`: the contact fields
 * texts know, and the team's custom fields (checked by the server). The HTML a template stores
 * is the compiled body sanitised by the server, so it can never run script.
 */

export const emailTemplateFormats = ['mjml', 'html'] as const
export type EmailTemplateFormat = (typeof emailTemplateFormats)[number]

const mergeTagPattern = /\{\{\s*([a-z][a-z0-9_]*(?:\.[a-z0-9_]+)?)\s*\}\}/g

/** The merge tags of a subject or body, each once, in order of first use. */
export function mergeTagsIn(source: string): string[] {
  return [...new Set([...source.matchAll(mergeTagPattern)].map((match) => match[1] as string))]
}

/** The tags a template uses: its subject's, then its body's. */
export const templateVariables = (subject: string, body: string): string[] =>
  mergeTagsIn(`${subject}\n${body}`)

/** A tag a template may use (custom fields are then checked against the team's own). */
export const isKnownMergeTag = (name: string): boolean =>
  isContactPlaceholder(name) || isCustomPlaceholder(name)

/** The custom-field keys a template's tags name. */
export const customFieldKeysIn = (tags: readonly string[]): string[] =>
  tags.filter(isCustomPlaceholder).map((name) => name.slice(customPlaceholderPrefix.length))

/** How a merge tag is written: what an "insert" button types. */
export const mergeTagToken = (name: string): string => `{{${name}}}`

/**
 * The source with each tag replaced by its value passed through `encode` (HTML escaping for a
 * body); a tag with no value renders empty, so a recipient never sees `{{first_name}}`.
 */
export function fillMergeTags(
  source: string,
  values: PlaceholderValues,
  encode: (value: string) => string = (value) => value,
): string {
  return source.replace(mergeTagPattern, (_token, name: string) => encode(values[name] ?? ''))
}

const withKnownTags = (field: z.ZodType<string>) =>
  field.superRefine((value, ctx) => {
    const unknown = mergeTagsIn(value).filter((name) => !isKnownMergeTag(name))
    if (unknown.length > 0)
      ctx.addIssue({
        code: 'custom',
        ...says('emailTemplate.unknownMergeTags', { tags: unknown.map(mergeTagToken).join(', ') }),
      })
  })

const name = requiredText(emailTemplateLimits.nameMaxLength)
const subject = withKnownTags(requiredText(emailTemplateLimits.subjectMaxLength))
const body = withKnownTags(requiredText(emailTemplateLimits.bodyMaxLength))
const format = z.enum(emailTemplateFormats)

export const emailTemplateRequest = z.object({
  name,
  subject,
  format: format.default('mjml'),
  body,
})
export type EmailTemplateRequest = z.input<typeof emailTemplateRequest>

export const emailTemplateUpdateRequest = z.object({
  name: name.optional(),
  subject: subject.optional(),
  format: format.optional(),
  body: body.optional(),
})
export type EmailTemplateUpdateRequest = z.input<typeof emailTemplateUpdateRequest>

export const emailTemplateResource = z.object({
  id: z.string(),
  name: z.string(),
  subject: z.string(),
  format: format,
  /** The MJML or HTML as stored (HTML sanitised). */
  body: z.string(),
  /** The sanitised HTML a mail carries, merge tags still in place. */
  html: z.string(),
  /** The merge tags of the subject and body, in order of first use. */
  variables: z.array(z.string()),
  created_at: timestamp,
  updated_at: timestamp,
})
export type EmailTemplateResource = z.infer<typeof emailTemplateResource>

export const emailTemplateListQuery = listQuery({
  sortable: ['name', 'created_at'],
  defaultSort: '-created_at',
  filters: { format: format.optional() },
})
export type EmailTemplateListQuery = z.infer<typeof emailTemplateListQuery>
export const emailTemplateList = listResponse(emailTemplateResource)
export type EmailTemplateList = z.infer<typeof emailTemplateList>
