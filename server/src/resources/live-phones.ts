import { eq } from 'drizzle-orm'
import {
  type LivePhoneResource,
  livePhoneListQuery,
  livePhoneRequest,
  livePhoneUpdateRequest,
} from '../../../src/contract/live-phone'
import { readPhone } from '../../../src/contract/phone-number'
import { managementPaths } from '../../../src/contract/routes'
import { routingWriters } from '../../../src/contract/sms-route'
import { livePhones } from '../db/schema'
import { phoneNetworkSql, presentPhone } from '../domain/live-phones/present'
import { defineResource } from './define'

/**
 * Live phones (issue 18 item 8), under the management base as the spec lists them, but owned
 * by a team like its routes: a test goes out through the team's own routes and connections, so
 * the handsets are the team's too (another team's phone is a 404; owners and admins, who set
 * routing up, write; everyone in the team reads). The token is made on store and never changes
 * with an update (`live-phones/:id/token` makes a new one).
 */
export const livePhonesResource = defineResource({
  path: managementPaths.livePhones,
  subjectType: 'live_phone',
  thing: 'livePhone',
  table: livePhones,
  schemas: { create: livePhoneRequest, update: livePhoneUpdateRequest, query: livePhoneListQuery },
  sortColumns: {
    name: livePhones.name,
    created_at: livePhones.createdAt,
    last_seen_at: livePhones.lastSeenAt,
  },
  filters: { active: (active) => eq(livePhones.active, active === 'true') },
  searchColumns: [livePhones.name, livePhones.phoneNumber],
  rules: { create: routingWriters, update: routingWriters, delete: routingWriters },
  computed: { network: phoneNetworkSql },
  unique: {
    live_phones_team_number_idx: { field: 'phone_number', message: 'livePhone.numberTaken' },
  },
  toValues: (input) => {
    const reading = readPhone(input.phone_number)
    return {
      name: input.name,
      phoneNumber: input.phone_number,
      country: reading.ok ? reading.country : null,
      active: input.active,
    }
  },
  toRequest: (row) => ({ name: row.name, phone_number: row.phoneNumber, active: row.active }),
  present: (row): LivePhoneResource =>
    presentPhone(row as typeof row & { network?: LivePhoneResource['network'] }, new Date()),
  label: (row) => row.name,
})
