import { z } from 'zod'
import { automationLimits } from '../constants'
import { tagName } from '../contact'
import { id, requiredText, text } from '../fields'
import { says } from '../messages'
import { webUrl } from '../offer'
import { e164Phone } from '../onboarding'
import { ruleCondition } from '../segment-rules'
import { clockTime, timeZone, weekdays } from '../sms-campaign'
import { elementIdPattern } from './values'

/**
 * An automation's graph (DOMAIN.md "Automation graph"): the editor draws it, the server keeps it
 * as a draft and as numbered versions, the engine runs it. A draft may be unfinished: its node
 * settings are stored as they are typed, and `graphProblems` (./problems.ts) says what stands
 * between it and a publish, against each kind's complete settings below.
 */

export const nodeKinds = [
  'trigger',
  'wait',
  'condition',
  'split',
  'send_sms',
  'send_email',
  'start_call',
  'add_tag',
  'remove_tag',
  'webhook',
  'mnp_lookup',
  'goto',
  'end',
] as const
export const nodeKind = z.enum(nodeKinds)
export type NodeKind = z.infer<typeof nodeKind>

/** A node's, an edge's or a split arm's id: safe inside a dotted error key (`nodes.<id>.url`). */
export const elementId = z
  .string()
  .min(1)
  .max(automationLimits.idMaxLength)
  .regex(elementIdPattern, says('automation.elementId'))

/** A contact's custom field holding a date, by key (the server checks the field exists). */
const dateFieldKey = z.string().regex(/^[a-z][a-z0-9_]*$/, says('customField.unknownKey'))
const offsetDays = z
  .number()
  .int()
  .min(-automationLimits.maxDateOffsetDays)
  .max(automationLimits.maxDateOffsetDays)

/**
 * How often a date trigger comes round: `once`, on the field's own date; `yearly`, on its month
 * and day every year from that date on (a birthday, an anniversary; 29 February on the 28th in
 * other years). A yearly trigger lets a contact in again each year, whatever the automation's
 * re-entry rule, but never while its journey from the year before is still running or waiting.
 */
export const dateRepeats = ['once', 'yearly'] as const
export type DateRepeat = (typeof dateRepeats)[number]

/** What starts a contact's journey. */
export const triggerEvents = [
  'segment_entered',
  'feed_joined',
  'tag_added',
  'sms_replied',
  'call_ended',
  'link_clicked',
  'date_arrives',
] as const
export type TriggerEvent = (typeof triggerEvents)[number]

const triggerSettings = z.discriminatedUnion('event', [
  z.object({ event: z.literal('segment_entered'), segment_id: id }),
  z.object({ event: z.literal('feed_joined'), feed_id: id }),
  z.object({ event: z.literal('tag_added'), tag: tagName }),
  /** Any reply, or only a reply whose first word is the keyword (case, diacritics and
   * Arabic/Persian letter variants ignored: server/src/domain/inbound-sms/words.ts). */
  z.object({
    event: z.literal('sms_replied'),
    keyword: text(automationLimits.keywordMaxLength).nullable().default(null),
  }),
  /** A call ends with this outcome (a classifier's label). */
  z.object({
    event: z.literal('call_ended'),
    outcome: requiredText(automationLimits.outcomeMaxLength),
  }),
  /** A tracked link is clicked: of one SMS campaign, or of any (null). */
  z.object({ event: z.literal('link_clicked'), campaign_id: id.nullable().default(null) }),
  /**
   * A contact's date field comes round: `offset_days` before (negative) or after, at `at`, once
   * or every year (`repeat`).
   */
  z.object({
    event: z.literal('date_arrives'),
    field: dateFieldKey,
    offset_days: offsetDays.default(0),
    at: clockTime.default('09:00'),
    repeat: z.enum(dateRepeats).default('once'),
  }),
])

export const waitModes = ['duration', 'time_of_day', 'date_field'] as const
export const waitUnits = ['minutes', 'hours', 'days', 'weeks'] as const
export type WaitUnit = (typeof waitUnits)[number]
export const waitUnitMinutes: Record<WaitUnit, number> = {
  minutes: 1,
  hours: 60,
  days: 24 * 60,
  weeks: 7 * 24 * 60,
}

const waitSettings = z.discriminatedUnion('mode', [
  z
    .object({
      mode: z.literal('duration'),
      amount: z.number().int().min(1).max(automationLimits.maxWaitMinutes),
      unit: z.enum(waitUnits),
    })
    .refine((wait) => wait.amount * waitUnitMinutes[wait.unit] <= automationLimits.maxWaitMinutes, {
      ...says('automation.waitTooLong', {
        days: automationLimits.maxWaitMinutes / waitUnitMinutes.days,
      }),
      path: ['amount'],
    }),
  /**
   * Until the next `at` in the contact's time zone (the fallback zone when the contact has none),
   * on one of `days` (empty: any day).
   */
  z.object({
    mode: z.literal('time_of_day'),
    at: clockTime,
    days: z.array(z.enum(weekdays)).max(weekdays.length).default([]),
    fallback_time_zone: timeZone.default('UTC'),
  }),
  /** Until a contact's date field comes round, shifted by `offset_days`, at `at`. */
  z.object({
    mode: z.literal('date_field'),
    field: dateFieldKey,
    offset_days: offsetDays.default(0),
    at: clockTime.default('09:00'),
  }),
])

export const splitArm = z.object({
  id: elementId,
  label: text(automationLimits.armLabelMaxLength).default(''),
  /** A whole percentage; the arms' weights add up to automationLimits.splitTotal. */
  weight: z.number().int().min(0).max(automationLimits.splitTotal),
})
export type SplitArm = z.infer<typeof splitArm>

const splitSettings = z.object({
  arms: z
    .array(splitArm)
    .min(automationLimits.minSplitArms)
    .max(automationLimits.maxSplitArms)
    .superRefine((arms, ctx) => {
      const seen = new Set<string>()
      for (const [index, arm] of arms.entries()) {
        if (seen.has(arm.id))
          ctx.addIssue({ code: 'custom', path: [index, 'id'], ...says('field.duplicates') })
        seen.add(arm.id)
      }
    }),
})

const startCallSettings = z.object({ agent_id: id, caller_number: e164Phone })

/**
 * A start-call node as the engine runs it: versions published before the node had a caller
 * number run on, from the team's voice campaigns' number (server automation-calls), rather than
 * failing contacts already inside them; a publish needs the number (`nodeSettings`).
 */
export const runnableStartCall = startCallSettings.partial({ caller_number: true })

/** Each kind's settings as a publish needs them. */
export const nodeSettings = {
  trigger: triggerSettings,
  wait: waitSettings,
  /** Yes when the contact matches the condition (a segment rule: field, tag, engagement). */
  condition: z.object({ rule: ruleCondition }),
  split: splitSettings,
  /** Through the campaign delivery engine and its routing. */
  send_sms: z.object({ sender_id: id, text_id: id }),
  send_email: z.object({ template_id: id }),
  /**
   * The node's agent calls the contact from `caller_number`, in E.164 (the phone input yields it;
   * the plain pattern, so the list and /workflow, which read graphs, load no phone metadata).
   */
  start_call: startCallSettings,
  add_tag: z.object({ tag: tagName }),
  remove_tag: z.object({ tag: tagName }),
  /** POSTs the contact as JSON, retried with backoff. */
  webhook: z.object({ url: webUrl }),
  mnp_lookup: z.object({}),
  /** Jumps to another node of the graph; a loop must pass a wait. */
  goto: z.object({ target: elementId }),
  end: z.object({}),
} as const satisfies Record<NodeKind, z.ZodType>

export type NodeSettings<Kind extends NodeKind = NodeKind> = z.output<(typeof nodeSettings)[Kind]>
/** Each kind's settings as the engine (and a test run) runs them: `nodeSettings` but for start_call. */
export const runnableSettings = { ...nodeSettings, start_call: runnableStartCall } as const
export type RunnableSettings<Kind extends NodeKind = NodeKind> = z.output<
  (typeof runnableSettings)[Kind]
>

/** A draft's settings of a kind: anything of the complete settings may still be missing. */
export type DraftSettings<Kind extends NodeKind = NodeKind> = Partial<
  z.input<(typeof nodeSettings)[Kind]>
>

/** The settings a new node of each kind starts with (the editor's palette). */
export function newNodeSettings(kind: NodeKind): Record<string, unknown> {
  switch (kind) {
    case 'trigger':
      return { event: 'segment_entered' }
    case 'wait':
      return { mode: 'duration', amount: 1, unit: 'days' }
    case 'split':
      return {
        arms: [
          { id: 'a', label: 'A', weight: 50 },
          { id: 'b', label: 'B', weight: 50 },
        ],
      }
    default:
      return {}
  }
}

export const conditionBranches = ['yes', 'no'] as const
export const mnpBranches = ['ported', 'not_ported', 'unreachable'] as const
/** The one way out of a node that has no choice to make. */
export const nextBranch = 'next'

const fixedBranches: Record<Exclude<NodeKind, 'split'>, readonly string[]> = {
  trigger: [nextBranch],
  wait: [nextBranch],
  condition: conditionBranches,
  send_sms: [nextBranch],
  send_email: [nextBranch],
  start_call: [nextBranch],
  add_tag: [nextBranch],
  remove_tag: [nextBranch],
  webhook: [nextBranch],
  mnp_lookup: mnpBranches,
  /** A go-to leaves by its target setting, never by an edge. */
  goto: [],
  end: [],
}

/** The ids of a draft split's arms, as far as they can be read. */
export function armIdsOf(settings: Record<string, unknown>): string[] {
  const arms = settings.arms
  if (!Array.isArray(arms)) return []
  return arms.flatMap((arm) =>
    typeof arm === 'object' && arm !== null && typeof arm.id === 'string' ? [arm.id] : [],
  )
}

/** The branches a node's edges may leave by: a split's arm ids, the kind's fixed names otherwise. */
export function branchesOf(node: Pick<GraphNode, 'kind' | 'settings'>): readonly string[] {
  return node.kind === 'split' ? armIdsOf(node.settings) : fixedBranches[node.kind]
}

const coordinate = z
  .number()
  .min(-automationLimits.maxCoordinate)
  .max(automationLimits.maxCoordinate)

export const graphNode = z.object({
  id: elementId,
  kind: nodeKind,
  position: z.object({ x: coordinate, y: coordinate }),
  /** As typed so far; checked against `nodeSettings[kind]` by graphProblems. */
  settings: z.record(z.string(), z.unknown()).default({}),
})
export type GraphNode = z.output<typeof graphNode>

export const graphEdge = z.object({
  id: elementId,
  source: elementId,
  target: elementId,
  /** `next`; a condition's yes/no; a split's arm id; an MNP lookup's ported/not_ported/unreachable. */
  branch: z.string().min(1).max(automationLimits.idMaxLength),
})
export type GraphEdge = z.output<typeof graphEdge>

/** Ids unique, and every edge joining two nodes of the graph: what a draft must hold to be stored. */
function checkIntegrity(graph: { nodes: GraphNode[]; edges: GraphEdge[] }, ctx: z.RefinementCtx) {
  const nodeIds = new Set<string>()
  for (const [index, node] of graph.nodes.entries()) {
    if (nodeIds.has(node.id))
      ctx.addIssue({ code: 'custom', path: ['nodes', index, 'id'], ...says('field.duplicates') })
    nodeIds.add(node.id)
  }
  const edgeIds = new Set<string>()
  for (const [index, edge] of graph.edges.entries()) {
    if (edgeIds.has(edge.id))
      ctx.addIssue({ code: 'custom', path: ['edges', index, 'id'], ...says('field.duplicates') })
    edgeIds.add(edge.id)
    for (const end of ['source', 'target'] as const)
      if (!nodeIds.has(edge[end]))
        ctx.addIssue({
          code: 'custom',
          path: ['edges', index, end],
          ...says('automation.unknownNode'),
        })
  }
}

export const automationGraph = z
  .object({
    nodes: z.array(graphNode).max(automationLimits.maxNodes),
    edges: z.array(graphEdge).max(automationLimits.maxEdges),
  })
  .superRefine(checkIntegrity)
export type AutomationGraph = z.output<typeof automationGraph>

/** A new automation's draft: its trigger, waiting to be told what starts it. */
export const starterGraph = (): AutomationGraph => ({
  nodes: [
    {
      id: 'trigger',
      kind: 'trigger',
      position: { x: 0, y: 0 },
      settings: newNodeSettings('trigger'),
    },
  ],
  edges: [],
})

/** The event of a graph's trigger, when it has exactly one with a known event (lists show it). */
export function triggerEventOf(graph: AutomationGraph): TriggerEvent | null {
  const triggers = graph.nodes.filter((node) => node.kind === 'trigger')
  const event = triggers.length === 1 ? triggers[0]?.settings.event : undefined
  return (triggerEvents as readonly unknown[]).includes(event) ? (event as TriggerEvent) : null
}
