import { randomUUID } from 'node:crypto'
import { and, count, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { notifications, teamMembers, teams } from '../../server/src/db/schema'
import { countVisible } from '../../server/src/domain/notifications/counts'
import {
  raiseTeamNotification,
  storeNotifications,
} from '../../server/src/domain/notifications/raise'
import { visibleTo } from '../../server/src/domain/notifications/visibility'
import { asWritten } from '../../server/src/http/words'
import { serverTokens } from '../../src/contract/constants'
import {
  hasUnreadResponse,
  notificationFields,
  notificationList,
  notificationResource,
  notificationTypeNames,
  notificationTypesResponse,
  readAllResponse,
} from '../../src/contract/notifications'
import { latestMail, linkIn, password, register, registerVerified } from './support/accounts'
import { currentTeamOf, makeTeam, raise, workIn } from './support/notification-fixtures'
import { apiBase, backends, useTestServer } from './support/test-server'

const base = `${apiBase}/notifications`

describe.each(backends)('notifications on %s', (backend) => {
  const server = useTestServer(backend)
  const get = (path: string, token?: string) =>
    server.request('GET', `${base}${path}`, token ? { token } : {})
  const post = (path: string, token?: string) =>
    server.request('POST', `${base}${path}`, token ? { token } : {})

  describe('GET notifications', () => {
    it('lists the user’s notifications newest first, paginated by the list contract', async () => {
      const { id, accessToken } = await register(server)
      for (let index = 1; index <= 3; index++) await raise(server, id, { title: `n${index}` })
      const first = await get('?per_page=2', accessToken)
      expect(first.status).toBe(200)
      const page = notificationList.parse(first.body)
      expect(page.data.map((n) => n.title)).toEqual(['n3', 'n2'])
      expect(page.meta).toEqual({ total: 3, page: 1, per_page: 2, last_page: 2 })
      expect(page.data[0]).toMatchObject({
        type: 'campaign.finished',
        level: 'info',
        link: '/campaigns',
        read_at: null,
        team_id: null,
      })
      const second = await get('?per_page=2&page=2', accessToken)
      expect(second.body.data.map((n: { title: string }) => n.title)).toEqual(['n1'])
      const oldest = await get('?sort=created_at', accessToken)
      expect(oldest.body.data.map((n: { title: string }) => n.title)).toEqual(['n1', 'n2', 'n3'])
      const past = await get('?page=9', accessToken)
      expect(past.body).toEqual({
        data: [],
        meta: { total: 3, page: 9, per_page: 10, last_page: 1 },
      })
    })

    it('filters by type and read status, and searches titles and bodies literally', async () => {
      const { id, accessToken } = await register(server)
      await raise(server, id, { type: 'billing.low_balance', title: 'Balance at 5%' })
      const read = await raise(server, id, { type: 'campaign.failed', body: 'Route down_now' })
      await raise(server, id, { type: 'campaign.failed', title: 'Another failure' })
      await post(`/${read.id}/read`, accessToken)
      const titles = async (query: string) =>
        (await get(query, accessToken)).body.data.map((n: { title: string }) => n.title)
      expect(await titles('?filter[type]=billing.low_balance')).toEqual(['Balance at 5%'])
      expect(await titles('?filter[status]=read')).toEqual([read.title])
      expect(await titles('?filter[status]=unread&filter[type]=campaign.failed')).toEqual([
        'Another failure',
      ])
      expect(await titles('?search=5%25')).toEqual(['Balance at 5%'])
      expect(await titles('?search=down_now')).toEqual([read.title])
      expect(await titles('?search=%25')).toEqual(['Balance at 5%'])
    })

    it('answers 422 for a query outside the list contract', async () => {
      const { accessToken } = await register(server)
      const cases: [string, string][] = [
        ['?per_page=0', 'per_page'],
        ['?per_page=101', 'per_page'],
        ['?page=0', 'page'],
        ['?sort=title', 'sort'],
        ['?filter[type]=nope', 'filter.type'],
        ['?filter[status]=maybe', 'filter.status'],
        ['?filter[user_id]=x', 'filter.user_id'],
      ]
      for (const [query, field] of cases) {
        const response = await get(query, accessToken)
        expect(response.status, query).toBe(422)
        expect(Object.keys(response.body.errors), query).toEqual([field])
      }
    })

    it('answers 401 without a token, with an unknown one and with an expired one', async () => {
      expect((await get('')).status).toBe(401)
      expect((await get('', 'not-a-token')).status).toBe(401)
      const { accessToken } = await register(server)
      server.advanceClock(serverTokens.accessTtlMs + 1000)
      try {
        const expired = await get('', accessToken)
        expect(expired.status).toBe(401)
        expect(expired.body.message).toBe('The access token has expired.')
      } finally {
        server.advanceClock(-(serverTokens.accessTtlMs + 1000))
      }
    })

    it('answers 401 once the session is signed out', async () => {
      const { accessToken } = await register(server)
      await server.request('POST', `${apiBase}/token/logout`, { token: accessToken })
      expect((await get('', accessToken)).status).toBe(401)
      expect((await get('/has-unread', accessToken)).status).toBe(401)
      expect((await post('/read-all', accessToken)).status).toBe(401)
    })
  })

  describe('read and unread', () => {
    it('marks one read, keeps the first read time, and marks it unread again', async () => {
      const { id, accessToken } = await register(server)
      const raised = await raise(server, id)
      const read = await post(`/${raised.id}/read`, accessToken)
      expect(read.status).toBe(200)
      const readAt = notificationResource.parse(read.body).read_at
      expect(readAt).toEqual(expect.any(String))
      server.advanceClock(60_000)
      try {
        const again = await post(`/${raised.id}/read`, accessToken)
        expect(again.body.read_at).toBe(readAt)
      } finally {
        server.advanceClock(-60_000)
      }
      const unread = await post(`/${raised.id}/unread`, accessToken)
      expect(unread.status).toBe(200)
      expect(unread.body).toEqual({ ...read.body, read_at: null })
      expect((await post(`/${raised.id}/unread`, accessToken)).body.read_at).toBeNull()
    })

    it('answers 404 for unknown ids, ids that are not ours, and 401 without a token', async () => {
      const { id, accessToken } = await register(server)
      const raised = await raise(server, id)
      for (const action of ['read', 'unread']) {
        for (const unknown of [randomUUID(), 'not-an-id', "1' OR '1'='1"]) {
          const response = await post(`/${encodeURIComponent(unknown)}/${action}`, accessToken)
          expect(response.status, unknown).toBe(404)
          expect(response.body).toEqual({ message: 'Notification not found.' })
        }
        expect((await post(`/${raised.id}/${action}`)).status).toBe(401)
      }
    })
  })

  describe('read-all and has-unread', () => {
    it('counts the unread, and read-all reads them all once', async () => {
      const { id, accessToken } = await register(server)
      expect(hasUnreadResponse.parse((await get('/has-unread', accessToken)).body)).toEqual({
        has_unread: false,
        unread_count: 0,
      })
      const raised = await Promise.all([raise(server, id), raise(server, id), raise(server, id)])
      await post(`/${raised[0]?.id}/read`, accessToken)
      expect((await get('/has-unread', accessToken)).body).toEqual({
        has_unread: true,
        unread_count: 2,
      })
      const all = await post('/read-all', accessToken)
      expect(all.status).toBe(200)
      expect(readAllResponse.parse(all.body)).toEqual({
        message: 'All notifications are marked as read.',
        updated: 2,
      })
      expect((await get('/has-unread', accessToken)).body.unread_count).toBe(0)
      expect((await post('/read-all', accessToken)).body.updated).toBe(0)
      const listed = await get('?filter[status]=unread', accessToken)
      expect(listed.body.meta.total).toBe(0)
    })

    it('answers 401 without a token', async () => {
      expect((await get('/has-unread')).status).toBe(401)
      expect((await post('/read-all')).status).toBe(401)
    })
  })

  describe('GET notifications/types', () => {
    it('lists every type with its label, level and the caller’s counts', async () => {
      const { id, accessToken } = await register(server)
      await raise(server, id, { type: 'audience.import_finished' })
      const read = await raise(server, id, { type: 'audience.import_finished' })
      await post(`/${read.id}/read`, accessToken)
      const response = await get('/types', accessToken)
      expect(response.status).toBe(200)
      const { data } = notificationTypesResponse.parse(response.body)
      expect(data.map((entry) => entry.type)).toEqual(notificationTypeNames)
      expect(data.find((entry) => entry.type === 'audience.import_finished')).toEqual({
        type: 'audience.import_finished',
        label: 'Import finished',
        level: 'success',
        total: 2,
        unread: 1,
      })
      expect(data.find((entry) => entry.type === 'campaign.failed')).toMatchObject({
        total: 0,
        unread: 0,
      })
      expect((await get('/types')).status).toBe(401)
    })
  })

  describe('isolation', () => {
    it('never shows another user’s notifications: absent from lists, 404 on read', async () => {
      const owner = await register(server)
      const stranger = await register(server)
      const raised = await raise(server, owner.id, { title: 'Owner only' })
      const list = await get('', stranger.accessToken)
      expect(list.body.data.map((n: { id: string }) => n.id)).not.toContain(raised.id)
      expect((await get('/has-unread', stranger.accessToken)).body.unread_count).toBe(0)
      for (const action of ['read', 'unread'])
        expect((await post(`/${raised.id}/${action}`, stranger.accessToken)).status).toBe(404)
      expect((await post('/read-all', stranger.accessToken)).body.updated).toBe(0)
      const still = await get('', owner.accessToken)
      expect(still.body.data[0]).toMatchObject({ id: raised.id, read_at: null })
    })

    it('shows a team’s notifications only while working in that team', async () => {
      const user = await register(server)
      const personal = await currentTeamOf(server, user.accessToken)
      const other = await makeTeam(server, user.id)
      const inPersonal = await raise(server, user.id, { teamId: personal, title: 'personal' })
      const inOther = await raise(server, user.id, { teamId: other, title: 'other' })
      const account = await raise(server, user.id, { title: 'account' })
      const ids = async () =>
        (await get('', user.accessToken)).body.data.map((n: { id: string }) => n.id)

      expect(await ids()).toEqual([account.id, inPersonal.id])
      expect((await post(`/${inOther.id}/read`, user.accessToken)).status).toBe(404)
      expect((await post('/read-all', user.accessToken)).body.updated).toBe(2)

      await workIn(server, user.id, other)
      expect(await ids()).toEqual([account.id, inOther.id])
      expect((await get('/has-unread', user.accessToken)).body.unread_count).toBe(1)
      expect((await post(`/${inPersonal.id}/read`, user.accessToken)).status).toBe(404)
      const types = await get('/types', user.accessToken)
      const finished = types.body.data.find((t: { type: string }) => t.type === 'campaign.finished')
      expect(finished).toMatchObject({ total: 2, unread: 1 })
    })

    it('hides a team’s notifications from a member who is no longer in it', async () => {
      const owner = await register(server)
      const member = await register(server)
      const team = await makeTeam(server, owner.id, [{ userId: member.id, role: 'viewer' }])
      await workIn(server, member.id, team)
      const raised = await raise(server, member.id, { teamId: team, title: 'team news' })
      expect((await get('', member.accessToken)).body.data[0].id).toBe(raised.id)
      await server.db
        .delete(teamMembers)
        .where(and(eq(teamMembers.teamId, team), eq(teamMembers.userId, member.id)))
      expect((await get('', member.accessToken)).body.data).toEqual([])
      expect((await post(`/${raised.id}/read`, member.accessToken)).status).toBe(404)
    })
  })

  describe('raised by server events', () => {
    it('says when the address is verified', async () => {
      const account = await registerVerified(server)
      const list = await get('', account.accessToken)
      expect(list.body.data).toHaveLength(1)
      expect(list.body.data[0]).toMatchObject({
        type: 'account.email_verified',
        level: 'success',
        team_id: null,
        read_at: null,
      })
      // Following the link again verifies nothing new and says nothing new.
      const mail = await latestMail(server, account.email)
      await server.request('GET', linkIn(mail.text))
      expect((await get('', account.accessToken)).body.meta.total).toBe(1)
    })

    it('says when the password is changed or reset', async () => {
      const account = await register(server)
      const chosen = 'a brand new passphrase'
      await server.request('PUT', `${apiBase}/user`, {
        token: account.accessToken,
        body: { current_password: password, password: chosen, password_confirmation: chosen },
      })
      const changed = await get('?filter[type]=account.password_changed', account.accessToken)
      expect(changed.body.data.map((n: { title: string }) => n.title)).toEqual([
        'Your password was changed',
      ])
      await server.request('PUT', `${apiBase}/user`, {
        token: account.accessToken,
        body: { name: 'Renamed' },
      })
      expect((await get('', account.accessToken)).body.meta.total).toBe(1)

      await server.request('POST', `${apiBase}/forgot-password`, { body: { email: account.email } })
      const token = linkIn((await latestMail(server, account.email)).text)
        .split('/')[2]
        ?.split('?')[0]
      const reset = await server.request('POST', `${apiBase}/reset-password`, {
        body: { token, email: account.email, password, password_confirmation: password },
      })
      expect(reset.status).toBe(200)
      const login = await server.request('POST', `${apiBase}/token/login`, {
        body: { email: account.email, password },
      })
      const after = await get('?filter[type]=account.password_changed', login.body.access_token)
      expect(after.body.data.map((n: { title: string }) => n.title)).toEqual([
        'Your password was reset',
        'Your password was changed',
      ])
    })
  })

  describe('the kept counts', () => {
    it('stay equal to the rows through raise, read, unread, read-all and deletes', async () => {
      const user = await register(server)
      const personal = await currentTeamOf(server, user.accessToken)
      const other = await makeTeam(server, user.id)
      const viewers = [
        { userId: user.id, teamId: personal },
        { userId: user.id, teamId: other },
        { userId: user.id, teamId: null },
      ]
      const expectCountsMatchRows = async () => {
        for (const viewer of viewers) {
          const [counted] = await server.db
            .select({
              total: count(),
              unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(
                Number,
              ),
            })
            .from(notifications)
            .where(visibleTo(viewer))
          expect(await countVisible(server.db, viewer)).toEqual(counted)
        }
      }
      await expectCountsMatchRows()
      const raised = []
      for (const teamId of [personal, other, null, personal, other])
        raised.push(await raise(server, user.id, { teamId }))
      await storeNotifications(server.db, [
        { userId: user.id, teamId: personal, type: 'campaign.failed', title: asWritten('a') },
        { userId: user.id, teamId: null, type: 'campaign.failed', title: asWritten('b') },
      ])
      await expectCountsMatchRows()
      await post(`/${raised[0]?.id}/read`, user.accessToken)
      await post(`/${raised[2]?.id}/read`, user.accessToken)
      await expectCountsMatchRows()
      await post(`/${raised[0]?.id}/unread`, user.accessToken)
      await expectCountsMatchRows()
      await post('/read-all', user.accessToken)
      await expectCountsMatchRows()
      await server.db.delete(notifications).where(eq(notifications.id, raised[1]?.id ?? ''))
      await expectCountsMatchRows()
      await server.db.delete(teams).where(eq(teams.id, other))
      await expectCountsMatchRows()
      const listed = await get('?filter[status]=read', user.accessToken)
      expect(listed.body.meta.total).toBe(listed.body.data.length)
    })
  })

  describe('raiseTeamNotification', () => {
    it('notifies the members of the given roles, leaving out the one who caused it', async () => {
      const owner = await register(server)
      const admin = await register(server)
      const editor = await register(server)
      const team = await makeTeam(server, owner.id, [
        { userId: admin.id, role: 'admin' },
        { userId: editor.id, role: 'editor' },
      ])
      const raised = await raiseTeamNotification(server.deps, {
        teamId: team,
        roles: ['owner', 'admin'],
        exceptUserId: admin.id,
        type: 'team.invitation_accepted',
        title: asWritten('Grace accepted your invitation'),
        data: { email: 'grace@example.test' },
      })
      expect(raised).toHaveLength(1)
      expect(raised[0]).toMatchObject({ team_id: team, type: 'team.invitation_accepted' })
      for (const member of [owner, admin, editor]) await workIn(server, member.id, team)
      const totals = await Promise.all(
        [owner, admin, editor].map(async (member) => (await get('', member.accessToken)).body),
      )
      expect(totals.map((body) => body.meta.total)).toEqual([1, 0, 0])
      expect(totals[0].data[0].data).toEqual({ email: 'grace@example.test' })
    })

    it('cuts server-made text to the field limits instead of failing', async () => {
      const { id, accessToken } = await register(server)
      await raise(server, id, { title: 'x'.repeat(5000), body: 'y'.repeat(50_000) })
      const [stored] = (await get('', accessToken)).body.data
      expect(stored.title.length).toBe(notificationFields.titleMaxLength)
      expect(stored.body.length).toBe(notificationFields.bodyMaxLength)
    })
  })
})
