import { z } from 'zod'
import { calendarDay, timestamp } from '../fields'
import { listMeta, listQuery } from '../list'
import { automationScope } from './automation'
import { nodeKind } from './graph'

/**
 * GET workflow/today (/workflow, spec §2): what the team's automations did today, in the day the
 * home page counts (UTC, as no time zone is stored for a team yet): contacts that entered,
 * messages and calls sent, and steps that failed. Failures come first, then newest first.
 */

export const workflowEventKinds = ['failure', 'send', 'entry'] as const
export type WorkflowEventKind = (typeof workflowEventKinds)[number]

/** The node kinds whose completed step counts as a send. */
export const sendingKinds = ['send_sms', 'send_email', 'start_call'] as const

export const workflowEvent = z.object({
  /** The journey's id for an entry, the step's otherwise. */
  id: z.string(),
  kind: z.enum(workflowEventKinds),
  at: timestamp,
  automation: z.object({ id: z.string(), name: z.string(), scope: automationScope }),
  contact: z.object({ id: z.string(), phone: z.string(), name: z.string().nullable() }),
  /** The node of a send or a failure; null for an entry. */
  node: z.object({ id: z.string(), kind: nodeKind.nullable() }).nullable(),
})
export type WorkflowEvent = z.infer<typeof workflowEvent>

/** A page of today's events; their order is fixed (failures first, then newest first). */
export const workflowTodayQuery = listQuery({
  sortable: ['at'],
  defaultSort: '-at',
  filters: {},
}).pick({ page: true, per_page: true })
export type WorkflowTodayQuery = z.input<typeof workflowTodayQuery>

export const workflowToday = z.object({
  day: calendarDay,
  time_zone: z.string(),
  counts: z.object({
    failures: z.number().int().min(0),
    sends: z.number().int().min(0),
    entries: z.number().int().min(0),
  }),
  data: z.array(workflowEvent),
  meta: listMeta,
})
export type WorkflowToday = z.infer<typeof workflowToday>
