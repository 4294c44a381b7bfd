import { and, eq, type SQL, sql } from 'drizzle-orm'
import { resourcePaths } from '../../../src/contract/routes'
import { tagListQuery, tagRequest, tagUpdateRequest } from '../../../src/contract/tag'
import { contacts, tags } from '../db/schema'
import { defineResource } from './define'

/** Contacts carrying the tag: the GIN index on contacts.tags answers it. */
const contactCount: SQL =
  sql<number>`(select count(*) from ${contacts} where ${contacts.teamId} = ${tags.teamId} and ${contacts.tags} @> array[${tags.name}])`.mapWith(
    Number,
  )

/** Tags (spec §7 Audience: contacts tags; DOMAIN.md: name, colour, contact count). */
export const tagsResource = defineResource({
  path: resourcePaths.tags,
  subjectType: 'tag',
  thing: 'tag',
  table: tags,
  schemas: { create: tagRequest, update: tagUpdateRequest, query: tagListQuery },
  sortColumns: { name: tags.name, created_at: tags.createdAt },
  filters: {},
  searchColumns: [tags.name],
  computed: { contactCount },
  toValues: (input) => ({ name: input.name, colour: input.colour, description: input.description }),
  toRequest: (row) => ({ name: row.name, colour: row.colour, description: row.description }),
  present: (row) => ({
    id: row.id,
    name: row.name,
    colour: row.colour,
    description: row.description,
    contact_count: (row as { contactCount?: number }).contactCount ?? 0,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }),
  label: (row) => row.name,
  unique: {
    tags_team_name_idx: { field: 'name', message: 'tag.taken' },
  },
  /** Contacts carry tags by name: a rename renames the tag on each of them. */
  async afterUpdate(tx, teamId, before, after) {
    if (before.name === after.name) return
    await tx
      .update(contacts)
      .set({
        tags: sql`array_replace(${contacts.tags}, ${before.name}::text, ${after.name}::text)`,
      })
      .where(and(eq(contacts.teamId, teamId), sql`${contacts.tags} @> array[${before.name}::text]`))
  },
  async afterDelete(tx, teamId, row) {
    await tx
      .update(contacts)
      .set({ tags: sql`array_remove(${contacts.tags}, ${row.name}::text)` })
      .where(and(eq(contacts.teamId, teamId), sql`${contacts.tags} @> array[${row.name}::text]`))
  },
})
