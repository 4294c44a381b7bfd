import { randomUUID } from 'node:crypto'
import {
  type AnyPgColumn,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { MailAttachment } from '../../../src/contract/mailbox'
import type { TeamRole } from '../../../src/contract/team'
import type { UserPreferences, UserProfile } from '../../../src/contract/user'

/** Ids are strings (DOMAIN.md): UUIDs made by the server, so any string can be looked up safely. */
const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => randomUUID())
const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
const createdAt = () => moment('created_at').notNull().defaultNow()
const updatedAt = () =>
  moment('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date())

export const users = pgTable('users', {
  id: id(),
  name: text('name').notNull(),
  /** Stored lower-cased, so the unique index is case-insensitive. */
  email: text('email').notNull().unique(),
  emailVerifiedAt: moment('email_verified_at'),
  /**
   * An address asked for by PUT user and not yet verified: `email` stays the sign-in address
   * until the link mailed here is followed.
   */
  pendingEmail: text('pending_email'),
  /** `scrypt$N$r$p$salt$hash`; null for accounts that only sign in with Google. */
  passwordHash: text('password_hash'),
  googleSubject: text('google_subject').unique(),
  /** Platform staff: may use the management area. */
  isStaff: boolean('is_staff').notNull().default(false),
  currentTeamId: text('current_team_id').references((): AnyPgColumn => teams.id, {
    onDelete: 'set null',
  }),
  profile: jsonb('profile').$type<UserProfile>(),
  /** Interface choices (locale, theme, toast duration), set field by field by PUT user. */
  preferences: jsonb('preferences').$type<UserPreferences>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const teams = pgTable('teams', {
  id: id(),
  name: text('name').notNull(),
  ownerId: text('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The team made at registration; it cannot be left or deleted. */
  personal: boolean('personal').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<TeamRole>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.teamId, table.userId] }),
    index('team_members_user_idx').on(table.userId),
  ],
)

/** A signed-in session: one refresh token, replaced on every refresh. */
export const sessions = pgTable('sessions', {
  id: id(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** sha256 of the refresh token; the token itself is never stored. */
  refreshTokenHash: text('refresh_token_hash').notNull().unique(),
  refreshExpiresAt: moment('refresh_expires_at').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

/**
 * Refresh tokens a refresh has replaced, by family (the session they belong to). One coming back
 * was copied: whoever holds the family's current token, the family is signed out.
 */
export const spentRefreshTokens = pgTable(
  'spent_refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    familyId: text('family_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index('spent_refresh_tokens_family_idx').on(table.familyId)],
)

/**
 * Short-lived bearer tokens of a session. A refresh adds one; earlier ones stay valid until they
 * expire, so requests already in flight are not refused. Logout deletes the session and these.
 */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: id(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: moment('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('access_tokens_token_hash_idx').on(table.tokenHash),
    index('access_tokens_session_idx').on(table.sessionId),
  ],
)

/** Single-use password-reset tokens, stored hashed. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
)

/** The local mailbox: every mail the server sends when no SMTP server is configured. */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Files sent with the mail (a rate notice's CSV), their text kept as sent. */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    /** The sender's idempotency key (an automation's mail): one kept mail per key. */
    key: text('key').unique(),
    createdAt: createdAt(),
  },
  (table) => [index('mail_messages_to_idx').on(table.to, table.createdAt)],
)

/** Server-wide settings kept in the database, such as the generated signing key. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
})

// Tables kept in their own modules (re-exported so Drizzle and drizzle-kit see one schema).
export * from './activity'
export * from './automation-triggers'
export * from './automations'
export * from './campaign-messages'
export * from './campaign-runs'
export * from './campaigns'
export * from './client-rates'
export * from './companies'
export * from './contact-counts'
export * from './contact-facets'
export * from './contacts'
export * from './custom-fields'
export * from './data-files'
export * from './email-templates'
export * from './enrichment'
export * from './event-payloads'
export * from './feed-contacts'
export * from './feeds'
export * from './hub-endpoints'
export * from './inbound-messages'
export * from './ledger'
export * from './live-phones'
export * from './networks'
export * from './notifications'
export * from './profit-logic'
export * from './rate-sheets'
export * from './segments'
export * from './smpp-connections'
export * from './sms-routing'
export * from './team-access'
export * from './voice'
