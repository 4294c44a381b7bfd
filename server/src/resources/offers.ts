import { eq } from 'drizzle-orm'
import { offerListQuery, offerRequest, offerUpdateRequest } from '../../../src/contract/offer'
import { resourcePaths } from '../../../src/contract/routes'
import { offers } from '../db/schema'
import { refuseWhileCampaignsUse } from '../domain/campaigns/in-use'
import { defineResource } from './define'

/**
 * Offers (spec §7: offers CRUD). Refused for deletion while an unfinished campaign uses it; a
 * finished campaign that named it is left without one.
 */
export const offersResource = defineResource({
  path: resourcePaths.offers,
  subjectType: 'offer',
  thing: 'offer',
  table: offers,
  schemas: { create: offerRequest, update: offerUpdateRequest, query: offerListQuery },
  sortColumns: { name: offers.name, created_at: offers.createdAt },
  filters: { currency: (currency) => eq(offers.currency, currency) },
  searchColumns: [offers.name, offers.url],
  toValues: (input) => ({
    name: input.name,
    url: input.url,
    payout: input.payout,
    currency: input.currency,
  }),
  toRequest: (row) => ({
    name: row.name,
    url: row.url,
    payout: row.payout,
    currency: row.currency,
  }),
  present: (row) => ({
    id: row.id,
    name: row.name,
    url: row.url,
    payout: row.payout,
    currency: row.currency,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }),
  async guardChange(db, teamId, row, action) {
    if (action === 'delete')
      await refuseWhileCampaignsUse(db, teamId, { column: 'offer_id', thing: 'offer' }, row.id)
  },
  label: (row) => row.name,
})
