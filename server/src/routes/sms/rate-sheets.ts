import { and, asc, count, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import { rateSheetLimits } from '../../../../src/contract/constants'
import {
  rateInboxMailUpdate,
  rateParseRequest,
  rateSheetListQuery,
  rateSheetPreviewQuery,
  rateSheetRowListQuery,
} from '../../../../src/contract/rate-sheet'
import { rateSheetPaths } from '../../../../src/contract/routes'
import { routingScopeQuery } from '../../../../src/contract/routing-scope'
import { orderOf, pageOf, windowOf } from '../../db/list-query'
import {
  rateInboxMail,
  rateParserProfiles,
  rateSheetRows,
  rateSheets,
  smsRoutes,
} from '../../db/schema'
import type { AppDeps } from '../../deps'
import { marginRisks } from '../../domain/client-rates/margin-risks'
import { applyRateSheet } from '../../domain/rate-sheets/apply'
import { inboxMailOf, mailInAddress } from '../../domain/rate-sheets/mail-in'
import { announceRateSheet } from '../../domain/rate-sheets/parse-task'
import {
  presentRateSheet,
  presentRateSheetRow,
  type RateSheetRow,
} from '../../domain/rate-sheets/present'
import { readSheet, SheetFileError, sheetKindOf } from '../../domain/rate-sheets/read-sheet'
import { receiveSheet } from '../../domain/rate-sheets/receive-sheet'
import { trafficShares } from '../../domain/rate-sheets/traffic-share'
import { routesOfScope } from '../../domain/routes/scope'
import { ensureRole, type TeamAccess } from '../../domain/teams/access'
import type { AppEnv } from '../../http/context'
import { ApiError, ValidationError } from '../../http/errors'
import { localeOf, wordsFor } from '../../http/locale'
import { requireTeamAccess } from '../../http/team-access'
import { readBody, readQuery } from '../../http/validate'
import { said } from '../../http/words'
import { authorize, findTeamRow, recordBulk } from '../audience/guard'

const notFound = () => new ApiError(404, said('thing.notFound', { thing: 'rateSheet' }))
const { content: _content, ...listedColumns } = getTableColumns(rateSheets)
const writers = ['owner', 'admin'] as const

/** Owners and admins, who set routing up, change the inbox; the team reads it. */
const ensureWriter = (caller: TeamAccess, action: 'create' | 'update' | 'delete') =>
  ensureRole(caller.team.role, writers, { action, things: 'rateSheet' })

/** A sheet's file could not be read: the 422 of the upload or the preview. */
const unreadable = (error: unknown): never => {
  if (error instanceof SheetFileError)
    throw ValidationError.field('file', said(`rateSheet.${error.code}`, error.values))
  throw error
}

/** Whether the route is the team's and of the call's scope (`scope=hub`: the hub's routes). */
async function teamRouteExists(deps: AppDeps, teamId: string, routeId: string, c: Context) {
  if (!/^[0-9a-f-]{36}$/i.test(routeId)) return false
  const [route] = await deps.db
    .select({ id: smsRoutes.id })
    .from(smsRoutes)
    .where(
      and(eq(smsRoutes.teamId, teamId), eq(smsRoutes.id, routeId), eq(smsRoutes.scope, scopeOf(c))),
    )
  return Boolean(route)
}

const scopeOf = (c: Context) => readQuery(c, routingScopeQuery).scope

/**
 * The rate-sheet inbox (CRUD sms/routing/rates/inboxes: upload, list, show, its change set,
 * a preview for the mapping form, delete) and the rate parser (POST sms/rate-parser queues a
 * parse for the background work; POST sms/rate-parser/:id/apply writes the change set).
 * Another team's sheet is a 404; so is a sheet of another scope's route (the call's `scope`).
 */
export function rateSheetRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const access = requireTeamAccess(deps)
  async function find(caller: TeamAccess, c: Context) {
    const sheet = await findTeamRow(deps.db, rateSheets, caller, c, notFound)
    if (!(await teamRouteExists(deps, caller.team.id, sheet.routeId, c))) throw notFound()
    return sheet
  }

  /** A sheet named in a body or a path of the rate parser: 404 unless it is the call's scope's. */
  async function sheetInScope(caller: TeamAccess, sheetId: string, c: Context) {
    if (!/^[0-9a-f-]{36}$/i.test(sheetId)) throw notFound()
    const [sheet] = await deps.db
      .select({ routeId: rateSheets.routeId })
      .from(rateSheets)
      .where(and(eq(rateSheets.teamId, caller.team.id), eq(rateSheets.id, sheetId)))
    if (sheet && !(await teamRouteExists(deps, caller.team.id, sheet.routeId, c))) throw notFound()
  }

  app.get(`/${rateSheetPaths.inboxes}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'rateSheet')
    const query = readQuery(c, rateSheetListQuery)
    const where = and(
      eq(rateSheets.teamId, caller.team.id),
      inArray(rateSheets.routeId, routesOfScope(scopeOf(c))),
      query.filter.route_id ? eq(rateSheets.routeId, query.filter.route_id) : undefined,
      query.filter.status ? eq(rateSheets.status, query.filter.status) : undefined,
    ) as SQL
    const { limit, offset } = windowOf(query)
    return c.json(
      await pageOf(
        query,
        deps.db
          .select(listedColumns)
          .from(rateSheets)
          .where(where)
          .orderBy(
            ...orderOf(
              query.sort,
              { created_at: rateSheets.createdAt, filename: rateSheets.filename },
              rateSheets.id,
            ),
          )
          .limit(limit)
          .offset(offset),
        deps.db.select({ value: count() }).from(rateSheets).where(where),
        (row) => presentRateSheet(row, localeOf(c)),
      ),
    )
  })

  app.post(`/${rateSheetPaths.inboxes}`, access, async (c) => {
    const caller = c.get('access')
    ensureWriter(caller, 'create')
    const received = await receiveSheet(c.req.raw)
    const routeId = received.fields.route_id ?? ''
    if (!(await teamRouteExists(deps, caller.team.id, routeId, c)))
      throw ValidationError.field('route_id', 'rateSheet.route')
    const kind = sheetKindOf(received.filename, received.content)
    await readSheet(received.content, kind).catch(unreadable)
    const row = await deps.db.transaction(async (tx) => {
      const [stored] = await tx
        .insert(rateSheets)
        .values({
          teamId: caller.team.id,
          routeId,
          filename: received.filename,
          kind,
          content: received.content,
          sizeBytes: received.content.length,
          uploadedBy: caller.user.id,
        })
        .returning()
      if (!stored) throw new Error('The rate sheet was not stored')
      await recordBulk(tx, caller, {
        action: 'created',
        subjectType: 'rate_sheet',
        subjectId: stored.id,
        label: stored.filename,
        properties: { size: stored.sizeBytes, route_id: routeId },
      })
      return stored
    })
    return c.json(presentRateSheet(row, localeOf(c)), 201)
  })

  /** A route's mail-in address (made on first ask) and its sender allow-list. */
  async function mailInOf(caller: TeamAccess, routeId: string, c: Context) {
    if (!(await teamRouteExists(deps, caller.team.id, routeId, c)))
      throw new ApiError(404, said('thing.notFound', { thing: 'route' }))
    const inbox = await inboxMailOf(deps.db, caller.team.id, routeId)
    const domain = deps.config.mailIn?.domain
    return {
      route_id: inbox.routeId,
      address: domain ? mailInAddress(inbox.token, domain) : null,
      allowed_senders: inbox.allowedSenders,
    }
  }

  app.get(`/${rateSheetPaths.mailIn}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'rateSheet')
    return c.json(await mailInOf(caller, c.req.param('route_id') ?? '', c))
  })

  app.put(`/${rateSheetPaths.mailIn}`, access, async (c) => {
    const caller = c.get('access')
    ensureWriter(caller, 'update')
    const routeId = c.req.param('route_id') ?? ''
    const current = await mailInOf(caller, routeId, c)
    const input = await readBody(c, rateInboxMailUpdate)
    const allowed = [...new Set(input.allowed_senders)]
    await deps.db.transaction(async (tx) => {
      await tx
        .update(rateInboxMail)
        .set({ allowedSenders: allowed })
        .where(and(eq(rateInboxMail.routeId, routeId), eq(rateInboxMail.teamId, caller.team.id)))
      await recordBulk(tx, caller, {
        action: 'updated',
        subjectType: 'sms_route',
        subjectId: routeId,
        label: current.address ?? routeId,
        properties: { allowed_senders: allowed },
      })
    })
    return c.json({ ...current, allowed_senders: allowed })
  })

  app.get(`/${rateSheetPaths.inbox}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'rateSheet')
    return c.json(presentRateSheet(await find(caller, c), localeOf(c)))
  })

  app.get(`/${rateSheetPaths.inboxRows}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'rateSheet')
    const sheet = await find(caller, c)
    const query = readQuery(c, rateSheetRowListQuery)
    const where = and(
      eq(rateSheetRows.sheetId, sheet.id),
      query.filter.kind ? eq(rateSheetRows.kind, query.filter.kind) : undefined,
    ) as SQL
    const { limit, offset } = windowOf(query)
    const [direction] = query.sort
    // Error rows first, each with its reason; then the sheet's order.
    const errorsFirst = desc(sql`(${rateSheetRows.kind} = 'error')`)
    const [shareOf, risksOf] = await Promise.all([
      trafficShares(deps.db, sheet, deps.clock()),
      marginRisks(deps.db, sheet.teamId, deps.clock()),
    ])
    return c.json(
      await pageOf(
        query,
        deps.db
          .select()
          .from(rateSheetRows)
          .where(where)
          .orderBy(
            errorsFirst,
            direction?.direction === 'desc'
              ? desc(rateSheetRows.position)
              : asc(rateSheetRows.position),
          )
          .limit(limit)
          .offset(offset),
        deps.db.select({ value: count() }).from(rateSheetRows).where(where),
        (row) =>
          presentRateSheetRow(
            row,
            localeOf(c),
            shareOf(row),
            row.kind === 'new' || row.kind === 'increase' ? risksOf(row) : [],
          ),
      ),
    )
  })

  app.get(`/${rateSheetPaths.inboxPreview}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'rateSheet')
    const sheet = await find(caller, c)
    const choice = readQuery(c, rateSheetPreviewQuery)
    const read = await readSheet(sheet.content, sheet.kind, {
      sheetName: choice.sheet_name ?? null,
      sheetIndex: choice.sheet_index ?? 0,
    }).catch(unreadable)
    return c.json({
      sheets: read.sheets,
      sheet: read.sheet,
      rows: read.rows.slice(0, rateSheetLimits.previewRows),
    })
  })

  app.delete(`/${rateSheetPaths.inbox}`, access, async (c) => {
    const caller = c.get('access')
    ensureWriter(caller, 'delete')
    const sheet = await find(caller, c)
    if (sheet.status === 'parsing') throw new ApiError(409, 'rateSheet.busy')
    await deps.db.transaction(async (tx) => {
      await tx.delete(rateSheets).where(eq(rateSheets.id, sheet.id))
      await recordBulk(tx, caller, {
        action: 'deleted',
        subjectType: 'rate_sheet',
        subjectId: sheet.id,
        label: sheet.filename,
      })
    })
    return c.json({ message: wordsFor(c)('thing.deleted', { thing: 'rateSheet' }) })
  })

  app.post(`/${rateSheetPaths.parse}`, access, async (c) => {
    const caller = c.get('access')
    ensureWriter(caller, 'update')
    const input = await readBody(c, rateParseRequest)
    await sheetInScope(caller, input.sheet_id, c)
    const queued = await queueParse(deps, caller, input)
    announceRateSheet(deps, queued)
    deps.work.kick()
    return c.json(presentRateSheet(queued, localeOf(c)), 202)
  })

  app.post(`/${rateSheetPaths.apply}`, access, async (c) => {
    const caller = c.get('access')
    ensureWriter(caller, 'update')
    const id = c.req.param('id') ?? ''
    await sheetInScope(caller, id, c)
    const { sheet, applied } = await applyRateSheet(deps.db, caller.team.id, id, deps.clock())
    if (applied) {
      await recordBulk(deps.db, caller, {
        action: 'updated',
        subjectType: 'rate_sheet',
        subjectId: sheet.id,
        label: sheet.filename,
        properties: { applied: true, summary: sheet.summary },
      })
      announceRateSheet(deps, sheet)
    }
    return c.json(presentRateSheet(sheet, localeOf(c)))
  })
  return app
}

/** Marks a received (or parsed, or failed) sheet for parsing with a profile of the team. */
async function queueParse(
  deps: AppDeps,
  caller: TeamAccess,
  input: { sheet_id: string; profile_id: string },
): Promise<RateSheetRow> {
  const uuid = /^[0-9a-f-]{36}$/i
  if (!uuid.test(input.sheet_id)) throw notFound()
  const [profile] = uuid.test(input.profile_id)
    ? await deps.db
        .select({ id: rateParserProfiles.id })
        .from(rateParserProfiles)
        .where(
          and(
            eq(rateParserProfiles.teamId, caller.team.id),
            eq(rateParserProfiles.id, input.profile_id),
          ),
        )
    : []
  if (!profile)
    throw ValidationError.field(
      'profile_id',
      said('thing.notFound', { thing: 'rateParserProfile' }),
    )
  return deps.db.transaction(async (tx) => {
    const [sheet] = await tx
      .select({ status: rateSheets.status })
      .from(rateSheets)
      .where(and(eq(rateSheets.teamId, caller.team.id), eq(rateSheets.id, input.sheet_id)))
      .for('update')
    if (!sheet) throw notFound()
    if (sheet.status === 'parsing') throw new ApiError(409, 'rateSheet.busy')
    if (sheet.status === 'applied') throw new ApiError(409, 'rateSheet.alreadyApplied')
    const [queued] = await tx
      .update(rateSheets)
      .set({
        status: 'parsing',
        profileId: profile.id,
        processedRows: 0,
        totalRows: 0,
        error: null,
        summary: null,
        claimedUntil: null,
        parsedAt: null,
      })
      .where(eq(rateSheets.id, input.sheet_id))
      .returning()
    if (!queued) throw notFound()
    return queued
  })
}
