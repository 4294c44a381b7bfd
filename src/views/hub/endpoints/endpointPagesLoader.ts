import type {
  HubEndpointResource,
  RateNoticeList,
  RateNoticePreview,
  StaticClientRateList,
} from '../../../contract/hub-endpoint'
import type { ApiResult } from '../../../services/http/client'
import { endpointsApi } from './endpointsApi'

export interface StaticPricesData {
  endpoint: ApiResult<HubEndpointResource>
  prices: ApiResult<StaticClientRateList>
}

export interface EmailUpdatesData {
  endpoint: ApiResult<HubEndpointResource>
  preview: ApiResult<RateNoticePreview>
  notices: ApiResult<RateNoticeList>
}

/** /hub/endpoints/<id>/static-client-prices: the endpoint and a page of its prices. */
export async function loadStaticPrices(
  id: string,
  page: number,
  signal: AbortSignal,
): Promise<StaticPricesData> {
  const [endpoint, prices] = await Promise.all([
    endpointsApi.show(id, signal),
    endpointsApi.prices(id, { page }, signal),
  ])
  return { endpoint, prices }
}

/** /hub/endpoints/<id>/email-updates: the notice waiting to be sent and the notices sent. */
export async function loadEmailUpdates(
  id: string,
  page: number,
  signal: AbortSignal,
): Promise<EmailUpdatesData> {
  const [endpoint, preview, notices] = await Promise.all([
    endpointsApi.show(id, signal),
    endpointsApi.notice(id, signal),
    endpointsApi.notices(id, { page }, signal),
  ])
  return { endpoint, preview, notices }
}
