import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { activityLog, contacts } from '../../server/src/db/schema'
import {
  contactBulkDeleteResponse,
  contactDashboard,
  contactReport,
  contactTagsResponse,
  contactUpsertResponse,
} from '../../src/contract/contact'
import { caller, download, parseCsv, storeContact } from './support/audience'
import { samplePhone } from './support/resource-samples'
import { apiTokenFor, teamWithEveryRole } from './support/teams'
import { backends, useTestServer } from './support/test-server'

/** contacts/upsert, report, dashboard, tags, bulk-delete and export. */
describe.each(backends)('contact calls on %s', (backend) => {
  const server = useTestServer(backend)

  async function team(name = 'Acme') {
    const fixture = await teamWithEveryRole(server, name)
    return {
      ...fixture,
      call: caller(server, fixture.members.editor.accessToken),
      viewer: caller(server, fixture.members.viewer.accessToken),
    }
  }

  it('POST contacts/upsert creates by phone (201), then merges into the stored contact (200)', async () => {
    const { call } = await team()
    await call('POST', 'custom-fields', { key: 'plan', label: 'Plan', type: 'text' })
    await call('POST', 'custom-fields', { key: 'score', label: 'Score', type: 'number' })
    const created = await call('POST', 'contacts/upsert', {
      phone: '+1 415 200 0001',
      first_name: 'Ada',
      tags: ['one'],
      custom_fields: { plan: 'basic', score: 3 },
    })
    expect(created.status).toBe(201)
    const first = contactUpsertResponse.parse(created.body)
    expect(first.created).toBe(true)
    expect(first.contact).toMatchObject({ phone: '+14152000001', source: 'api', status: 'active' })
    const merged = await call('POST', 'contacts/upsert', {
      phone: '(415) 200-0001',
      country: 'US',
      last_name: 'Lovelace',
      first_name: null,
      tags: ['two', 'ONE'],
      status: 'unsubscribed',
      custom_fields: { score: null, plan: 'pro' },
    })
    expect(merged.status).toBe(200)
    expect(merged.body.created).toBe(false)
    expect(merged.body.contact).toMatchObject({
      id: first.contact.id,
      first_name: 'Ada',
      last_name: 'Lovelace',
      status: 'unsubscribed',
      source: 'api',
      tags: ['one', 'two'],
      custom_fields: { plan: 'pro' },
    })
    const refused = await call('POST', 'contacts/upsert', {
      phone: '+1 415 200 0001',
      custom_fields: { score: 'high' },
    })
    expect(refused.status).toBe(422)
    expect(refused.body.errors).toEqual({
      'custom_fields.score': ['The Score field must be a number.'],
    })
    const noPhone = await call('POST', 'contacts/upsert', { first_name: 'x' })
    expect(noPhone.body.errors).toEqual({ phone: ['The phone field is required.'] })
    expect(
      (
        await caller(server, (await team('V')).members.viewer.accessToken)(
          'POST',
          'contacts/upsert',
          { phone: samplePhone(1) },
        )
      ).status,
    ).toBe(403)
  })

  it('GET contacts/report counts the matching contacts by status, country, network and source', async () => {
    const { call, viewer } = await team()
    await storeContact(call, 1, { status: 'blocked', network: '310260', tags: ['a'] })
    await storeContact(call, 2, { network: '310260', source: 'feed', tags: ['a'] })
    await storeContact(call, 3, { source: 'feed' })
    await call('POST', 'contacts', { phone: '+44 20 7946 0958' })
    const all = contactReport.parse((await viewer('GET', 'contacts/report')).body)
    expect(all.total).toBe(4)
    expect(all.by_status).toEqual([
      { value: 'active', count: 3 },
      { value: 'blocked', count: 1 },
    ])
    expect(all.by_country).toEqual([
      { value: 'US', count: 3 },
      { value: 'GB', count: 1 },
    ])
    expect(all.by_network).toEqual([
      { value: '310260', count: 2 },
      { value: null, count: 2 },
    ])
    expect(all.by_source).toEqual([
      { value: 'feed', count: 2 },
      { value: 'manual', count: 2 },
    ])
    const tagged = (await viewer('GET', 'contacts/report?filter[tag]=a')).body
    expect(tagged.total).toBe(2)
    const refused = await viewer('GET', 'contacts/report?filter[status]=nope')
    expect(refused.status).toBe(422)
  })

  it('GET contacts/dashboard shows totals and growth over a range', async () => {
    const { call, viewer, teamId } = await team()
    const made = [
      await storeContact(call, 1),
      await storeContact(call, 2, { status: 'blocked' }),
      await storeContact(call, 3),
    ]
    const days = ['2025-01-30', '2025-02-01', '2025-02-03']
    for (const [index, contact] of made.entries())
      await server.db
        .update(contacts)
        .set({ createdAt: new Date(`${days[index]}T10:00:00Z`) })
        .where(eq(contacts.id, contact.id))
    const byDay = contactDashboard.parse(
      (await viewer('GET', 'contacts/dashboard?from=2025-02-01&to=2025-02-03')).body,
    )
    expect(byDay).toMatchObject({ total: 3, added_in_range: 2, interval: 'day' })
    expect(byDay.by_status).toEqual({ active: 2, unsubscribed: 0, invalid: 0, blocked: 1 })
    expect(byDay.by_source).toEqual({ upload: 0, feed: 0, api: 0, manual: 3 })
    expect(byDay.growth).toEqual([
      { period: '2025-02-01', added: 1, total: 2 },
      { period: '2025-02-02', added: 0, total: 2 },
      { period: '2025-02-03', added: 1, total: 3 },
    ])
    const byMonth = (
      await viewer('GET', 'contacts/dashboard?from=2025-01-01&to=2025-02-28&interval=month')
    ).body
    expect(byMonth.growth).toEqual([
      { period: '2025-01-01', added: 1, total: 1 },
      { period: '2025-02-01', added: 2, total: 3 },
    ])
    const byWeek = (
      await viewer('GET', 'contacts/dashboard?from=2025-01-27&to=2025-02-09&interval=week')
    ).body
    expect(byWeek.growth).toEqual([
      { period: '2025-01-27', added: 2, total: 2 },
      { period: '2025-02-03', added: 1, total: 3 },
    ])
    const defaults = (await viewer('GET', 'contacts/dashboard')).body
    expect(defaults.growth).toHaveLength(30)
    expect(teamId).toBeTruthy()
    const backwards = await viewer('GET', 'contacts/dashboard?from=2025-02-02&to=2025-02-01')
    expect(backwards.body.errors).toEqual({ from: ['The from day must not be after the to day.'] })
    const tooLong = await viewer('GET', 'contacts/dashboard?from=2020-01-01&to=2025-01-01')
    expect(Object.keys(tooLong.body.errors)).toEqual(['interval'])
  })

  it('POST contacts/tags tags and untags a page of ids or everything matching a filter', async () => {
    const { call } = await team()
    const made = await Promise.all(
      [1, 2, 3, 4].map((n) => storeContact(call, n, { status: n > 2 ? 'blocked' : 'active' })),
    )
    const ids = made.slice(0, 2).map((contact) => contact.id)
    const tagged = await call('POST', 'contacts/tags', {
      action: 'tag',
      tags: ['Hot', 'new'],
      selection: { mode: 'ids', ids },
    })
    expect(tagged.status).toBe(200)
    expect(contactTagsResponse.parse(tagged.body)).toEqual({
      message: 'Tagged 2 contacts of the 2 contacts selected.',
      matched: 2,
      updated: 2,
    })
    const byFilter = await call('POST', 'contacts/tags', {
      action: 'tag',
      tags: ['hot'],
      selection: { mode: 'filter', filter: { status: 'active,blocked' } },
    })
    expect(byFilter.body).toMatchObject({ matched: 4, updated: 2 })
    const shown = await call('GET', `contacts/${made[0]?.id}`)
    expect(shown.body.tags).toEqual(['Hot', 'new'])
    const untagged = await call('POST', 'contacts/tags', {
      action: 'untag',
      tags: ['HOT'],
      selection: { mode: 'filter', filter: { tag: 'new' } },
    })
    expect(untagged.body).toMatchObject({ matched: 2, updated: 2 })
    expect((await call('GET', `contacts/${made[0]?.id}`)).body.tags).toEqual(['new'])
    expect((await call('GET', `contacts/${made[3]?.id}`)).body.tags).toEqual(['Hot'])
    const refused = await call('POST', 'contacts/tags', {
      action: 'tag',
      tags: [],
      selection: { mode: 'ids', ids: [] },
    })
    expect(Object.keys(refused.body.errors).sort()).toEqual(['selection.ids', 'tags'])
    const [entry] = await server.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, 'untagged'))
    expect(entry?.subjectLabel).toBe('2 contacts')
  })

  it('POST contacts/bulk-delete deletes what the selection matches, and nothing else', async () => {
    const { call, members } = await team()
    const made = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => storeContact(call, n, { tags: n % 2 ? ['odd'] : [] })),
    )
    const byIds = await call('POST', 'contacts/bulk-delete', {
      selection: { mode: 'ids', ids: [made[1]?.id, crypto.randomUUID()] },
    })
    expect(contactBulkDeleteResponse.parse(byIds.body)).toEqual({
      message: '1 contact was deleted.',
      deleted: 1,
    })
    const byFilter = await call('POST', 'contacts/bulk-delete', {
      selection: { mode: 'filter', filter: { tag: 'odd' }, search: '' },
    })
    expect(byFilter.body.deleted).toBe(3)
    const left = await call('GET', 'contacts')
    expect(left.body.data.map((contact: { id: string }) => contact.id)).toEqual([made[3]?.id])
    const viewer = caller(server, members.viewer.accessToken)
    const refused = await viewer('POST', 'contacts/bulk-delete', {
      selection: { mode: 'filter', filter: {} },
    })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe(
      'Your role in this team (viewer) does not allow you to delete contacts.',
    )
    const everything = await call('POST', 'contacts/bulk-delete', { selection: { mode: 'filter' } })
    expect(everything.body.deleted).toBe(1)
  })

  it('bulk calls never reach another team’s contacts, by ids or by filter', async () => {
    const a = await team('A')
    const b = await team('B')
    const theirs = await storeContact(a.call, 1, { tags: ['x'] })
    const mine = await storeContact(b.call, 2, { tags: ['x'] })
    const bToken = await apiTokenFor(server, b.members.owner)
    for (const call of [b.call, caller(server, bToken.secret)]) {
      const tag = await call('POST', 'contacts/tags', {
        action: 'untag',
        tags: ['x'],
        selection: { mode: 'ids', ids: [theirs.id] },
      })
      expect(tag.body).toMatchObject({ matched: 0, updated: 0 })
      const deleted = await call('POST', 'contacts/bulk-delete', {
        selection: { mode: 'ids', ids: [theirs.id] },
      })
      expect(deleted.body.deleted).toBe(0)
      const exported = await download(
        server,
        b.members.owner.accessToken,
        'POST',
        'contacts/export',
        {
          selection: { mode: 'ids', ids: [theirs.id, mine.id] },
          columns: ['id'],
        },
      )
      expect(parseCsv(exported.text)).toEqual([['id'], [mine.id]])
    }
    const filtered = await b.call('POST', 'contacts/bulk-delete', {
      selection: { mode: 'filter', filter: { tag: 'x' } },
    })
    expect(filtered.body.deleted).toBe(1)
    expect((await a.call('GET', `contacts/${theirs.id}`)).body.tags).toEqual(['x'])
  })

  it('POST contacts/export streams the selection as CSV with every column, custom fields included', async () => {
    const { call, members } = await team()
    await call('POST', 'custom-fields', { key: 'plan', label: 'Plan', type: 'text' })
    await storeContact(call, 1, {
      first_name: 'Ada, "the first"',
      last_name: '=cmd()',
      tags: ['a', 'b'],
      custom_fields: { plan: 'Pro' },
    })
    await storeContact(call, 2, { status: 'blocked' })
    const response = await download(server, members.viewer.accessToken, 'POST', 'contacts/export', {
      selection: { mode: 'filter', filter: { status: 'active' } },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('x-total-count')).toBe('1')
    const [header, row, ...rest] = parseCsv(response.text)
    expect(rest).toEqual([])
    expect(header).toEqual([
      'id',
      'phone',
      'first_name',
      'last_name',
      'email',
      'country',
      'network',
      'status',
      'source',
      'tags',
      'created_at',
      'updated_at',
      'last_contacted_at',
      'custom.plan',
    ])
    const record = Object.fromEntries(header?.map((name, index) => [name, row?.[index]]) ?? [])
    expect(record).toMatchObject({
      phone: samplePhone(1),
      first_name: 'Ada, "the first"',
      last_name: "'=cmd()",
      tags: 'a, b',
      'custom.plan': 'Pro',
    })
    const chosen = await download(server, members.viewer.accessToken, 'POST', 'contacts/export', {
      selection: { mode: 'filter' },
      columns: ['phone', 'custom.plan'],
    })
    expect(parseCsv(chosen.text)).toHaveLength(3)
    const refused = await call('POST', 'contacts/export', {
      selection: { mode: 'filter' },
      columns: ['password'],
    })
    expect(refused.body.errors).toEqual({ 'columns.0': ['The 0 field names no column.'] })
  })
})
