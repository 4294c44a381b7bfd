import type { Database } from '../../db/connect'
import { recordActivity } from '../activity/record'
import { actorOf, type TeamAccess } from '../teams/access'
import type { CompanyRow } from './present'

/** Logs a change to a company beside its CRUD (a ledger entry, its balance checker). */
export function recordCompanyChange(
  tx: Database,
  caller: TeamAccess,
  company: CompanyRow,
  properties: Record<string, unknown>,
) {
  return recordActivity(tx, {
    teamId: caller.team.id,
    actor: actorOf(caller),
    action: 'updated',
    subjectType: 'company',
    subjectId: company.id,
    subjectLabel: company.name,
    properties,
  })
}
