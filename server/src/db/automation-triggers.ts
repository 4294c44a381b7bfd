import { boolean, index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import type { TriggerEvent } from '../../../src/contract/automation/graph'
import { automations } from './automations'
import { momentColumn } from './columns'
import { contacts } from './contacts'
import { teams } from './schema'

/**
 * Where the sweeps of an active automation's trigger stand (segment_entered, date_arrives:
 * triggers no single write announces, domain/automations/triggers). One row per automation,
 * made when a sweep first sees it active with such a trigger and dropped when it stops being
 * one (turned off, or republished with another trigger), so a sweep starts afresh then.
 */
export const automationTriggerSweeps = pgTable(
  'automation_trigger_sweeps',
  {
    automationId: text('automation_id')
      .primaryKey()
      .references(() => automations.id, { onDelete: 'cascade' }),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    event: text('event').$type<TriggerEvent>().notNull(),
    /** The trigger's settings the sweep runs for; other settings start a new sweep. */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    /** segment_entered: the first pass (who is in already) went through every contact. */
    primed: boolean('primed').notNull().default(false),
    /**
     * The last contact id the pass through the team's contacts reached (segment_entered), or
     * the last one of the open window (date_arrives); null: at the start.
     */
    cursor: text('cursor'),
    /** segment_entered: when the next pass through every contact may start. */
    nextPassAt: momentColumn('next_pass_at'),
    /** segment_entered: the contacts changed up to here (updated_at, id) were looked at. */
    changedAt: momentColumn('changed_at'),
    changedId: text('changed_id'),
    /** date_arrives: every moment up to here was entered. */
    sweptUntil: momentColumn('swept_until'),
    /** date_arrives: the end of the window being entered, while one is open. */
    windowUntil: momentColumn('window_until'),
    /** When a sweep last took this row: sweeps take the longest-waiting first. */
    sweptAt: momentColumn('swept_at').notNull().defaultNow(),
  },
  (table) => [index('automation_trigger_sweeps_swept_idx').on(table.sweptAt)],
)

/**
 * The contacts inside a segment_entered automation's segment, as its sweeps last saw them: a
 * contact enters the automation when it comes to match and is not here.
 */
export const automationSegmentMembers = pgTable(
  'automation_segment_members',
  {
    automationId: text('automation_id')
      .notNull()
      .references(() => automationTriggerSweeps.automationId, { onDelete: 'cascade' }),
    contactId: text('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.automationId, table.contactId] }),
    // A contact's delete reaches its rows through this.
    index('automation_segment_members_contact_idx').on(table.contactId),
  ],
)
