import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { EmailTemplateFormat } from '../../../src/contract/email-template'
import { automations } from './automations'
import { createdAtColumn, idColumn, momentColumn, updatedAtColumn } from './columns'
import { teams } from './schema'
import { timeOrderedId } from './time-ordered-id'

/**
 * Email templates: `body` is what was written (MJML, or HTML sanitised), `html` the sanitised
 * HTML a mail carries, merge tags still in place; `variables` the tags of subject and body.
 */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: idColumn(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    format: text('format').$type<EmailTemplateFormat>().notNull(),
    body: text('body').notNull(),
    html: text('html').notNull(),
    variables: jsonb('variables').$type<string[]>().notNull().default([]),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [index('email_templates_team_created_idx').on(table.teamId, table.createdAt)],
)

/**
 * Mails queued by automations' send-email nodes, rendered for their contact. `submit_key` names
 * the journey step that queued it, so a step run again queues nothing more; a sender claims a
 * queued mail with a lease and hands the key to the mailer, which keeps one mail per key.
 */
export const emailSends = pgTable(
  'email_sends',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => timeOrderedId()),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    automationId: text('automation_id').references(() => automations.id, { onDelete: 'cascade' }),
    contactId: text('contact_id'),
    templateId: text('template_id'),
    submitKey: text('submit_key').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    status: text('status').$type<'queued' | 'sent'>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: momentColumn('lease_until'),
    sentAt: momentColumn('sent_at'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('email_sends_submit_key_idx').on(table.submitKey),
    index('email_sends_status_idx').on(table.status, table.leaseUntil),
  ],
)
