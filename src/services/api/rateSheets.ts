import type { MessageResponse } from '../../contract/errors'
import type {
  RateInboxMailResource,
  RateInboxMailUpdate,
  RateParseRequest,
  RateParserProfileList,
  RateParserProfileRequest,
  RateParserProfileResource,
  RateSheetList,
  RateSheetPreview,
  RateSheetResource,
  RateSheetRowKind,
  RateSheetRowList,
} from '../../contract/rate-sheet'
import { rateSheetPaths } from '../../contract/routes'
import type { HttpClient } from '../http/client'
import type { Uploader, UploadOptions } from '../http/upload'
import { fillPath } from './paths'

/** A change set's page, and the kind it is filtered to. */
export interface RateSheetRowQuery {
  page: number
  kind?: RateSheetRowKind | undefined
}

/** Which sheet of a workbook the preview reads (by name first, else by position). */
export interface RateSheetPreviewChoice {
  sheet_name?: string | undefined
  sheet_index?: number | undefined
}

/** The rate-sheet inbox and the rate parser (issue 17 item 5). */
export function createRateSheetsApi(api: HttpClient, uploader: Uploader) {
  const { v1 } = api
  const sheet = (id: string) => fillPath(rateSheetPaths.inbox, { id })
  const profile = (id: string) => `${rateSheetPaths.profiles}/${encodeURIComponent(id)}`
  return {
    list: (signal?: AbortSignal) =>
      v1.get<RateSheetList>(rateSheetPaths.inboxes, { query: { per_page: 20 }, signal }),
    /** Sends a vendor's sheet to a route's inbox (multipart: `route_id`, then `file`). */
    upload: (file: File, routeId: string, options: Omit<UploadOptions, 'fields'> = {}) =>
      uploader.upload<RateSheetResource>(rateSheetPaths.inboxes, 'file', file, {
        ...options,
        fields: { route_id: routeId },
      }),
    show: (id: string, signal?: AbortSignal) => v1.get<RateSheetResource>(sheet(id), { signal }),
    rows: (id: string, { page, kind }: RateSheetRowQuery, signal?: AbortSignal) =>
      v1.get<RateSheetRowList>(fillPath(rateSheetPaths.inboxRows, { id }), {
        query: { page, per_page: 50, 'filter[kind]': kind },
        signal,
      }),
    preview: (id: string, choice: RateSheetPreviewChoice, signal?: AbortSignal) =>
      v1.get<RateSheetPreview>(fillPath(rateSheetPaths.inboxPreview, { id }), {
        query: { ...choice },
        signal,
      }),
    profiles: (signal?: AbortSignal) =>
      v1.get<RateParserProfileList>(rateSheetPaths.profiles, { query: { per_page: 100 }, signal }),
    createProfile: (body: RateParserProfileRequest, signal?: AbortSignal) =>
      v1.post<RateParserProfileResource>(rateSheetPaths.profiles, body, { signal }),
    updateProfile: (id: string, body: RateParserProfileRequest, signal?: AbortSignal) =>
      v1.put<RateParserProfileResource>(profile(id), body, { signal }),
    parse: (body: RateParseRequest, signal?: AbortSignal) =>
      v1.post<RateSheetResource>(rateSheetPaths.parse, body, { signal }),
    apply: (id: string, signal?: AbortSignal) =>
      v1.post<RateSheetResource>(fillPath(rateSheetPaths.apply, { id }), {}, { signal }),
    remove: (id: string, signal?: AbortSignal) => v1.delete<MessageResponse>(sheet(id), { signal }),
    /** A route's inbox's mail-in address (null while the server takes no mail) and allow-list. */
    mailIn: (routeId: string, signal?: AbortSignal) =>
      v1.get<RateInboxMailResource>(fillPath(rateSheetPaths.mailIn, { route_id: routeId }), {
        signal,
      }),
    updateMailIn: (routeId: string, body: RateInboxMailUpdate, signal?: AbortSignal) =>
      v1.put<RateInboxMailResource>(fillPath(rateSheetPaths.mailIn, { route_id: routeId }), body, {
        signal,
      }),
  }
}

export type RateSheetsApi = ReturnType<typeof createRateSheetsApi>
