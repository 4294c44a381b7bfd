import {
  type AutomationDuplicateRequest,
  type AutomationList,
  type AutomationPeriodCountsRequest,
  type AutomationPeriodCountsResponse,
  type AutomationRequest,
  type AutomationResource,
  type AutomationUpdateRequest,
  type AutomationVersion,
  type AutomationVersionList,
  automationPaths,
  type NodeStatsRequest,
  type NodeStatsResponse,
} from '../../contract/automation/automation'
import type { WebhookAttemptList } from '../../contract/automation/webhookLog'
import type { MessageResponse } from '../../contract/errors'
import type { HttpClient, Query } from '../http/client'
import { fillPath } from './paths'

const one = (id: string) => fillPath(`${automationPaths.automations}/:id`, { id })

/**
 * Automations (spec §7, DOMAIN.md "API paths still to build"): CRUD, and the commands of one:
 * toggle on or off, publish its draft, duplicate it, list its versions. A refused command (a
 * delete while contacts are inside, say) answers 409 with its reason.
 */
export function createAutomationsApi(api: HttpClient) {
  const { v1 } = api
  const command = <T>(path: string, id: string, body: unknown, signal?: AbortSignal) =>
    v1.post<T>(fillPath(path, { id }), body, { signal })
  return {
    /** `filter[scope]`, `filter[status]`, `search`, `sort`, `page` (automationListQuery). */
    list: (query: Query, signal?: AbortSignal) =>
      v1.get<AutomationList>(automationPaths.automations, { query, signal }),
    show: (id: string, signal?: AbortSignal) => v1.get<AutomationResource>(one(id), { signal }),
    create: (body: AutomationRequest, signal?: AbortSignal) =>
      v1.post<AutomationResource>(automationPaths.automations, body, { signal }),
    update: (id: string, body: AutomationUpdateRequest, signal?: AbortSignal) =>
      v1.put<AutomationResource>(one(id), body, { signal }),
    destroy: (id: string, signal?: AbortSignal) => v1.delete<MessageResponse>(one(id), { signal }),
    /** On becomes off and off on; answers the automation as it now is. */
    toggle: (id: string, signal?: AbortSignal) =>
      v1.patch<AutomationResource>(fillPath(automationPaths.toggleStatus, { id }), undefined, {
        signal,
      }),
    /** The draft becomes the next numbered version; a graph with problems answers 422. */
    publish: (id: string, signal?: AbortSignal) =>
      command<AutomationResource>(automationPaths.publish, id, undefined, signal),
    /** A copy of the draft, off and unpublished. */
    duplicate: (id: string, body: AutomationDuplicateRequest = {}, signal?: AbortSignal) =>
      command<AutomationResource>(automationPaths.duplicate, id, body, signal),
    versions: (id: string, query: Query, signal?: AbortSignal) =>
      v1.get<AutomationVersionList>(fillPath(automationPaths.versions, { id }), {
        query,
        signal,
      }),
    /** One published version with its graph. */
    version: (id: string, version: number, signal?: AbortSignal) =>
      v1.get<AutomationVersion>(
        fillPath(automationPaths.version, { id, version: String(version) }),
        { signal },
      ),
    /** Per node and per edge, what the journeys did over a period (the graph's counts). */
    nodeStats: (body: NodeStatsRequest, signal?: AbortSignal) =>
      v1.post<NodeStatsResponse>(automationPaths.nodeStats, body, { signal }),
    /** A webhook node's delivery log, newest try first: `node`, `page` (webhookAttemptListQuery). */
    webhookAttempts: (id: string, query: Query, signal?: AbortSignal) =>
      v1.get<WebhookAttemptList>(fillPath(automationPaths.webhookAttempts, { id }), {
        query,
        signal,
      }),
    /** Entered, completed and failed since a moment, for a page of automations. */
    periodCounts: (body: AutomationPeriodCountsRequest, signal?: AbortSignal) =>
      v1.post<AutomationPeriodCountsResponse>(automationPaths.periodCounts, body, { signal }),
  }
}

export type AutomationsApi = ReturnType<typeof createAutomationsApi>
