import { and, eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  type CompanyBalanceResponse,
  type CompanyEntryResponse,
  companyBalanceQuery,
  companyWriters,
} from '../../../src/contract/company'
import { companyLimits, ledger } from '../../../src/contract/constants'
import { manualEntryRequest } from '../../../src/contract/ledger'
import { formatMoney, parseMoney } from '../../../src/contract/money'
import { companyPaths } from '../../../src/contract/routes'
import { companies } from '../db/schema'
import type { AppDeps } from '../deps'
import { recordActivity } from '../domain/activity/record'
import { recordCompanyChange } from '../domain/companies/activity'
import { noteCompanyBalance } from '../domain/companies/low-balance'
import { companyHolder, presentCompany } from '../domain/companies/present'
import { companyBalanceSummary } from '../domain/companies/summary'
import {
  appendLedgerEntry,
  ledgerBalanceOf,
  ledgerEntryPage,
  presentBalance,
  presentEntry,
} from '../domain/ledger'
import { actorOf, ensureRole } from '../domain/teams/access'
import type { AppEnv } from '../http/context'
import { ApiError } from '../http/errors'
import { requireTeamAccess } from '../http/team-access'
import { readBody, readQuery } from '../http/validate'
import { said } from '../http/words'
import { authorize, findTeamRow } from './audience/guard'
import { companyCheckerRoutes } from './company-checker'

const notFound = () => new ApiError(404, said('thing.notFound', { thing: 'company' }))

/**
 * A company's money and standing beside its CRUD (issue 18 item 1): its balance with the
 * ledger's entries, a manual top-up or adjustment, the team's summary by currency, and
 * toggle-active. Every member reads; owners and admins move money and toggle. Another team's
 * company is a 404.
 */
export function companyRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const access = requireTeamAccess(deps)
  const writing = (action: 'create' | 'update') => ({ action, things: 'company' }) as const

  app.get(`/${companyPaths.balanceSummary}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'company')
    return c.json(await companyBalanceSummary(deps.db, caller.team.id))
  })

  app.get(`/${companyPaths.balance}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'company')
    const company = await findTeamRow(deps.db, companies, caller, c, notFound)
    const query = readQuery(c, companyBalanceQuery)
    const holder = companyHolder(company)
    const [balance, page] = await Promise.all([
      ledgerBalanceOf(deps.db, holder, company.currency),
      ledgerEntryPage(deps.db, holder, { ...query, seriesPoints: companyLimits.seriesPoints }),
    ])
    const answer: CompanyBalanceResponse = {
      company_id: company.id,
      credit_limit: presentCompany(company).credit_limit,
      balance: presentBalance(balance.exact, balance.entryCount),
      ...page,
    }
    return c.json(answer)
  })

  app.post(`/${companyPaths.balance}`, access, async (c) => {
    const caller = c.get('access')
    ensureRole(caller.team.role, companyWriters, writing('update'))
    const company = await findTeamRow(deps.db, companies, caller, c, notFound)
    const body = await readBody(c, manualEntryRequest)
    const holder = companyHolder(company)
    const amount = parseMoney(body.amount, { currency: company.currency, scale: ledger.entryScale })
    const entry = await deps.db.transaction(async (tx) => {
      const written = await appendLedgerEntry(tx, holder, {
        kind: body.kind,
        amount,
        reason: body.reason ?? null,
        createdBy: caller.user.id,
      })
      await recordCompanyChange(tx, caller, company, {
        ledger_entry: { kind: written.kind, amount: written.amount },
      })
      return written
    })
    await noteCompanyBalance(deps, caller.team.id, company.id)
    const balance = await ledgerBalanceOf(deps.db, holder, company.currency)
    const answer: CompanyEntryResponse = {
      entry: presentEntry(entry, caller.user.name),
      balance: presentBalance(balance.exact, balance.entryCount),
    }
    return c.json(answer, 201)
  })

  app.patch(`/${companyPaths.toggleActive}`, access, async (c) => {
    const caller = c.get('access')
    ensureRole(caller.team.role, companyWriters, writing('update'))
    const company = await findTeamRow(deps.db, companies, caller, c, notFound)
    const toggled = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(companies)
        .set({ active: sql`not ${companies.active}` })
        .where(and(eq(companies.teamId, caller.team.id), eq(companies.id, company.id)))
        .returning()
      if (!row) throw notFound()
      await recordActivity(tx, {
        teamId: caller.team.id,
        actor: actorOf(caller),
        action: row.active ? 'activated' : 'deactivated',
        subjectType: 'company',
        subjectId: row.id,
        subjectLabel: row.name,
      })
      return row
    })
    const balance = await ledgerBalanceOf(deps.db, companyHolder(toggled), toggled.currency)
    return c.json(presentCompany({ ...toggled, balance: formatMoney(balance.exact) }))
  })
  app.route('/', companyCheckerRoutes(deps))
  return app
}
