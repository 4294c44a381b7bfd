import {
  type AutomationResource,
  type AutomationUpdateRequest,
  automationPaths,
} from '../../../contract/automation/automation'
import type {
  ReferenceCheckRequest,
  ReferenceCheckResponse,
} from '../../../contract/automation/problems'
import { fillPath } from '../../../services/api/paths'
import { api } from '../../../services/http'
import type { ApiResult } from '../../../services/http/client'

const one = (id: string) => `${automationPaths.automations}/${encodeURIComponent(id)}`

/**
 * The editor's calls: read the automation, save its draft, publish the draft as a version, and
 * ask which records the draft names are gone.
 */
export const editorApi = {
  show: (id: string, signal?: AbortSignal) => api.v1.get<AutomationResource>(one(id), { signal }),
  saveDraft: (id: string, body: AutomationUpdateRequest, signal?: AbortSignal) =>
    api.v1.put<AutomationResource>(one(id), body, { signal }),
  publish: (id: string, signal?: AbortSignal) =>
    api.v1.post<AutomationResource>(fillPath(automationPaths.publish, { id }), undefined, {
      signal,
    }),
  checkReferences: (body: ReferenceCheckRequest, signal?: AbortSignal) =>
    api.v1.post<ReferenceCheckResponse>(automationPaths.references, body, { signal }),
}

/** /campaigns/automations/{id} and /hub/automations/{id}: the automation whose draft is edited. */
export const loadAutomation = (
  id: string,
  signal: AbortSignal,
): Promise<ApiResult<AutomationResource>> => editorApi.show(id, signal)
