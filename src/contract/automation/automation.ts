import { z } from 'zod'
import { automationLimits, pagination } from '../constants'
import { id, requiredText, timestamp } from '../fields'
import { listQuery, listResponse } from '../list'
import { automationGraph, elementId, triggerEvents } from './graph'

/**
 * Automations (DOMAIN.md "Automation", spec §7): a name, a status, a draft graph that is edited
 * freely, and the numbered versions it was published as, kept forever. The engine runs the
 * latest version; each journey names the version it runs.
 */

export const automationStatuses = ['active', 'inactive'] as const
export const automationStatus = z.enum(automationStatuses)
export type AutomationStatus = z.infer<typeof automationStatus>

/** Where it lives: the campaigns area's automations or the hub's (the same screens). */
export const automationScopes = ['campaigns', 'hub'] as const
export const automationScope = z.enum(automationScopes)
export type AutomationScope = z.infer<typeof automationScope>

const count = z.number().int().min(0)

export {
  insideJourneyStates,
  type JourneyState,
  journeyStates,
  type StepOutcome,
  stepOutcomes,
  type WebhookDeliveryStatus,
} from './values'

/** Journeys over the automation's whole life; `inside`: contacts in it now. */
export const automationCounts = z.object({
  inside: count,
  entered: count,
  completed: count,
  failed: count,
})
export type AutomationCounts = z.infer<typeof automationCounts>
export const zeroAutomationCounts: AutomationCounts = {
  inside: 0,
  entered: 0,
  completed: 0,
  failed: 0,
}

/** A person named on a record (who published a version). */
export const actorRef = z.object({ id: z.string().nullable(), name: z.string() })

export const automationResource = z.object({
  id: z.string(),
  name: z.string(),
  status: automationStatus,
  scope: automationScope,
  /** The draft, as the editor last saved it. */
  graph: automationGraph,
  /** The draft's trigger event, when it has one trigger with an event (lists show it). */
  trigger: z.enum(triggerEvents).nullable(),
  /** The latest published version's number; null until the first publish. */
  version: z.number().int().min(1).nullable(),
  published_at: timestamp.nullable(),
  published_by: actorRef.nullable(),
  /** The draft differs from the latest version (or nothing is published yet). */
  has_draft_changes: z.boolean(),
  /** Whether a contact that finished (or left) may enter again; otherwise once ever. */
  allow_reentry: z.boolean(),
  counts: automationCounts,
  created_at: timestamp,
  updated_at: timestamp,
})
export type AutomationResource = z.infer<typeof automationResource>

const fields = {
  name: requiredText(automationLimits.nameMaxLength),
  graph: automationGraph,
  allow_reentry: z.boolean(),
}

/** POST automations: a new automation is inactive, its draft a lone trigger unless given. */
export const automationRequest = z.object({
  name: fields.name,
  scope: automationScope.default('campaigns'),
  graph: fields.graph.optional(),
  allow_reentry: fields.allow_reentry.default(false),
})
export type AutomationRequest = z.input<typeof automationRequest>

/** PUT automations/{id}: the draft and the settings; the scope stays, status has its toggle. */
export const automationUpdateRequest = z.object({
  name: fields.name.optional(),
  graph: fields.graph.optional(),
  allow_reentry: fields.allow_reentry.optional(),
})
export type AutomationUpdateRequest = z.input<typeof automationUpdateRequest>

/** `filter[status]=active`, `filter[scope]=hub`; `search` matches the name. */
export const automationListQuery = listQuery({
  sortable: ['name', 'status', 'created_at', 'updated_at'],
  defaultSort: '-updated_at',
  filters: {
    status: automationStatus.optional(),
    scope: automationScope.optional(),
  },
})
export type AutomationListQuery = z.infer<typeof automationListQuery>
export const automationList = listResponse(automationResource)
export type AutomationList = z.infer<typeof automationList>

/** POST automations/{id}/duplicate: a copy of the draft, inactive and unpublished. */
export const automationDuplicateRequest = z.object({
  name: fields.name.optional(),
})
export type AutomationDuplicateRequest = z.input<typeof automationDuplicateRequest>

/**
 * POST automations/{id}/publish. Contacts inside wait at nodes; one the new version no longer has
 * must be mapped here to a node of the draft, or to null to end their journeys there (422 at
 * `node_map.<node id>` until it is). Contacts at kept nodes go on in the new version.
 */
export const automationPublishRequest = z.object({
  node_map: z.record(elementId, elementId.nullable()).default({}),
})
export type AutomationPublishRequest = z.input<typeof automationPublishRequest>

/** One published version: kept forever, with who published it and when. */
export const automationVersionSummary = z.object({
  version: z.number().int().min(1),
  published_at: timestamp,
  published_by: actorRef.nullable(),
  node_count: count,
})
export type AutomationVersionSummary = z.infer<typeof automationVersionSummary>

/** GET automations/{id}/versions/{version}: a version with its graph. */
export const automationVersion = automationVersionSummary.extend({ graph: automationGraph })
export type AutomationVersion = z.infer<typeof automationVersion>

/** GET automations/{id}/versions: newest first. */
export const automationVersionListQuery = listQuery({
  sortable: ['version'],
  defaultSort: '-version',
  filters: {},
})
export type AutomationVersionListQuery = z.infer<typeof automationVersionListQuery>
export const automationVersionList = listResponse(automationVersionSummary)
export type AutomationVersionList = z.infer<typeof automationVersionList>

/**
 * POST automations/nodes/stats: what the journeys of one automation did, per node and per edge,
 * over a period of entries (`from`/`to` inclusive; none: all time), of one version or of all.
 */
export const nodeStatsRequest = z.object({
  automation_id: id,
  version: z.number().int().min(1).nullable().default(null),
  from: timestamp.nullable().default(null),
  to: timestamp.nullable().default(null),
})
export type NodeStatsRequest = z.input<typeof nodeStatsRequest>

export const nodeStats = z.object({
  node_id: z.string(),
  /** Journeys that reached the node. */
  entered: count,
  /** Journeys held at the node now (a wait's sleepers, or a step not yet done). */
  waiting: count,
  /** Journeys that left the node onward (a split's and condition's edges add up to it). */
  completed: count,
  failed: count,
})
export type NodeStats = z.infer<typeof nodeStats>

export const edgeStats = z.object({ edge_id: z.string(), count })
export type EdgeStats = z.infer<typeof edgeStats>

export const nodeStatsResponse = z.object({
  nodes: z.array(nodeStats),
  edges: z.array(edgeStats),
})
export type NodeStatsResponse = z.infer<typeof nodeStatsResponse>

/**
 * POST automations/mnp/stats (the same request as nodes/stats): per MNP lookup node of the
 * graph, the journeys that left by each branch and those whose lookup failed.
 */
export const mnpNodeStats = z.object({
  node_id: z.string(),
  ported: count,
  not_ported: count,
  unreachable: count,
  failed: count,
})
export type MnpNodeStats = z.infer<typeof mnpNodeStats>
export const mnpStatsResponse = z.object({ nodes: z.array(mnpNodeStats) })
export type MnpStatsResponse = z.infer<typeof mnpStatsResponse>

/**
 * POST automations/counts: the journeys of a page of automations that entered since `from` (none:
 * all time), and how many of those completed and failed (the list's period picker).
 */
export const automationPeriodCountsRequest = z.object({
  automation_ids: z.array(id).min(1).max(pagination.maxItemsPerPage),
  from: timestamp.nullable().default(null),
})
export type AutomationPeriodCountsRequest = z.input<typeof automationPeriodCountsRequest>

export const automationPeriodCounts = automationCounts.omit({ inside: true }).extend({
  automation_id: z.string(),
})
export type AutomationPeriodCounts = z.infer<typeof automationPeriodCounts>
/** One row per asked automation of the team; another team's ids are left out. */
export const automationPeriodCountsResponse = z.object({
  automations: z.array(automationPeriodCounts),
})
export type AutomationPeriodCountsResponse = z.infer<typeof automationPeriodCountsResponse>

/**
 * The automation calls (DOMAIN.md "API paths still to build"): CRUD at `automations` and
 * `automations/:id`; duplicate is ours (the spec names none). Mounted before the CRUD, so
 * `automations/nodes/stats` is never read as an id.
 */
export const automationPaths = {
  automations: 'automations',
  toggleStatus: 'automations/:id/toggle-status',
  publish: 'automations/:id/publish',
  duplicate: 'automations/:id/duplicate',
  versions: 'automations/:id/versions',
  version: 'automations/:id/versions/:version',
  testRun: 'automations/:id/test-run',
  webhookAttempts: 'automations/:id/webhook-attempts',
  references: 'automations/references',
  nodeStats: 'automations/nodes/stats',
  mnpStats: 'automations/mnp/stats',
  periodCounts: 'automations/counts',
} as const
