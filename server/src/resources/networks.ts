import { eq } from 'drizzle-orm'
import {
  networkListQuery,
  networkRequest,
  networkUpdateRequest,
} from '../../../src/contract/network'
import { resourcePaths } from '../../../src/contract/routes'
import { networks } from '../db/schema'
import { forgetTeamNetworks } from '../domain/networks/lookup'
import { indexNetworkPrefixes } from '../domain/networks/prefix-index'
import { defineResource } from './define'

/**
 * The team's networks (spec §7 SMS routing: networks). A network edited through the API is the
 * team's own (`source: team`); a prefix belongs to one network of the team at most
 * (domain/networks/prefix-index.ts keeps the index the lookup reads).
 */
export const networksResource = defineResource({
  path: resourcePaths.networks,
  subjectType: 'network',
  thing: 'network',
  table: networks,
  schemas: { create: networkRequest, update: networkUpdateRequest, query: networkListQuery },
  sortColumns: {
    country: networks.country,
    mcc: networks.mcc,
    name: networks.name,
    created_at: networks.createdAt,
  },
  filters: {
    country: (country) => eq(networks.country, country),
    mcc: (mcc) => eq(networks.mcc, mcc),
  },
  searchColumns: [networks.name, networks.mcc],
  unique: { networks_team_code_idx: { field: 'mnc', message: 'network.taken' } },
  toValues: (input) => ({ ...input, fromReference: false }),
  toRequest: (row) => ({
    mcc: row.mcc,
    mnc: row.mnc,
    country: row.country,
    name: row.name,
    prefixes: row.prefixes,
  }),
  present: (row) => ({
    id: row.id,
    mcc: row.mcc,
    mnc: row.mnc,
    country: row.country,
    name: row.name,
    prefixes: row.prefixes,
    source: row.fromReference ? ('reference' as const) : ('team' as const),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }),
  async afterCreate(tx, teamId, row) {
    await indexNetworkPrefixes(tx, teamId, row)
    return undefined
  },
  async afterUpdate(tx, teamId, _before, row) {
    await indexNetworkPrefixes(tx, teamId, row)
    return undefined
  },
  afterCommit: forgetTeamNetworks,
  label: (row) => `${row.name} (${row.mcc} ${row.mnc})`,
})
