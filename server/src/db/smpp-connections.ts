import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type {
  SmppBindMode,
  SmppConnectionKind,
  SmppConnectionState,
  SmppSessionStatuses,
} from '../../../src/contract/smpp-connection'
import { createdAtColumn, idColumn, momentColumn, updatedAtColumn } from './columns'
import { teams } from './schema'

/**
 * Vendor connections: SMPP accounts, and each team's built-in local simulator (its default, one
 * per team). `password_sealed` is the password sealed with the application key
 * (domain/security/sealed-secret.ts), null when there is none. The status columns are written by
 * the connection manager (domain/smpp-connections/manager.ts), not by the API: they leave
 * `updated_at` alone, which tells the manager the settings changed.
 */
export const smppConnections = pgTable(
  'smpp_connections',
  {
    id: idColumn(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<SmppConnectionKind>().notNull().default('smpp'),
    name: text('name').notNull(),
    host: text('host').notNull().default(''),
    port: integer('port').notNull().default(2775),
    tls: boolean('tls').notNull().default(false),
    systemId: text('system_id').notNull().default(''),
    passwordSealed: text('password_sealed'),
    systemType: text('system_type').notNull().default(''),
    bindMode: text('bind_mode').$type<SmppBindMode>().notNull().default('transceiver'),
    tps: integer('tps').notNull().default(50),
    window: integer('window').notNull().default(10),
    active: boolean('active').notNull().default(true),
    status: text('status').$type<SmppConnectionState>().notNull().default('connecting'),
    statusError: text('status_error'),
    statusSince: momentColumn('status_since'),
    /** Transmitter + receiver: each session's state (null for a transceiver). */
    sessionStatus: jsonb('session_status').$type<SmppSessionStatuses>(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    index('smpp_connections_team_name_idx').on(table.teamId, table.name),
    uniqueIndex('smpp_connections_team_simulator_idx')
      .on(table.teamId)
      .where(sql`${table.kind} = 'simulator'`),
  ],
)
