import { eq } from 'drizzle-orm'
import { smsRoutingPaths } from '../../../src/contract/routes'
import {
  type SmppConnectionResource,
  smppConnectionListQuery,
  smppConnectionRequest,
  smppConnectionUpdateRequest,
} from '../../../src/contract/smpp-connection'
import { smppConnections } from '../db/schema'
import { refuseDeletingUsedConnection } from '../domain/routes/route-checks'
import { sealSecret } from '../domain/security/sealed-secret'
import { smppPasswordPurpose } from '../domain/smpp-connections/settings'
import { ApiError } from '../http/errors'
import { defineResource } from './define'

/**
 * Vendor connections (SMPP), and the team's built-in simulator, which is listed and shown but
 * neither changed nor deleted. Owners and admins set them up; everyone in the team reads them.
 * The password never leaves: `prepare` seals it, and an update without one keeps the stored one.
 * The connection manager notices a change within `smppConnectionLimits.reconcileMs`.
 */
export const smppConnectionsResource = defineResource({
  path: smsRoutingPaths.smppConnections,
  subjectType: 'smpp_connection',
  thing: 'smppConnection',
  table: smppConnections,
  schemas: {
    create: smppConnectionRequest,
    update: smppConnectionUpdateRequest,
    query: smppConnectionListQuery,
  },
  sortColumns: { name: smppConnections.name, created_at: smppConnections.createdAt },
  filters: { kind: (kind) => eq(smppConnections.kind, kind) },
  searchColumns: [smppConnections.name, smppConnections.host, smppConnections.systemId],
  rules: { create: ['owner', 'admin'], update: ['owner', 'admin'], delete: ['owner', 'admin'] },
  // The password in a prepared body is the sealed one; empty: none given.
  prepare: async (_tx, _teamId, input, appKey) =>
    input.password
      ? { ...input, password: sealSecret(appKey, smppPasswordPurpose, input.password) }
      : input,
  toValues: (input) => ({
    name: input.name,
    host: input.host,
    port: input.port,
    tls: input.tls,
    systemId: input.system_id,
    ...(input.password ? { passwordSealed: input.password } : {}),
    systemType: input.system_type,
    bindMode: input.bind_mode,
    tps: input.tps,
    window: input.window,
    active: input.active,
    // Changed settings reopen the client: its state starts again.
    status: input.active ? ('connecting' as const) : ('disabled' as const),
    statusError: null,
    statusSince: new Date(),
    sessionStatus: null,
  }),
  toRequest: (row) => ({
    name: row.name,
    host: row.host,
    port: row.port,
    tls: row.tls,
    system_id: row.systemId,
    password: '',
    system_type: row.systemType,
    bind_mode: row.bindMode,
    tps: row.tps,
    window: row.window,
    active: row.active,
  }),
  present: (row): SmppConnectionResource => ({
    id: row.id,
    kind: row.kind,
    name: row.name,
    host: row.host,
    port: row.port,
    tls: row.tls,
    system_id: row.systemId,
    has_password: row.passwordSealed !== null,
    system_type: row.systemType,
    bind_mode: row.bindMode,
    tps: row.tps,
    window: row.window,
    active: row.active,
    is_default: row.kind === 'simulator',
    status: {
      state: row.status,
      error: row.statusError,
      since: row.statusSince?.toISOString() ?? null,
    },
    sessions: row.sessionStatus ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }),
  async guardChange(db, teamId, row, action) {
    if (row.kind === 'simulator') throw new ApiError(409, 'smppConnection.builtIn')
    if (action === 'delete') await refuseDeletingUsedConnection(db, teamId, row.id)
  },
  label: (row) => row.name,
})
