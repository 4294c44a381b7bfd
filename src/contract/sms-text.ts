import { z } from 'zod'
import { campaignLimits } from './constants'
import { requiredText, text, timestamp } from './fields'
import { listQuery, listResponse } from './list'
import { says } from './messages'
import {
  contactPlaceholders,
  customPlaceholderPrefix,
  isKnownPlaceholder,
  offerLinkPlaceholder,
  placeholdersIn,
} from './sms-placeholders'

/**
 * Texts (DOMAIN.md): a message body with `{first_name}`-style placeholders, filled per recipient
 * when it is sent. `variables` are the placeholders the body uses, in order of first use.
 */

/** The placeholders live in sms-placeholders.ts; these names are kept for the texts resource. */
export const textContactVariables = contactPlaceholders
export const offerLinkVariable = offerLinkPlaceholder
export const customVariablePrefix = customPlaceholderPrefix
export const variablesOf = placeholdersIn

/** A body whose placeholders are all known (custom fields are checked against the team's). */
export const textBody = requiredText(campaignLimits.textBodyMaxLength).superRefine((body, ctx) => {
  const unknown = placeholdersIn(body).filter((name) => !isKnownPlaceholder(name))
  if (unknown.length > 0)
    ctx.addIssue({
      code: 'custom',
      ...says('text.unknownPlaceholders', {
        placeholders: unknown.map((name) => `{${name}}`).join(', '),
      }),
    })
})

const name = text(campaignLimits.nameMaxLength)
  .nullable()
  .transform((value) => (value ? value : null))

export const textRequest = z.object({
  name: name.default(null),
  body: textBody,
})
export type TextRequest = z.input<typeof textRequest>

export const textUpdateRequest = z.object({ name: name.optional(), body: textBody.optional() })
export type TextUpdateRequest = z.input<typeof textUpdateRequest>

export const textResource = z.object({
  id: z.string(),
  name: z.string().nullable(),
  body: z.string(),
  variables: z.array(z.string()),
  created_at: timestamp,
  updated_at: timestamp,
})
export type TextResource = z.infer<typeof textResource>

export const textListQuery = listQuery({
  sortable: ['name', 'created_at'],
  defaultSort: '-created_at',
  filters: {},
})
export type TextListQuery = z.infer<typeof textListQuery>
export const textList = listResponse(textResource)
export type TextList = z.infer<typeof textList>

/** POST sms/texts/generate: variants of a body proposed by the LLM adapter. */
export const textGenerateRequest = z.object({
  body: textBody,
  count: z
    .number()
    .int()
    .min(1)
    .max(campaignLimits.maxGeneratedVariants)
    .default(campaignLimits.generatedVariants),
})
export type TextGenerateRequest = z.input<typeof textGenerateRequest>

export const textGenerateResponse = z.object({
  variants: z.array(z.object({ body: z.string(), variables: z.array(z.string()) })),
})
export type TextGenerateResponse = z.infer<typeof textGenerateResponse>
