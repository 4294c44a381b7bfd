import { eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { z } from 'zod'
import { email } from '../../../src/contract/fields'
import { mailboxListQuery } from '../../../src/contract/mailbox'
import { authPaths } from '../../../src/contract/routes'
import { users } from '../db/schema'
import type { AppDeps } from '../deps'
import { lookUpAccessToken } from '../domain/auth/sessions'
import { appendEngineOutcome } from '../domain/campaigns/engine-outcome'
import { presentCampaign } from '../domain/campaigns/present'
import { listMail } from '../domain/mailbox/list-mail'
import { localeOf } from './locale'
import { simulatedReply, simulateReply } from './test-inbound'
import { seededJourneys, seedJourneys, wakeJourneys } from './test-journeys'
import { seedCampaignMessages, seededMessages } from './test-messages'
import { readQuery } from './validate'

/** Where the hooks answer: outside /api/proxy, so no API (or upstream) ever owns the paths. */
export const testHooksBase = '/api/testing'

const byEmail = z.object({ email })

/** What the delivery engine may report, as the campaign lifecycle names it. */
const engineOutcome = z.discriminatedUnion('type', [
  z.object({ type: z.literal('engine.started') }),
  z.object({ type: z.literal('engine.runFinished') }),
  z.object({ type: z.literal('engine.failed'), reason: z.string().min(1).max(500) }),
])

/**
 * Test hooks, mounted only when TEST_HOOKS=1 (the end-to-end run sets it; nothing else should):
 * `GET /api/testing/mailbox?filter[to]=…` reads the local mailbox without a staff account (the
 * tests sign up people who have not verified anything yet), and
 * `GET /api/testing/refreshes?email=…` answers how many token refreshes that user's sessions
 * made since the server started, counted where token/refresh answers, and
 * `POST /api/testing/campaigns/{id}/engine` reports a delivery engine outcome for a campaign
 * (the lifecycle's page test plays the engine: 200 with the campaign, or 409 with the reason),
 * and `POST /api/testing/campaigns/{id}/messages` `{messages}` writes finished messages into a
 * campaign (test-messages.ts; the reports' page test: 201 `{created}`, 404 without it), and
 * `POST /api/testing/automations/{id}/journeys` `{journeys}` writes journeys and their steps
 * into a published automation (test-journeys.ts; the graph's counts: 201 `{created}`, 404), and
 * `POST /api/testing/automations/{id}/wake` makes its waiting journeys due now and kicks the
 * engine (a real flow's end-to-end test, which cannot wait out a wait: 200 `{woken}`, 404), and
 * `POST /api/testing/inbound-sms` `{from, numbering?, to, text}` makes the carrier simulator's handset reply
 * (test-inbound.ts: 201 with the stored message once stored, 409 when the carrier is SMPP).
 */
export function installTestHooks(app: Hono, deps: AppDeps, apiVersionRoot: string): void {
  const refreshes = new Map<string, number>()

  app.post(`${apiVersionRoot}/${authPaths.refresh}`, async (c, next) => {
    await next()
    if (c.res.status !== 200) return
    const { access_token: token } = (await c.res.clone().json()) as { access_token?: string }
    const lookup = token ? await lookUpAccessToken(deps.db, token, deps.clock()) : null
    if (lookup?.state === 'valid')
      refreshes.set(lookup.userId, (refreshes.get(lookup.userId) ?? 0) + 1)
  })

  app.get(`${testHooksBase}/mailbox`, async (c) =>
    c.json(await listMail(deps.db, readQuery(c, mailboxListQuery))),
  )

  app.get(`${testHooksBase}/refreshes`, async (c) => {
    const query = readQuery(c, byEmail)
    const [user] = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, query.email))
    return c.json({ email: query.email, refreshes: user ? (refreshes.get(user.id) ?? 0) : 0 })
  })

  app.post(`${testHooksBase}/campaigns/:id/engine`, async (c) => {
    const outcome = engineOutcome.safeParse(await c.req.json().catch(() => null))
    if (!outcome.success) return c.json({ message: 'Not an engine outcome.' }, 422)
    // From now on this test plays the campaign's engine; the real one leaves it alone.
    deps.campaignsPlayedByTests.add(c.req.param('id'))
    const result = await appendEngineOutcome(deps, c.req.param('id'), outcome.data)
    return result.accepted
      ? c.json(presentCampaign(result.row, localeOf(c)))
      : c.json({ message: result.reason }, 409)
  })

  app.post(`${testHooksBase}/campaigns/:id/messages`, async (c) => {
    const body = seededMessages.safeParse(await c.req.json().catch(() => null))
    if (!body.success) return c.json({ message: 'Not a list of messages.' }, 422)
    const created = await seedCampaignMessages(deps.db, c.req.param('id'), body.data.messages)
    return created === null
      ? c.json({ message: 'No such campaign.' }, 404)
      : c.json({ created }, 201)
  })

  app.post(`${testHooksBase}/automations/:id/journeys`, async (c) => {
    const body = seededJourneys.safeParse(await c.req.json().catch(() => null))
    if (!body.success) return c.json({ message: 'Not a list of journeys.' }, 422)
    const created = await seedJourneys(deps.db, c.req.param('id'), body.data.journeys)
    return created === null
      ? c.json({ message: 'No such published automation, or a contact of another team.' }, 404)
      : c.json({ created }, 201)
  })

  app.post(`${testHooksBase}/automations/:id/wake`, async (c) => {
    const woken = await wakeJourneys(deps.db, c.req.param('id'), deps.clock())
    if (woken === null) return c.json({ message: 'No such automation.' }, 404)
    deps.work.kick()
    return c.json({ woken })
  })

  app.post(`${testHooksBase}/inbound-sms`, async (c) => {
    const body = simulatedReply.safeParse(await c.req.json().catch(() => null))
    if (!body.success) return c.json({ message: 'Not a reply: from (E.164), to, text.' }, 422)
    const stored = await simulateReply(deps, body.data)
    return stored
      ? c.json(stored, 201)
      : c.json({ message: 'The carrier is not the local simulator.' }, 409)
  })
}
