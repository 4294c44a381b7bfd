import type { ContactList } from '../../contract/contact'
import type { MessageResponse } from '../../contract/errors'
import { audiencePaths, resourcePaths } from '../../contract/routes'
import type {
  SegmentCountMode,
  SegmentFields,
  SegmentList,
  SegmentPreview,
  SegmentProgress,
  SegmentRequest,
  SegmentResource,
  SegmentSummary,
  SegmentUpdateRequest,
} from '../../contract/segment'
import type { RuleGroup } from '../../contract/segment-rules'
import type { HttpClient } from '../http/client'
import { fillPath } from './paths'
import type { PageQuery } from './teamSettings'

/** GET segments/{id}/progress: the count's progress beside the last finished count. */
export type SegmentProgressAnswer = SegmentProgress & {
  segment_id: string
  contact_count: number | null
}

const one = (id: string) => `${resourcePaths.segments}/${encodeURIComponent(id)}`

/** Segments (spec §7 Audience): CRUD and fields, preview, progress, summary, reset-progress. */
export function createSegmentsApi(api: HttpClient) {
  const { v1 } = api
  return {
    list: (query: PageQuery & { sort?: string; search?: string }, signal?: AbortSignal) =>
      v1.get<SegmentList>(resourcePaths.segments, { query: { ...query }, signal }),
    show: (id: string, signal?: AbortSignal) => v1.get<SegmentResource>(one(id), { signal }),
    create: (body: SegmentRequest, signal?: AbortSignal) =>
      v1.post<SegmentResource>(resourcePaths.segments, body, { signal }),
    update: (id: string, body: SegmentUpdateRequest, signal?: AbortSignal) =>
      v1.put<SegmentResource>(one(id), body, { signal }),
    destroy: (id: string, signal?: AbortSignal) => v1.delete<MessageResponse>(one(id), { signal }),
    fields: (signal?: AbortSignal) =>
      v1.get<SegmentFields>(audiencePaths.segmentFields, { signal }),
    preview: (rules: RuleGroup, count: SegmentCountMode, signal?: AbortSignal) =>
      v1.post<SegmentPreview>(audiencePaths.segmentPreview, { rules, count }, { signal }),
    summary: (id: string, signal?: AbortSignal) =>
      v1.get<SegmentSummary>(fillPath(audiencePaths.segmentSummary, { id }), { signal }),
    /** The contacts a saved segment matches now, a page at a time. */
    contacts: (id: string, query: PageQuery, signal?: AbortSignal) =>
      v1.get<ContactList>(fillPath(audiencePaths.segmentContacts, { id }), {
        query: { ...query },
        signal,
      }),
    progress: (id: string, signal?: AbortSignal) =>
      v1.get<SegmentProgressAnswer>(fillPath(audiencePaths.segmentProgress, { id }), { signal }),
    resetProgress: (id: string, signal?: AbortSignal) =>
      v1.post<SegmentResource>(fillPath(audiencePaths.segmentResetProgress, { id }), undefined, {
        signal,
      }),
  }
}

export type SegmentsApi = ReturnType<typeof createSegmentsApi>
