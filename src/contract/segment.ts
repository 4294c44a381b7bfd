import { z } from 'zod'
import { contactResource, countGroup } from './contact'
import { customFieldType } from './custom-field'
import { requiredText, text, timestamp } from './fields'
import { listQuery, listResponse } from './list'
import {
  booleanOperators,
  dateOperators,
  engagementEvents,
  engagementOperators,
  numberOperators,
  type RuleGroup,
  segmentRules,
  selectOperators,
  setOperators,
  tagOperators,
  textOperators,
} from './segment-rules'

/**
 * Segments (DOMAIN.md): a name and a rule tree. Saving one (store, or an update) queues a count
 * in the background; `count` tells how far it is, `contact_count` is the last finished count.
 */
export const segmentRequest = z.object({
  name: requiredText(255),
  description: text(1000)
    .nullable()
    .transform((value) => (value ? value : null))
    .default(null),
  rules: segmentRules,
})
export type SegmentRequest = z.input<typeof segmentRequest>

export const segmentUpdateRequest = z.object({
  name: requiredText(255).optional(),
  description: text(1000)
    .nullable()
    .transform((value) => (value ? value : null))
    .optional(),
  rules: segmentRules.optional(),
})
export type SegmentUpdateRequest = z.input<typeof segmentUpdateRequest>

/**
 * The background count: `queued` (waiting for a worker), `counting` (`processed` of `total`
 * contacts read, `matched` so far), `done`, `failed` (`error` says why) or `idle` (never asked
 * for, or reset).
 */
export const countStatuses = ['idle', 'queued', 'counting', 'done', 'failed'] as const
export const countStatus = z.enum(countStatuses)
export type CountStatus = z.infer<typeof countStatus>

export const segmentProgress = z.object({
  status: countStatus,
  processed: z.number().int().min(0),
  total: z.number().int().min(0),
  matched: z.number().int().min(0),
  /** 0..100, whole percent of `processed` over `total`. */
  percent: z.number().int().min(0).max(100),
  started_at: timestamp.nullable(),
  finished_at: timestamp.nullable(),
  error: z.string().nullable(),
})
export type SegmentProgress = z.infer<typeof segmentProgress>

export const segmentResource = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  rules: z.custom<RuleGroup>(),
  /** The last finished count, or null before the first one. */
  contact_count: z.number().int().min(0).nullable(),
  counted_at: timestamp.nullable(),
  count: segmentProgress,
  created_at: timestamp,
  updated_at: timestamp,
})
export type SegmentResource = z.infer<typeof segmentResource>

export const segmentListQuery = listQuery({
  sortable: ['name', 'created_at', 'updated_at'],
  defaultSort: 'name',
  filters: {},
})
export type SegmentListQuery = z.infer<typeof segmentListQuery>
export const segmentList = listResponse(segmentResource)
export type SegmentList = z.infer<typeof segmentList>

/**
 * How a preview counts: `exact` (the default) counts the matches; `estimate` answers at once,
 * exactly when the rules look only at status, source, country, network and tags (kept counts),
 * else with the database's estimate and no sample, for the exact preview to follow.
 */
export const segmentCountModes = ['estimate', 'exact'] as const
export type SegmentCountMode = (typeof segmentCountModes)[number]

/** POST segments/preview: rules not saved yet. */
export const segmentPreviewRequest = z.object({
  rules: segmentRules,
  count: z.enum(segmentCountModes).optional(),
})
export type SegmentPreviewRequest = z.input<typeof segmentPreviewRequest>

/**
 * How many contacts the rules match now (`exact`: counted, or else estimated), and the newest
 * few of them (none with an estimate).
 */
export const segmentPreview = z.object({
  count: z.number().int().min(0),
  exact: z.boolean(),
  sample: z.array(contactResource),
})
export type SegmentPreview = z.infer<typeof segmentPreview>

/** GET segments/{id}/summary: the segment in words and numbers. */
export const segmentSummary = z.object({
  id: z.string(),
  name: z.string(),
  /** The rules as a sentence: `all of: status is any of active; tags has any of vip`. */
  description: z.string(),
  conditions: z.number().int().min(0),
  contact_count: z.number().int().min(0).nullable(),
  counted_at: timestamp.nullable(),
  count: segmentProgress,
  by_status: z.array(countGroup),
  by_country: z.array(countGroup),
})
export type SegmentSummary = z.infer<typeof segmentSummary>

/** A field a rule may look at, with the operators that fit it. */
export const segmentField = z.object({
  field: z.string(),
  label: z.string(),
  kind: z.enum(['text', 'set', 'tags', 'date', 'custom_field', 'engagement']),
  operators: z.array(z.string()),
  /** The values a set field takes (statuses, sources), when they are a fixed list. */
  options: z.array(z.string()).optional(),
  /** For `custom_field`: the key and type of the field, and a select's options. */
  key: z.string().optional(),
  type: customFieldType.optional(),
})
export type SegmentField = z.infer<typeof segmentField>

/** GET segments/fields: what the rule builder offers, custom fields and tags included. */
export const segmentFields = z.object({
  fields: z.array(segmentField),
  engagement_events: z.array(z.enum(engagementEvents)),
})
export type SegmentFields = z.infer<typeof segmentFields>

/** The operators of a custom field by its type. */
export const customFieldOperators = {
  text: textOperators,
  number: numberOperators,
  date: dateOperators,
  boolean: booleanOperators,
  select: selectOperators,
} as const

export const ruleOperators = {
  text: textOperators,
  set: setOperators,
  tags: tagOperators,
  date: dateOperators,
  engagement: engagementOperators,
} as const
