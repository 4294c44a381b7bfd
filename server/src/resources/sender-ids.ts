import { eq } from 'drizzle-orm'
import { resourcePaths } from '../../../src/contract/routes'
import {
  senderIdKindOf,
  senderIdListQuery,
  senderIdRequest,
  senderIdUpdateRequest,
} from '../../../src/contract/sender-id'
import { senderIds } from '../db/schema'
import { forgetInFinishedCampaigns, refuseWhileCampaignsUse } from '../domain/campaigns/in-use'
import { defineResource } from './define'

/** Sender ids (spec §7 SMS: senderids), unique in a team. */
export const senderIdsResource = defineResource({
  path: resourcePaths.senderIds,
  subjectType: 'sender_id',
  thing: 'senderId',
  table: senderIds,
  schemas: { create: senderIdRequest, update: senderIdUpdateRequest, query: senderIdListQuery },
  sortColumns: { value: senderIds.value, created_at: senderIds.createdAt },
  filters: { kind: (kind) => eq(senderIds.kind, kind) },
  searchColumns: [senderIds.value],
  unique: {
    sender_ids_team_value_idx: { field: 'value', message: 'senderId.taken' },
  },
  toValues: (input) => ({
    value: input.value,
    kind: senderIdKindOf(input.value),
    countries: input.countries,
  }),
  toRequest: (row) => ({ value: row.value, countries: row.countries }),
  present: (row) => ({
    id: row.id,
    value: row.value,
    kind: row.kind,
    countries: row.countries,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }),
  async guardChange(db, teamId, row, action) {
    if (action === 'delete')
      await refuseWhileCampaignsUse(db, teamId, { column: 'sender_ids', thing: 'senderId' }, row.id)
  },
  async afterDelete(tx, teamId, row) {
    await forgetInFinishedCampaigns(tx, teamId, { column: 'sender_ids', thing: 'senderId' }, row.id)
  },
  label: (row) => row.value,
})
