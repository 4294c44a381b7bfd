import type { CustomFieldList } from '../../../contract/custom-field'
import type { ApiResult } from '../../../services/http/client'
import { customFieldsApi } from './customFieldsApi'

/** A page of the team's custom fields by label: a loader, so a team switch loads them again. */
export function loadCustomFields(
  page: number,
  signal: AbortSignal,
): Promise<ApiResult<CustomFieldList>> {
  return customFieldsApi.list({ page, sort: 'label' }, signal)
}
