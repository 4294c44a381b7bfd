import { Hono } from 'hono'
import {
  clientRateCsvColumns,
  clientRateReorderRequest,
  clientRateSettings,
  clientRateSettingsRequest,
  clientRateTableQuery,
  clientRateWriters,
} from '../../../src/contract/client-rate'
import { clientRatePaths } from '../../../src/contract/routes'
import type { AppDeps } from '../deps'
import { csvLine } from '../domain/audience/export'
import {
  loadClientRateSettings,
  reorderRules,
  saveClientRateSettings,
} from '../domain/client-rates/store'
import { clientRateRows, clientRateTablePage, filterRows } from '../domain/client-rates/table'
import { ensureRole } from '../domain/teams/access'
import type { AppEnv } from '../http/context'
import { requireTeamAccess } from '../http/team-access'
import { readBody, readQuery } from '../http/validate'
import { authorize } from './audience/guard'

/**
 * Client rates beside the rules' CRUD (issue 18 item 3): the rules' order, the computed table
 * (and its CSV), and the team's pricing settings. Everyone in the team reads; owners and admins
 * write. Everything is the caller's team's.
 */
export function clientRateRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const access = requireTeamAccess(deps)
  const writing = { action: 'update', things: 'clientRateRule' } as const

  app.post(`/${clientRatePaths.rulesReorder}`, access, async (c) => {
    const caller = c.get('access')
    ensureRole(caller.team.role, clientRateWriters, writing)
    const { ids } = await readBody(c, clientRateReorderRequest)
    await reorderRules(deps.db, caller.team.id, ids)
    return c.json({ ids })
  })

  app.get(`/${clientRatePaths.table}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'clientRateRule')
    const query = readQuery(c, clientRateTableQuery)
    return c.json(await clientRateTablePage(deps.db, caller.team.id, query, deps.clock()))
  })

  app.get(`/${clientRatePaths.tableExport}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'clientRateRule')
    const query = readQuery(c, clientRateTableQuery)
    const now = deps.clock()
    const at = query.at ? new Date(query.at) : now
    const rows = filterRows(
      await clientRateRows(deps.db, caller.team.id, query, at, now),
      query.only,
    )
    const lines = rows.map((row) =>
      csvLine([
        row.client_name,
        row.country,
        row.mcc,
        row.mnc,
        row.network_name,
        row.cost,
        row.cost_currency,
        row.price,
        row.currency,
        row.margin,
        row.rule_name,
        row.refused,
      ]),
    )
    return c.body([csvLine(clientRateCsvColumns), ...lines].join(''), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="client-rates.csv"',
      'cache-control': 'no-store',
    })
  })

  app.get(`/${clientRatePaths.settings}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'clientRateRule')
    return c.json(await loadClientRateSettings(deps.db, caller.team.id))
  })

  app.put(`/${clientRatePaths.settings}`, access, async (c) => {
    const caller = c.get('access')
    ensureRole(caller.team.role, clientRateWriters, writing)
    const patch = await readBody(c, clientRateSettingsRequest)
    const current = await loadClientRateSettings(deps.db, caller.team.id)
    const settings = clientRateSettings.parse({ ...current, ...patch })
    return c.json(await saveClientRateSettings(deps.db, caller.team.id, settings))
  })

  return app
}
