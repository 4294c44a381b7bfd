import { eq } from 'drizzle-orm'
import {
  automationListQuery,
  automationPaths,
  automationRequest,
  automationUpdateRequest,
} from '../../../src/contract/automation/automation'
import { starterGraph } from '../../../src/contract/automation/graph'
import { automations } from '../db/schema'
import { refuseWhileContactsInside } from '../domain/automations/commands'
import {
  type AutomationRow,
  automationComputed,
  presentAutomation,
} from '../domain/automations/read'
import { defineResource } from './define'

/**
 * Automations (spec §7: automations CRUD). The engine serves the CRUD of the draft; publish,
 * toggle-status, duplicate, versions and node stats are routes/automations.ts. One with
 * contacts inside is not deleted.
 */
export const automationsResource = defineResource({
  path: automationPaths.automations,
  subjectType: 'automation',
  thing: 'automation',
  table: automations,
  schemas: {
    create: automationRequest,
    update: automationUpdateRequest,
    query: automationListQuery,
  },
  sortColumns: {
    name: automations.name,
    status: automations.status,
    created_at: automations.createdAt,
    updated_at: automations.updatedAt,
  },
  filters: {
    status: (status) => eq(automations.status, status),
    scope: (scope) => eq(automations.scope, scope),
  },
  searchColumns: [automations.name],
  computed: automationComputed,
  toValues: (input) => ({
    name: input.name,
    scope: input.scope,
    graph: input.graph ?? starterGraph(),
    allowReentry: input.allow_reentry,
  }),
  toRequest: (row) => ({
    name: row.name,
    scope: row.scope,
    graph: row.graph,
    allow_reentry: row.allowReentry,
  }),
  present: (row) => presentAutomation(row as AutomationRow),
  async guardChange(db, _teamId, row, action) {
    if (action === 'delete') await refuseWhileContactsInside(db, row.id)
  },
  label: (row) => row.name,
})
