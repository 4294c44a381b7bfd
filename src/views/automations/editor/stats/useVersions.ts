import type { AutomationVersionSummary } from '../../../../contract/automation/automation'
import { pagination } from '../../../../contract/constants'
import { dataOrThrow } from '../../../../contract/result'
import { useLiveQuery } from '../../../lists/useLiveQuery'
import { automationsApi } from '../../list/automationsApi'

const loadVersions = async (
  automationId: string,
  signal: AbortSignal,
): Promise<AutomationVersionSummary[]> =>
  dataOrThrow(
    await automationsApi.versions(
      automationId,
      { page: 1, per_page: pagination.maxItemsPerPage, sort: '-version' },
      signal,
    ),
  ).data

/** The automation's published versions, newest first (the latest page of them). */
export const useVersions = (automationId: string) => useLiveQuery(loadVersions, automationId)
