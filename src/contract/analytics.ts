import { z } from 'zod'
import { contactSource, contactStatus } from './contact'
import { customFieldType } from './custom-field'

const counted = z.object({ value: z.string(), label: z.string(), count: z.number().int().min(0) })

/**
 * GET analytics/filters: the values the audience and analytics screens can filter by, from the
 * team's own data: countries and networks present among its contacts (with counts), its tags,
 * segments, feeds and custom fields, and the fixed statuses and sources.
 */
export const analyticsFilters = z.object({
  statuses: z.array(contactStatus),
  sources: z.array(contactSource),
  countries: z.array(counted),
  networks: z.array(counted),
  tags: z.array(z.object({ id: z.string(), name: z.string(), colour: z.string() })),
  segments: z.array(z.object({ id: z.string(), name: z.string() })),
  feeds: z.array(z.object({ id: z.string(), name: z.string() })),
  custom_fields: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      type: customFieldType,
      options: z.array(z.string()),
    }),
  ),
})
export type AnalyticsFilters = z.infer<typeof analyticsFilters>
