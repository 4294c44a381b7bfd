import { z } from 'zod'
import { elementIdPattern, stepOutcomes } from './automation/values'
import { audienceLimits, automationLimits } from './constants'
import {
  contactExportColumns,
  contactSortable,
  contactSources,
  contactStatuses,
  customFilterPattern,
  growthIntervals,
} from './contact-values'
import { calendarDay, id, text, timestamp } from './fields'
import { listQuery, listResponse } from './list'
import { countryCode } from './onboarding'

export {
  contactExportColumns,
  contactSortable,
  contactSources,
  contactStatuses,
  customFilterPattern,
  growthIntervals,
} from './contact-values'

import { says } from './messages'

/** Contacts (DOMAIN.md, Audience): one per phone number in a team, the number in E.164. */
export const contactStatus = z.enum(contactStatuses)
export type ContactStatus = z.infer<typeof contactStatus>

/** Where a contact came from: a CSV upload, a feed, the API (upsert) or a person (manual). */
export const contactSource = z.enum(contactSources)
export type ContactSource = z.infer<typeof contactSource>

/** A mobile network as MCC + MNC digits ('310260'), known after a lookup or from a feed. */
export const networkCode = z
  .string()
  .trim()
  .regex(/^\d{5,6}$/, says('contact.mccMnc'))

/** A tag's name: commas are refused, as a CSV cell lists tags separated by them. */
export const tagName = text(audienceLimits.tagNameMaxLength)
  .pipe(z.string().min(1))
  .refine((name) => !/[,;]/.test(name), says('contact.nameSeparators'))

export const contactResource = z.object({
  id: z.string(),
  phone: z.string(),
  country: z.string().nullable(),
  network: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  tags: z.array(z.string()),
  custom_fields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  status: contactStatus,
  source: contactSource,
  last_contacted_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
})
export type ContactResource = z.infer<typeof contactResource>

/** The answer of an upsert: the contact, and whether it is new (201) or was updated (200). */
export const contactUpsertResponse = z.object({ created: z.boolean(), contact: contactResource })
export type ContactUpsertResponse = z.infer<typeof contactUpsertResponse>

/** `a,b,c` in a URL filter: each item checked by `item`. */
function listOf<Item extends z.ZodType<string, string>>(item: Item) {
  return z
    .string()
    .max(audienceLimits.filterValueMaxLength)
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).min(1).max(audienceLimits.maxTagsPerContact))
}

const day = calendarDay

/** An empty filter (`filter[status]=`, a cleared control) filters nothing. */
const emptyIsAbsent = (value: unknown) => (value === '' ? undefined : value)

const automationElement = z
  .string()
  .max(automationLimits.idMaxLength)
  .regex(elementIdPattern, says('automation.elementId'))

const knownContactFilters = {
  /** `active,blocked`: any of the statuses. */
  status: z.preprocess(emptyIsAbsent, listOf(contactStatus).optional()),
  country: z.preprocess(emptyIsAbsent, listOf(countryCode).optional()),
  network: z.preprocess(emptyIsAbsent, listOf(networkCode).optional()),
  /** Contacts with any of the tags (names, case ignored). */
  tag: z.preprocess(emptyIsAbsent, listOf(tagName).optional()),
  source: z.preprocess(emptyIsAbsent, listOf(contactSource).optional()),
  /** Added on or after this UTC day. */
  created_from: z.preprocess(emptyIsAbsent, day.optional()),
  /** Added on or before this UTC day. */
  created_to: z.preprocess(emptyIsAbsent, day.optional()),
  /**
   * Contacts whose journeys through this automation took a step (the counts on its graph);
   * the `automation_*` filters below narrow which steps, and mean nothing without it.
   */
  automation: z.preprocess(emptyIsAbsent, id.optional()),
  /** …at this node. */
  automation_node: z.preprocess(emptyIsAbsent, automationElement.optional()),
  /** …that left by this edge. */
  automation_edge: z.preprocess(emptyIsAbsent, automationElement.optional()),
  /** …that ended so (absent: every step that entered). */
  automation_outcome: z.preprocess(emptyIsAbsent, z.enum(stepOutcomes).optional()),
  /** …of this version. */
  automation_version: z.preprocess(emptyIsAbsent, z.coerce.number().int().min(1).optional()),
  /** …entered at or after this moment. */
  automation_from: z.preprocess(emptyIsAbsent, timestamp.optional()),
}
export const contactFilterNames = Object.keys(knownContactFilters)

/**
 * The filters of the contact list (and of every "everything matching this filter" selection).
 * Besides the named ones, `custom.<key>` filters on a custom field's value, checked by its type.
 */
export const contactFilter = z
  .object(knownContactFilters)
  .catchall(z.string().max(audienceLimits.filterValueMaxLength))
  .superRefine((filter, ctx) => {
    const unknown = Object.keys(filter).filter(
      (key) => !contactFilterNames.includes(key) && !customFilterPattern.test(key),
    )
    if (unknown.length > 0) ctx.addIssue({ code: 'unrecognized_keys', keys: unknown, path: [] })
  })
export type ContactFilter = z.output<typeof contactFilter>

/**
 * GET contacts: newest first; `search` looks in names, phone (digits) and email; the filters
 * above; `sort` by any of contactSortable.
 */
export const contactListQuery = listQuery({
  sortable: contactSortable,
  defaultSort: '-created_at',
  filters: {},
}).extend({ filter: contactFilter.prefault({}) })
export type ContactListQuery = z.infer<typeof contactListQuery>
export const contactList = listResponse(contactResource)
export type ContactList = z.infer<typeof contactList>

const searchText = text(200).optional()

/**
 * Which contacts a bulk call acts on: the ids of a page (or a hand-made selection), or
 * everything matching a filter and search, as the list shows them (an empty filter is every
 * contact of the team). The answer always says how many it matched.
 */
export const contactSelection = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('ids'), ids: z.array(id).min(1).max(audienceLimits.maxSelectedIds) }),
  z.object({ mode: z.literal('filter'), filter: contactFilter.prefault({}), search: searchText }),
])
export type ContactSelection = z.input<typeof contactSelection>

/** POST contacts/tags: adds (`tag`) or removes (`untag`) tags on the selected contacts. */
export const contactTagsRequest = z.object({
  action: z.enum(['tag', 'untag']),
  tags: z.array(tagName).min(1).max(audienceLimits.maxTagsPerContact),
  selection: contactSelection,
})
export type ContactTagsRequest = z.input<typeof contactTagsRequest>

/** `matched`: contacts the selection named; `updated`: those whose tags changed. */
export const contactTagsResponse = z.object({
  message: z.string(),
  matched: z.number().int().min(0),
  updated: z.number().int().min(0),
})
export type ContactTagsResponse = z.infer<typeof contactTagsResponse>

/** POST contacts/bulk-delete. */
export const contactBulkDeleteRequest = z.object({ selection: contactSelection })
export type ContactBulkDeleteRequest = z.input<typeof contactBulkDeleteRequest>
export const contactBulkDeleteResponse = z.object({
  message: z.string(),
  deleted: z.number().int().min(0),
})
export type ContactBulkDeleteResponse = z.infer<typeof contactBulkDeleteResponse>

/**
 * POST contacts/export: a CSV (text/csv, streamed) of the selection. Without `columns`, every
 * column above and every custom field. The `X-Total-Count` header says how many rows follow.
 */
export const contactExportRequest = z.object({
  selection: contactSelection,
  columns: z
    .array(
      z
        .string()
        .refine(
          (column) =>
            (contactExportColumns as readonly string[]).includes(column) ||
            customFilterPattern.test(column),
          says('contact.unknownColumn'),
        ),
    )
    .min(1)
    .max(100)
    .optional(),
})
export type ContactExportRequest = z.input<typeof contactExportRequest>

/** GET contacts/report: the same `search` and `filter` as the list. */
export const contactReportQuery = z.object({
  search: searchText,
  filter: contactFilter.prefault({}),
})

/** A count of contacts sharing one value (null: contacts without one). */
export const countGroup = z.object({ value: z.string().nullable(), count: z.number().int() })
export type CountGroup = z.infer<typeof countGroup>

/** Counts of the matching contacts by status, country, network and source, largest first. */
export const contactReport = z.object({
  total: z.number().int().min(0),
  by_status: z.array(countGroup),
  by_country: z.array(countGroup),
  by_network: z.array(countGroup),
  by_source: z.array(countGroup),
})
export type ContactReport = z.infer<typeof contactReport>

/**
 * GET contacts/dashboard: `from` and `to` are UTC days (default: the last 30 days up to today);
 * `interval` groups the growth (weeks start on Monday).
 */
export const contactDashboardQuery = z.object({
  from: day.optional(),
  to: day.optional(),
  interval: z.enum(growthIntervals).default('day'),
})
export type ContactDashboardQuery = z.input<typeof contactDashboardQuery>

/** One step of the growth: contacts added in the period, and the team's total at its end. */
export const growthPoint = z.object({
  period: day,
  added: z.number().int().min(0),
  total: z.number().int().min(0),
})

export const contactDashboard = z.object({
  total: z.number().int().min(0),
  by_status: z.record(contactStatus, z.number().int().min(0)),
  by_source: z.record(contactSource, z.number().int().min(0)),
  added_in_range: z.number().int().min(0),
  from: day,
  to: day,
  interval: z.enum(growthIntervals),
  growth: z.array(growthPoint),
})
export type ContactDashboard = z.infer<typeof contactDashboard>
