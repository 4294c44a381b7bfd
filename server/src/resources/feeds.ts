import { eq } from 'drizzle-orm'
import { feedListQuery, feedRequest, feedUpdateRequest } from '../../../src/contract/feed'
import { resourcePaths } from '../../../src/contract/routes'
import { feeds } from '../db/schema'
import { resolveTags } from '../domain/audience/tags'
import { presentFeed } from '../domain/feeds/present'
import { defineResource } from './define'

/**
 * Feeds (spec §7 Audience: feeds CRUD). The key is made at store (never by an update; POST
 * feeds/{id}/rotate-key replaces it) and shown whole only by GET feeds/{id}/key.
 */
export const feedsResource = defineResource({
  path: resourcePaths.feeds,
  subjectType: 'feed',
  thing: 'feed',
  table: feeds,
  schemas: { create: feedRequest, update: feedUpdateRequest, query: feedListQuery },
  sortColumns: {
    name: feeds.name,
    created_at: feeds.createdAt,
    last_received_at: feeds.lastReceivedAt,
  },
  filters: { status: (status) => eq(feeds.status, status) },
  searchColumns: [feeds.name, feeds.description],
  async prepare(tx, teamId, input) {
    return { ...input, tags: await resolveTags(tx, teamId, input.tags) }
  },
  toValues: (input) => ({
    name: input.name,
    description: input.description,
    status: input.status,
    tags: input.tags,
    defaultCountry: input.default_country,
    contactStatus: input.contact_status,
  }),
  toRequest: (row) => ({
    name: row.name,
    description: row.description,
    status: row.status,
    tags: row.tags,
    default_country: row.defaultCountry,
    contact_status: row.contactStatus,
  }),
  present: presentFeed,
  label: (row) => row.name,
})
