import { and, desc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { AutomationGraph } from '../../../../src/contract/automation/graph'
import {
  overrideOfChoice,
  type StubKindChoices,
  type StubOverride,
  type StubReply,
  type TestRunResponse,
  type testRunRequest,
} from '../../../../src/contract/automation/testRun'
import {
  type StubCall,
  type WalkContact,
  walkGraph,
} from '../../../../src/contract/automation/walk'
import type { Database } from '../../db/connect'
import { automationVersions, contactEngagements, contacts } from '../../db/schema'
import { ApiError, ValidationError } from '../../http/errors'
import { said } from '../../http/words'
import { loadCustomFields } from '../audience/custom-values'
import type { AutomationRow } from './read'

type TestRunInput = z.output<typeof testRunRequest>

const contactNotFound = () => new ApiError(404, said('thing.notFound', { thing: 'contact' }))

/** The graph the run walks: the latest version, or the draft (the editor's, when it sent one). */
async function graphOf(
  db: Database,
  automation: AutomationRow,
  request: TestRunInput,
): Promise<{ graph: AutomationGraph; version: number | null }> {
  if (request.graph === 'draft')
    return { graph: request.draft_graph ?? automation.graph, version: null }
  const [latest] = await db
    .select({ graph: automationVersions.graph, version: automationVersions.version })
    .from(automationVersions)
    .where(eq(automationVersions.automationId, automation.id))
    .orderBy(desc(automationVersions.version))
    .limit(1)
  if (!latest) throw ValidationError.field('graph', 'automation.notPublished')
  return latest
}

/** A stored contact of the team as a walk reads it, with its engagements; null when none. */
export async function storedWalkContact(
  db: Database,
  teamId: string,
  id: string,
): Promise<WalkContact | null> {
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.teamId, teamId), eq(contacts.id, id)))
  if (!row) return null
  const engagements = await db
    .select({ event: contactEngagements.event, at: contactEngagements.occurredAt })
    .from(contactEngagements)
    .where(and(eq(contactEngagements.teamId, teamId), eq(contactEngagements.contactId, row.id)))
  return {
    id: row.id,
    phone: row.phone,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    country: row.country,
    network: row.network,
    status: row.status,
    source: row.source,
    tags: row.tags,
    custom_fields: row.customFields as WalkContact['custom_fields'],
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    last_contacted_at: row.lastContactedAt?.toISOString() ?? null,
    engagements: engagements.map(({ event, at }) => ({ event, at: at.toISOString() })),
  }
}

/** The run's contact: a stored one of the team, or the made-up one. */
async function contactOf(
  db: Database,
  teamId: string,
  chosen: TestRunInput['contact'],
): Promise<WalkContact> {
  if (chosen.source === 'made_up') {
    const made = chosen.contact
    return {
      ...made,
      id: `made-up:${made.phone}`,
      network: null,
      status: 'active',
      source: 'manual',
      created_at: null,
      updated_at: null,
      last_contacted_at: null,
      engagements: [],
    }
  }
  const stored = await storedWalkContact(db, teamId, chosen.id)
  if (!stored) throw contactNotFound()
  return stored
}

/** What each stubbed kind answers by default: sent, delivered to the hook, not ported. */
const defaultAnswers: Record<StubCall['kind'], Record<string, unknown>> = {
  send_sms: { status: 'queued' },
  send_email: { status: 'queued' },
  start_call: { status: 'answered' },
  webhook: { status: 200 },
  mnp_lookup: { ported: false },
}

/**
 * The recorded stubs: each node answers as the request overrides it, else as its kind's chosen
 * answer, else by its kind's default.
 */
export function recordedStubs(
  overrides: Record<string, StubOverride>,
  choices: StubKindChoices = {},
) {
  return (call: StubCall): StubReply => {
    const chosen = choices[call.kind]
    const override =
      overrides[call.node.id] ??
      (chosen === undefined ? undefined : overrideOfChoice(call.kind, chosen))
    const ok = override?.ok ?? true
    const branch = call.kind === 'mnp_lookup' ? (override?.branch ?? 'not_ported') : null
    const answer = ok
      ? {
          ...defaultAnswers[call.kind],
          ...(override?.outcome ? { status: override.outcome } : {}),
          stub: true,
          ...(branch ? { ported: branch === 'ported', branch } : {}),
        }
      : { stub: true, error: 'refused by the stub' }
    return { ok, branch: ok ? branch : null, answer }
  }
}

/**
 * POST automations/{id}/test-run: the contact walked through the graph with the engine's node
 * semantics, recorded stubs and waits skipped (src/contract/automation/walk.ts). Reads only: no
 * journey, no message, no call.
 */
export async function testRun(
  db: Database,
  teamId: string,
  automation: AutomationRow,
  request: TestRunInput,
  now: Date,
): Promise<TestRunResponse> {
  const [{ graph, version }, contact, fields] = await Promise.all([
    graphOf(db, automation, request),
    contactOf(db, teamId, request.contact),
    loadCustomFields(db, teamId),
  ])
  const walk = walkGraph(graph, contact, {
    answer: recordedStubs(request.stubs, request.choices),
    now,
    automationId: automation.id,
    fields,
  })
  const name = [contact.first_name, contact.last_name].filter(Boolean).join(' ') || null
  return {
    graph: request.graph,
    version,
    contact: {
      id: request.contact.source === 'stored' ? contact.id : null,
      phone: contact.phone,
      name,
    },
    ...walk,
  }
}
