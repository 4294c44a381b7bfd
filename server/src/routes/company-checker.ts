import { Hono } from 'hono'
import {
  type CheckerSyncResult,
  type CheckerTestResult,
  type CheckerValidation,
  checkerRequest,
  checkerTemplate,
  placeholdersOf,
} from '../../../src/contract/balance-checker'
import { companyWriters } from '../../../src/contract/company'
import type { AppLocale } from '../../../src/contract/constants'
import { balanceChecker as limits } from '../../../src/contract/constants'
import { companyPaths } from '../../../src/contract/routes'
import { companies } from '../db/schema'
import type { AppDeps } from '../deps'
import { recordCompanyChange } from '../domain/companies/activity'
import { figureText } from '../domain/companies/balance-checker/read-figure'
import { type CheckerRun, runChecker } from '../domain/companies/balance-checker/run'
import {
  findChecker,
  presentChecker,
  presentReported,
  problemText,
  saveChecker,
  templateOf,
} from '../domain/companies/balance-checker/store'
import { syncChecker } from '../domain/companies/balance-checker/sync'
import type { CompanyRow } from '../domain/companies/present'
import { ensureRole } from '../domain/teams/access'
import type { AppEnv } from '../http/context'
import { ApiError } from '../http/errors'
import { localeOf } from '../http/locale'
import { requireTeamAccess } from '../http/team-access'
import { readBody } from '../http/validate'
import { said } from '../http/words'
import { authorize, findTeamRow } from './audience/guard'

const notFound = () => new ApiError(404, said('thing.notFound', { thing: 'company' }))

function presentRun(run: CheckerRun, currency: string, locale: AppLocale): CheckerTestResult {
  const body = run.answer?.body ?? ''
  return {
    response: run.answer
      ? {
          status: run.answer.status,
          headers: run.answer.headers,
          body: body.slice(0, limits.rawBodyMaxChars),
          truncated: run.answer.truncated || body.length > limits.rawBodyMaxChars,
        }
      : null,
    balance: run.figure ? figureText(run.figure) : null,
    currency,
    error: run.problem ? problemText(run.problem, locale) : null,
  }
}

/** Only a vendor has a checker (409 for a client). */
function ensureVendor(company: CompanyRow) {
  if (company.kind !== 'vendor') throw new ApiError(409, said('checker.vendorsOnly'))
}

/**
 * A vendor's balance checker (issue 18 item 1): read and save its template (credentials are
 * written, never answered), check a template without saving it, run it once to see the raw
 * answer and the figure, and sync now (the figure stored as the vendor-reported balance). Every
 * member reads; owners and admins write, test and sync (a test sends the stored credentials).
 */
export function companyCheckerRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const access = requireTeamAccess(deps)
  const writing = { action: 'update', things: 'company' } as const

  app.post(`/${companyPaths.validateCustomRequest}`, access, async (c) => {
    const caller = c.get('access')
    ensureRole(caller.team.role, companyWriters, writing)
    const template = await readBody(c, checkerTemplate)
    const used = [template.url, template.body, ...template.headers.map((header) => header.value)]
    const answer: CheckerValidation = { valid: true, placeholders: placeholdersOf(used.join('\n')) }
    return c.json(answer)
  })

  app.get(`/${companyPaths.balanceChecker}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'company')
    const company = await findTeamRow(deps.db, companies, caller, c, notFound)
    return c.json(presentChecker(company, await findChecker(deps.db, company), localeOf(c)))
  })

  app.post(`/${companyPaths.balanceChecker}`, access, async (c) => {
    const caller = c.get('access')
    ensureRole(caller.team.role, companyWriters, writing)
    const company = await findTeamRow(deps.db, companies, caller, c, notFound)
    ensureVendor(company)
    const body = await readBody(c, checkerRequest)
    const saved = await deps.db.transaction(async (tx) => {
      const row = await saveChecker(tx, company, body, deps.clock())
      await recordCompanyChange(tx, caller, company, {
        balance_checker: { method: row.method, url: row.url },
      })
      return row
    })
    deps.work.kick()
    return c.json(presentChecker(company, saved, localeOf(c)))
  })

  app.post(`/${companyPaths.balanceCheckerTest}`, access, async (c) => {
    const caller = c.get('access')
    ensureRole(caller.team.role, companyWriters, writing)
    const company = await findTeamRow(deps.db, companies, caller, c, notFound)
    const checker = await findChecker(deps.db, company)
    if (!checker) throw new ApiError(409, said('checker.notSet'))
    const run = await runChecker(deps, templateOf(checker), checker.credentials, c.req.raw.signal)
    return c.json(presentRun(run, checker.currency, localeOf(c)))
  })

  app.post(`/${companyPaths.balanceSync}`, access, async (c) => {
    const caller = c.get('access')
    ensureRole(caller.team.role, companyWriters, writing)
    const company = await findTeamRow(deps.db, companies, caller, c, notFound)
    const checker = await findChecker(deps.db, company)
    if (!checker) throw new ApiError(409, said('checker.notSet'))
    const { run, stored } = await syncChecker(deps, company, checker, c.req.raw.signal)
    const answer: CheckerSyncResult = {
      ...presentRun(run, checker.currency, localeOf(c)),
      reported: presentReported(stored),
    }
    return c.json(answer)
  })
  return app
}
