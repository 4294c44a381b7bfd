import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { readConfig } from '../../server/src/config'
import {
  activityLog,
  automationVersions,
  hubMessages,
  ledgerEntries,
  notifications,
  rateSheets,
  routingPlans,
  routingRuleRoutes,
  smsRoutes,
  teamInvitations,
  teamMembers,
  teams,
  users,
  vendorRates,
} from '../../server/src/db/schema'
import { seedOnFirstStart } from '../../server/src/seed'
import { seededAutomationGraphs } from '../../server/src/seed/demo-automations'
import { demoRoutes } from '../../server/src/seed/demo-routes'
import { graphProblems } from '../../src/contract/automation/problems'
import { defaultRoutingScope, hubRoutingScope } from '../../src/contract/constants'
import { register } from './support/accounts'
import { apiBase, backends, useTestServer } from './support/test-server'

describe.each(backends)('the demo seed on %s', (backend) => {
  describe('on an empty database', () => {
    const server = useTestServer(backend, { env: { SEED_PASSWORD: 'demo passphrase 42' } })

    it('is not run for the test suite’s databases', async () => {
      expect(await server.countRows(users)).toBe(0)
    })

    it('runs once, concurrently too: the owner signs in to the demo team and its data', async () => {
      const [first, second] = await Promise.all([
        seedOnFirstStart(server.deps),
        seedOnFirstStart(server.deps),
      ])
      const result = first ?? second
      expect([first, second].filter(Boolean)).toHaveLength(1)
      expect(result).toEqual({
        email: 'demo@switchboard.local',
        password: 'demo passphrase 42',
        signInUrl: 'http://switchboard.test/login',
        mailboxUrl: 'http://switchboard.test/management/mailbox',
      })

      const login = await server.request('POST', `${apiBase}/token/login`, {
        body: { email: result?.email, password: result?.password },
      })
      expect(login.status).toBe(200)
      const token = login.body.access_token
      const user = (await server.request('GET', `${apiBase}/user`, { token })).body
      expect(user.email_verified_at).toEqual(expect.any(String))
      expect(user.profile.completed_at).toEqual(expect.any(String))
      expect(user.current_team).toMatchObject({ name: 'Acme Outreach', role: 'owner' })
      // Platform staff, so a new account's verification mail can be read in the local mailbox.
      expect(user.is_staff).toBe(true)
      const mailbox = await server.request('GET', '/api/proxy/api/management/mailbox', { token })
      expect(mailbox.status).toBe(200)

      const list = await server.request('GET', `${apiBase}/notifications?per_page=100`, { token })
      expect(list.body.meta.total).toBe(11)
      const unread = await server.request('GET', `${apiBase}/notifications/has-unread`, { token })
      expect(unread.body).toEqual({ has_unread: true, unread_count: 5 })
      const types = new Set(list.body.data.map((n: { type: string }) => n.type))
      expect(types.size).toBeGreaterThanOrEqual(8)

      const members = await server.request('GET', `${apiBase}/teams/members`, { token })
      expect(members.body.data.map((m: { role: string }) => m.role).sort()).toEqual([
        'admin',
        'editor',
        'owner',
        'viewer',
      ])
      const activity = await server.request('GET', `${apiBase}/teams/activity?per_page=100`, {
        token,
      })
      expect(activity.status).toBe(200)
      expect(activity.body.data.map((e: { action: string }) => e.action)).toEqual([
        'created',
        'role_changed',
        ...['joined', 'accepted', 'created'],
        ...['joined', 'accepted', 'created'],
        ...['joined', 'accepted', 'created'],
        'created',
      ])

      const counts = {
        users: await server.countRows(users),
        teams: await server.countRows(teams),
        members: await server.countRows(teamMembers),
        invitations: await server.countRows(teamInvitations),
        activity: await server.countRows(activityLog),
        notifications: await server.countRows(notifications),
      }
      expect(counts).toEqual({
        users: 4,
        teams: 5,
        members: 8,
        invitations: 4,
        activity: 12,
        notifications: 11,
      })

      const shown = await server.request('GET', `${apiBase}/automations?sort=name`, { token })
      expect(
        shown.body.data.map(
          (a: { name: string; status: string; scope: string; version: number }) => [
            a.name,
            a.status,
            a.scope,
            a.version,
          ],
        ),
      ).toEqual([
        ['Number portability check', 'inactive', 'hub', 1],
        ['Re-engage on reply', 'inactive', 'campaigns', null],
        ['Welcome new leads', 'active', 'campaigns', 2],
      ])
      for (const graph of seededAutomationGraphs) expect(graphProblems(graph)).toEqual([])
      expect(await server.countRows(automationVersions)).toBe(3)
      // Hub traffic (demo-hub-traffic.ts): each message charged once, the failed ones refunded.
      const hubTraffic = await server.db.select().from(hubMessages)
      expect(hubTraffic.length).toBe(12)
      const charges = await server.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.referenceKind, 'message'))
      expect(charges.filter((entry) => entry.kind === 'usage')).toHaveLength(12)
      expect(charges.filter((entry) => entry.kind === 'refund')).toHaveLength(
        hubTraffic.filter((message) => message.status === 'failed').length,
      )

      // One list of demo routes: the rates, the default plan and the rate inbox share it, and
      // every route the plan uses has rates.
      // The hub's demo route (demo-hub-routing.ts) is apart from them, in the hub scope.
      const routes = await server.db
        .select()
        .from(smsRoutes)
        .where(eq(smsRoutes.scope, defaultRoutingScope))
      expect(routes.map((route) => route.name).sort()).toEqual(
        Object.values(demoRoutes)
          .map((route) => route.name)
          .sort(),
      )
      const rated = new Set(
        (await server.db.select({ routeId: vendorRates.routeId }).from(vendorRates)).map(
          (rate) => rate.routeId,
        ),
      )
      const planned = await server.db.select().from(routingRuleRoutes)
      expect(planned.length).toBeGreaterThan(0)
      for (const split of planned) expect(rated.has(split.routeId)).toBe(true)
      const hubRoutes = await server.db
        .select({ id: smsRoutes.id })
        .from(smsRoutes)
        .where(eq(smsRoutes.scope, hubRoutingScope))
      expect(hubRoutes).toHaveLength(1)
      const hubPlans = await server.db
        .select({ id: routingPlans.id })
        .from(routingPlans)
        .where(and(eq(routingPlans.scope, hubRoutingScope), eq(routingPlans.isDefault, true)))
      expect(hubPlans).toHaveLength(1)
      const sheets = await server.db.select({ routeId: rateSheets.routeId }).from(rateSheets)
      const acme = routes.find((route) => route.name === demoRoutes.acme.name)
      expect(sheets.map((sheet) => sheet.routeId)).toEqual([acme?.id])

      // A live phone whose tests reach each kind of finding, and a fake receipt on Acme's route.
      const liveTests = await server.request('GET', '/api/proxy/api/management/live-phones/tests', {
        token,
      })
      expect(liveTests.body.data.map((test: { verdict: string }) => test.verdict).sort()).toEqual([
        'delivered',
        'fake_dlr',
        'not_delivered',
        'sender_changed',
      ])

      // The demo client-rate rules price the demo clients on the plan's UK routes.
      const clients = await server.request('GET', `${apiBase}/companies?filter[kind]=client`, {
        token,
      })
      const pricedBy = async (client: string) => {
        const id = clients.body.data.find((row: { name: string }) => row.name === client)?.id
        const priced = await server.request(
          'GET',
          `${apiBase}/hub/routing/client/rates?country=GB&per_page=1&client_id=${id}`,
          { token },
        )
        expect(priced.status).toBe(200)
        return priced.body.data.map((row: { price: string | null; rule_name: string }) => [
          row.price !== null,
          row.rule_name,
        ])
      }
      expect(await pricedBy('Globex Messaging')).toEqual([
        [true, 'Globex: cost + 25 %, at least 0.002'],
      ])
      expect(await pricedBy('Initech Alerts')).toEqual([
        [true, 'Initech: fixed USD price in the UK'],
      ])
      // The demo endpoints: Globex's notice waits with an increase within the notice period.
      const endpoints = await server.request('GET', `${apiBase}/hub/endpoints`, { token })
      expect(endpoints.body.data.map((e: { name: string }) => e.name)).toEqual([
        'Globex SMPP',
        'Initech HTTP',
      ])
      const notice = await server.request(
        'GET',
        `${apiBase}/hub/endpoints/${endpoints.body.data[0].id}/rate-notice`,
        { token },
      )
      expect(
        notice.body.prices.map((p: { country: string; kind: string; too_soon: boolean }) => [
          p.country,
          p.kind,
          p.too_soon,
        ]),
      ).toEqual([
        ['FR', 'new', false],
        ['GB', 'increase', false],
      ])

      expect(await seedOnFirstStart(server.deps)).toBeNull()
      expect(await server.countRows(users)).toBe(counts.users)
      expect(await server.countRows(notifications)).toBe(counts.notifications)
    })
  })

  describe('on a database with users', () => {
    const server = useTestServer(backend)

    it('adds nothing', async () => {
      await register(server)
      expect(await seedOnFirstStart(server.deps)).toBeNull()
      expect(await server.countRows(users)).toBe(1)
      expect(await server.countRows(notifications)).toBe(0)
    })
  })

  describe('once seeded and emptied again', () => {
    const server = useTestServer(backend)

    it('is not run a second time', async () => {
      expect(await seedOnFirstStart(server.deps)).not.toBeNull()
      await server.db.delete(users)
      expect(await seedOnFirstStart(server.deps)).toBeNull()
      expect(await server.countRows(users)).toBe(0)
    })
  })
})

describe('the seed settings', () => {
  it('seed by default with a generated password; SEED=0 turns the seed off', () => {
    expect(readConfig({}).seed).toEqual({
      enabled: true,
      email: 'demo@switchboard.local',
      password: undefined,
    })
    for (const off of ['0', 'false', 'off', 'OFF'])
      expect(readConfig({ SEED: off }).seed.enabled, off).toBe(false)
    expect(readConfig({ SEED_EMAIL: 'Boss@Example.test' }).seed.email).toBe('boss@example.test')
  })
})
