import type { ContactList } from '../../../contract/contact'
import type {
  SegmentFields,
  SegmentList,
  SegmentResource,
  SegmentSummary,
} from '../../../contract/segment'
import type { ApiResult } from '../../../services/http/client'
import { segmentsApi } from './segmentsApi'

export interface SegmentsPage {
  list: ApiResult<SegmentList>
  /** Each listed segment's rules in words, when its summary answered. */
  summaries: Record<string, SegmentSummary>
}

/** A page of the team's segments, with each one's summary (the page's few calls in parallel). */
export async function loadSegments(page: number, signal: AbortSignal): Promise<SegmentsPage> {
  const list = await segmentsApi.list({ page }, signal)
  if (!list.ok) return { list, summaries: {} }
  const answers = await Promise.all(
    list.data.data.map((segment) => segmentsApi.summary(segment.id, signal)),
  )
  const summaries: Record<string, SegmentSummary> = {}
  for (const answer of answers) if (answer.ok) summaries[answer.data.id] = answer.data
  return { list, summaries }
}

export interface SegmentEditorData {
  fields: ApiResult<SegmentFields>
  /** The saved segment and its summary; absent for a new one. */
  segment?: ApiResult<SegmentResource>
  summary?: ApiResult<SegmentSummary>
  /** A page of the contacts the saved segment matches. */
  contacts?: ApiResult<ContactList>
}

/** What the editor needs: the fields rules may use, and the saved segment when there is one. */
export async function loadSegmentEditor(
  id: string | null,
  page: number,
  signal: AbortSignal,
): Promise<SegmentEditorData> {
  if (id === null) return { fields: await segmentsApi.fields(signal) }
  const [fields, segment, summary, contacts] = await Promise.all([
    segmentsApi.fields(signal),
    segmentsApi.show(id, signal),
    segmentsApi.summary(id, signal),
    segmentsApi.contacts(id, { page }, signal),
  ])
  return { fields, segment, summary, contacts }
}
