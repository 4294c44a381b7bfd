import { z } from 'zod'
import { automationLimits } from '../constants'
import { tagName } from '../contact'
import { id, text } from '../fields'
import { callOutcomes } from '../voice-campaign'
import { automationGraph, elementId, mnpBranches, nodeKind } from './graph'

/**
 * POST automations/{id}/test-run: one contact walked through the draft or the published graph,
 * with every send, call, webhook and lookup answered by a recorded stub and every wait skipped.
 * It writes nothing and sends nothing; the answer is the trail (./walk.ts walks it with the
 * engine's node semantics, ./nodeStep.ts).
 */

/** A contact made up for the run: nothing of it is stored. */
export const madeUpContact = z.object({
  phone: text(32).default('+15550100000'),
  first_name: text(100).nullable().default(null),
  last_name: text(100).nullable().default(null),
  email: text(255).nullable().default(null),
  country: z.string().length(2).nullable().default(null),
  tags: z.array(tagName).max(automationLimits.testRunMaxTags).default([]),
  custom_fields: z
    .record(
      z.string().regex(/^[a-z][a-z0-9_]*$/),
      z.union([z.string().max(255), z.number(), z.boolean()]),
    )
    .refine((fields) => Object.keys(fields).length <= automationLimits.testRunMaxFields)
    .default({}),
})
export type MadeUpContact = z.input<typeof madeUpContact>

/** How the stub of one node answers, instead of its default (sent, 200, not ported, answered). */
export const stubOverride = z.object({
  ok: z.boolean().default(true),
  /** An MNP lookup's answer. */
  branch: z.enum(mnpBranches).optional(),
  /** A call's outcome. */
  outcome: z.enum(callOutcomes).optional(),
})
export type StubOverride = z.input<typeof stubOverride>

/** The kinds whose effect leaves the product: each is answered by a stub in a test run. */
export const stubbedKinds = [
  'send_sms',
  'send_email',
  'start_call',
  'webhook',
  'mnp_lookup',
] as const
export type StubbedKind = (typeof stubbedKinds)[number]

/** What a person may have each stubbed kind answer in a test run; the first is the default. */
export const stubChoices = {
  send_sms: ['delivered', 'failed'],
  send_email: ['sent', 'failed'],
  start_call: callOutcomes,
  webhook: ['ok', 'failed'],
  mnp_lookup: ['not_ported', 'ported', 'unreachable'],
} as const satisfies Record<StubbedKind, readonly string[]>
export type StubChoice = (typeof stubChoices)[StubbedKind][number]

/** The answer chosen for each stubbed kind: every node of the kind answers so. */
export const stubKindChoices = z.object({
  send_sms: z.enum(stubChoices.send_sms).optional(),
  send_email: z.enum(stubChoices.send_email).optional(),
  start_call: z.enum(stubChoices.start_call).optional(),
  webhook: z.enum(stubChoices.webhook).optional(),
  mnp_lookup: z.enum(stubChoices.mnp_lookup).optional(),
})
export type StubKindChoices = z.input<typeof stubKindChoices>

/** The override a kind's chosen answer makes: `failed` refuses; a lookup's branch; a call's outcome. */
export function overrideOfChoice(kind: StubbedKind, choice: StubChoice): StubOverride {
  if (kind === 'mnp_lookup') return { ok: true, branch: choice as (typeof mnpBranches)[number] }
  if (kind === 'start_call')
    return { ok: choice !== 'failed', outcome: choice as (typeof callOutcomes)[number] }
  return { ok: choice !== 'failed' }
}

export const testRunGraphs = ['draft', 'published'] as const
export type TestRunGraph = (typeof testRunGraphs)[number]

export const testRunRequest = z.object({
  /** `draft`: the stored draft, or `draft_graph` when given (the editor's unsaved graph). */
  graph: z.enum(testRunGraphs).default('draft'),
  draft_graph: automationGraph.optional(),
  contact: z.discriminatedUnion('source', [
    z.object({ source: z.literal('stored'), id }),
    z.object({ source: z.literal('made_up'), contact: madeUpContact }),
  ]),
  /** One node's answer; it goes before its kind's chosen answer (`choices`). */
  stubs: z.record(elementId, stubOverride).default({}),
  choices: stubKindChoices.default({}),
})
export type TestRunRequest = z.input<typeof testRunRequest>

/** What a stub answered a stubbed node, recorded in the trail. */
export const stubReply = z.object({
  ok: z.boolean(),
  /** An MNP lookup's branch; null for the other kinds. */
  branch: z.enum(mnpBranches).nullable(),
  /** The stub's recorded answer (a message id, a status, a lookup's network…). */
  answer: z.record(z.string(), z.unknown()),
})
export type StubReply = z.infer<typeof stubReply>

/** Which of its kind's choices a stub's reply was, for the trail to say. */
export function choiceOfReply(kind: StubbedKind, reply: StubReply): StubChoice {
  if (kind === 'mnp_lookup') return reply.branch ?? 'not_ported'
  if (!reply.ok) return 'failed'
  if (kind === 'start_call') {
    const outcome = callOutcomes.find((each) => each === reply.answer.status)
    return outcome ?? 'answered'
  }
  return stubChoices[kind][0]
}

/**
 * Why a step failed: its settings are unfinished, a go-to's target is gone, a date wait's contact
 * has no date in the field (the engine fails it too), or a stub said no.
 */
export const stepFailures = ['settings', 'goto_target', 'date_missing', 'stub'] as const

export const trailStep = z.object({
  node_id: z.string(),
  kind: nodeKind,
  outcome: z.enum(['completed', 'failed']),
  /** The branch left by; null after a failure and for a go-to. */
  branch: z.string().nullable(),
  /** The edge taken onward; null when none leaves by the branch (the walk ends there). */
  edge_id: z.string().nullable(),
  /** A stubbed node's request: what it would have sent, called or looked up. */
  request: z.record(z.string(), z.unknown()).nullable(),
  stub: stubReply.nullable(),
  /** A wait's settings, skipped; a tag node's tag. */
  detail: z.record(z.string(), z.unknown()).nullable(),
  failure: z.enum(stepFailures).nullable(),
})
export type TrailStep = z.infer<typeof trailStep>

/**
 * How the walk ended: at an end node, by a branch with no edge, at a failed step, at the step
 * limit (a go-to loop, the engine's hop limit), or before it began (no single trigger).
 */
export const walkEndings = ['end', 'no_edge', 'failed', 'step_limit', 'no_trigger'] as const
export type WalkEnding = (typeof walkEndings)[number]

export const testRunResponse = z.object({
  graph: z.enum(testRunGraphs),
  /** The published version walked; null for the draft. */
  version: z.number().int().min(1).nullable(),
  contact: z.object({ id: z.string().nullable(), phone: z.string(), name: z.string().nullable() }),
  steps: z.array(trailStep),
  ended: z.enum(walkEndings),
})
export type TestRunResponse = z.infer<typeof testRunResponse>
