import { and, eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { id as idSchema } from '../../../src/contract/fields'
import {
  type LivePhoneToken,
  liveHandsetReport,
  liveLogListQuery,
  liveTestListQuery,
  liveTestRequest,
} from '../../../src/contract/live-phone'
import { managementPaths as paths } from '../../../src/contract/routes'
import { routingWriters } from '../../../src/contract/sms-route'
import { livePhones } from '../db/schema'
import type { AppDeps } from '../deps'
import { recordActivity } from '../domain/activity/record'
import { presentTest, webhookPath } from '../domain/live-phones/present'
import { listReceived, listStatusLogs, listTests, summariseTests } from '../domain/live-phones/read'
import { receiveReport, sendLiveTest, settleOverdueTests } from '../domain/live-phones/tests'
import { newPhoneToken } from '../domain/live-phones/token'
import { secretsMatch } from '../domain/security/secrets'
import { actorOf, ensureRole, type TeamAccess } from '../domain/teams/access'
import type { AppEnv } from '../http/context'
import { ApiError } from '../http/errors'
import { requireTeamAccess } from '../http/team-access'
import { readBody, readQuery } from '../http/validate'
import { said } from '../http/words'
import { resourceRoutes } from '../resources/engine'
import { livePhonesResource } from '../resources/live-phones'
import { authorize, findTeamRow } from './audience/guard'

const notFound = () => new ApiError(404, said('thing.notFound', { thing: 'livePhone' }))
const canWrite = (caller: TeamAccess) =>
  ensureRole(caller.team.role, routingWriters, { action: 'update', things: 'livePhone' })

/**
 * Live phones under the management base (spec §7): the team's handsets (CRUD by the resource
 * engine), their tests, what they received and their status logs, and the webhook their app
 * posts to with the phone's token. The fixed paths come before `live-phones/:id`.
 */
export function livePhoneRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const access = requireTeamAccess(deps)

  app.get(`/${paths.liveTests}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'livePhone')
    const query = readQuery(c, liveTestListQuery)
    await settleOverdueTests(deps.db, caller.team.id, deps.clock())
    return c.json(await listTests(deps.db, caller.team.id, query))
  })

  app.get(`/${paths.liveTestSummary}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'livePhone')
    const query = readQuery(c, liveTestListQuery)
    await settleOverdueTests(deps.db, caller.team.id, deps.clock())
    return c.json(await summariseTests(deps.db, caller.team.id, query))
  })

  app.post(`/${paths.livePhoneTests}`, access, async (c) => {
    const caller = c.get('access')
    canWrite(caller)
    const phone = await findTeamRow(deps.db, livePhones, caller, c, notFound)
    const request = await readBody(c, liveTestRequest)
    const test = await sendLiveTest(deps, phone, request)
    return c.json(presentTest(test, phone.name), 201)
  })

  app.get(`/${paths.livePhoneSms}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'livePhone')
    const phone = await findTeamRow(deps.db, livePhones, caller, c, notFound)
    return c.json(await listReceived(deps.db, phone.id, readQuery(c, liveLogListQuery)))
  })

  app.get(`/${paths.livePhoneStatusLogs}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'livePhone')
    const phone = await findTeamRow(deps.db, livePhones, caller, c, notFound)
    const query = readQuery(c, liveLogListQuery)
    await settleOverdueTests(deps.db, caller.team.id, deps.clock())
    return c.json(await listStatusLogs(deps.db, phone.id, query))
  })

  /** The whole token, for the person setting the handset's app up (writers only). */
  app.get(`/${paths.livePhoneToken}`, access, async (c) => {
    const caller = c.get('access')
    canWrite(caller)
    const phone = await findTeamRow(deps.db, livePhones, caller, c, notFound)
    return c.json({
      token: phone.token,
      webhook_path: webhookPath(phone.id),
    } satisfies LivePhoneToken)
  })

  /** A new token: the old one stops working at once. */
  app.post(`/${paths.livePhoneToken}`, access, async (c) => {
    const caller = c.get('access')
    canWrite(caller)
    const phone = await findTeamRow(deps.db, livePhones, caller, c, notFound)
    const [rotated] = await deps.db
      .update(livePhones)
      .set({ token: newPhoneToken(), updatedAt: sql`${livePhones.updatedAt}` })
      .where(and(eq(livePhones.id, phone.id), eq(livePhones.teamId, caller.team.id)))
      .returning()
    if (!rotated) throw notFound()
    await recordActivity(deps.db, {
      teamId: caller.team.id,
      actor: actorOf(caller),
      action: 'updated',
      subjectType: 'live_phone',
      subjectId: phone.id,
      subjectLabel: phone.name,
      properties: { fields: ['token'] },
    })
    return c.json({
      token: rotated.token,
      webhook_path: webhookPath(phone.id),
    } satisfies LivePhoneToken)
  })

  /**
   * The handset app's webhook: no session, the phone's token (X-Phone-Token). An unknown phone
   * and a wrong token are the same 401; a switched-off phone's reports are refused (403).
   */
  app.post(`/${paths.livePhoneInbound}`, async (c) => {
    const token = c.req.header('x-phone-token') ?? ''
    const phoneId = c.req.param('id') ?? ''
    const refused = () => new ApiError(401, 'livePhone.invalidToken')
    if (!token || !idSchema.safeParse(phoneId).success) throw refused()
    const [phone] = await deps.db.select().from(livePhones).where(eq(livePhones.id, phoneId))
    if (!phone || !secretsMatch(token, phone.token)) throw refused()
    if (!phone.active) throw new ApiError(403, 'livePhone.inactive')
    const report = await readBody(c, liveHandsetReport)
    const { received, test } = await receiveReport(deps.db, phone, report, deps.clock())
    return c.json(
      { id: received?.id ?? null, test_id: test?.id ?? null, verdict: test?.verdict ?? null },
      201,
    )
  })

  app.route('/', resourceRoutes(deps, livePhonesResource))
  return app
}
