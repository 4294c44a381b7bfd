import { z } from 'zod'
import { tagName } from './contact'
import { text, timestamp } from './fields'
import { listQuery, listResponse } from './list'
import { says } from './messages'

/** A colour as `#rrggbb`, stored lower-cased. */
export const tagColour = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, says('field.tagColour'))
  .transform((value) => value.toLowerCase())

/** The colours new tags take in turn when none is given (an import or a feed made them). */
export const tagPalette = [
  '#22c55e',
  '#0ea5e9',
  '#f59e0b',
  '#ef4444',
  '#8b5cf6',
  '#ec4899',
  '#14b8a6',
  '#64748b',
] as const

const description = text(500)
  .nullable()
  .transform((value) => (value ? value : null))

/**
 * Tags (DOMAIN.md: name, colour, contact count). Names are unique in a team without regard to
 * case; contacts carry their tags by name, so a rename renames them on every contact and a
 * delete takes the tag off every contact.
 */
export const tagRequest = z.object({
  name: tagName,
  colour: tagColour.default(tagPalette[0]),
  description: description.default(null),
})
export type TagRequest = z.input<typeof tagRequest>

export const tagUpdateRequest = z.object({
  name: tagName.optional(),
  colour: tagColour.optional(),
  description: description.optional(),
})
export type TagUpdateRequest = z.input<typeof tagUpdateRequest>

export const tagResource = z.object({
  id: z.string(),
  name: z.string(),
  colour: z.string(),
  description: z.string().nullable(),
  contact_count: z.number().int().min(0),
  created_at: timestamp,
  updated_at: timestamp,
})
export type TagResource = z.infer<typeof tagResource>

export const tagListQuery = listQuery({
  sortable: ['name', 'created_at'],
  defaultSort: 'name',
  filters: {},
})
export type TagListQuery = z.infer<typeof tagListQuery>
export const tagList = listResponse(tagResource)
export type TagList = z.infer<typeof tagList>
