import { resourcePaths } from '../../../src/contract/routes'
import {
  segmentListQuery,
  segmentRequest,
  segmentUpdateRequest,
} from '../../../src/contract/segment'
import { segments } from '../db/schema'
import { checkRules } from '../domain/segments/check-rules'
import { presentSegment } from '../domain/segments/present'
import { type CountState, firstCount } from '../domain/segments/queue-count'
import { defineResource } from './define'

/**
 * Segments (spec §7 Audience: segments CRUD). Every save queues a background count (the
 * segment's `count`); GET segments/{id}/progress follows it.
 */
export const segmentsResource = defineResource({
  path: resourcePaths.segments,
  subjectType: 'segment',
  thing: 'segment',
  table: segments,
  schemas: { create: segmentRequest, update: segmentUpdateRequest, query: segmentListQuery },
  sortColumns: {
    name: segments.name,
    created_at: segments.createdAt,
    updated_at: segments.updatedAt,
  },
  filters: {},
  searchColumns: [segments.name, segments.description],
  async prepare(tx, teamId, input) {
    const rules = await checkRules(tx, teamId, input.rules)
    return { ...input, rules, count: await firstCount(tx, teamId, rules) }
  },
  toValues: (input) => ({
    name: input.name,
    description: input.description,
    rules: input.rules,
    // prepare always runs before toValues and adds the count (the engine's order).
    ...(input as typeof input & { count: CountState }).count,
  }),
  toRequest: (row) => ({ name: row.name, description: row.description, rules: row.rules }),
  present: presentSegment,
  label: (row) => row.name,
})
