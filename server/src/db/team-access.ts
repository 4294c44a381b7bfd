import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { ApiTokenAbility } from '../../../src/contract/api-tokens'
import type { TeamRole } from '../../../src/contract/team'
import { createdAtColumn, idColumn, momentColumn } from './columns'
import { teams, users } from './schema'

/** Invitations to join a team, accepted with the mailed token (stored as its sha256). */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: idColumn(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** Stored lower-cased, as users' addresses are. */
    email: text('email').notNull(),
    role: text('role').$type<TeamRole>().notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: momentColumn('expires_at').notNull(),
    acceptedAt: momentColumn('accepted_at'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('team_invitations_token_hash_idx').on(table.tokenHash),
    index('team_invitations_team_idx').on(table.teamId, table.createdAt),
    index('team_invitations_email_idx').on(table.teamId, table.email),
  ],
)

/**
 * API tokens: a member's bearer secret for one team (stored as its sha256), limited to its
 * abilities and to the member's role there. Revoking deletes the row.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: idColumn(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    abilities: jsonb('abilities').$type<ApiTokenAbility[]>().notNull(),
    tokenHash: text('token_hash').notNull(),
    lastUsedAt: momentColumn('last_used_at'),
    expiresAt: momentColumn('expires_at'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('api_tokens_token_hash_idx').on(table.tokenHash),
    index('api_tokens_team_user_idx').on(table.teamId, table.userId),
  ],
)
