import type { AppDeps } from '../../deps'
import { type MnpRequestRow, presentMnpRequest } from './present'

/** Tells the team's event streams where a run stands. */
export function announceRequest(deps: Pick<AppDeps, 'events'>, row: MnpRequestRow) {
  deps.events.publish({
    name: 'mnp_request.progress',
    audience: { teamId: row.teamId },
    data: presentMnpRequest(row),
  })
}
