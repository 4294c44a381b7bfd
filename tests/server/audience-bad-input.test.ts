import type { PgTable } from 'drizzle-orm/pg-core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  contacts,
  dataFileErrors,
  dataFiles,
  feedLogs,
  feeds,
  segments,
  tags,
} from '../../server/src/db/schema'
import {
  contactBulkDeleteRequest,
  contactExportRequest,
  contactTagsRequest,
} from '../../src/contract/contact'
import { contactUpsertRequest } from '../../src/contract/contact-request'
import { importRequest } from '../../src/contract/data-file'
import { feedBatchRequest } from '../../src/contract/feed'
import { segmentPreviewRequest } from '../../src/contract/segment'
import { caller, storeContact, uploadFile } from './support/audience'
import { hostileBody, hostileString, hostileValue } from './support/hostile'
import { expectRefusal } from './support/refusal'
import { teamWithEveryRole } from './support/teams'
import { apiBase, backends, useTestServer } from './support/test-server'

const runs = { numRuns: 40 }
const audienceTables: PgTable[] = [
  contacts,
  tags,
  segments,
  dataFiles,
  dataFileErrors,
  feeds,
  feedLogs,
]

const refusedBy =
  (schema: { safeParse(input: unknown): { success: boolean } }) => (body: unknown) =>
    !schema.safeParse(body).success

/** Path segments no id looks like, and ids of nothing. */
const segment = fc.oneof(
  // No '..': a URL's dot segments are resolved before any route sees them.
  fc.constantFrom('%ED%A0%80', '%FF%FE', '%00', '%', '%zz', '%2F', 'null', '0', '-1', "1'--"),
  fc.uuid().map(String),
)

describe.each(backends)('hostile input to the audience calls on %s', (backend) => {
  const server = useTestServer(backend)
  const rowCounts = () => Promise.all(audienceTables.map((table) => server.countRows(table)))

  async function storesNothing<T>(arbitrary: fc.Arbitrary<T>, check: (value: T) => Promise<void>) {
    const before = await rowCounts()
    await fc.assert(fc.asyncProperty(arbitrary, check), runs)
    expect(await rowCounts()).toEqual(before)
  }

  async function fixture() {
    const team = await teamWithEveryRole(server)
    const call = caller(server, team.members.owner.accessToken)
    await storeContact(call, 1, { tags: ['keep'] })
    const file = (
      await uploadFile(server, team.members.owner.accessToken, 'phone,name\n+14152000001,Ada\n')
    ).body
    const feed = (await call('POST', 'feeds', { name: 'Feed' })).body
    const key = (await call('GET', `feeds/${feed.id}/key`)).body.key
    const saved = (
      await call('POST', 'segments', { name: 'All', rules: { match: 'all', rules: [] } })
    ).body
    return { ...team, call, file, feed, key, saved }
  }

  it('every audience write refuses the bodies its contract refuses, and changes nothing', async () => {
    const { call, file } = await fixture()
    const writes: [string, string[], (body: unknown) => boolean][] = [
      [
        'contacts/upsert',
        ['phone', 'first_name', 'tags', 'custom_fields', 'status'],
        refusedBy(contactUpsertRequest),
      ],
      ['contacts/tags', ['action', 'tags', 'selection'], refusedBy(contactTagsRequest)],
      ['contacts/bulk-delete', ['selection'], refusedBy(contactBulkDeleteRequest)],
      ['contacts/export', ['selection', 'columns'], refusedBy(contactExportRequest)],
      ['segments/preview', ['rules'], refusedBy(segmentPreviewRequest)],
      [
        `data-files/${file.id}/import`,
        ['mapping', 'tags', 'default_country', 'status', 'update_existing'],
        refusedBy(importRequest),
      ],
    ]
    for (const [path, fields, refused] of writes)
      await storesNothing(hostileBody(fields).filter(refused), async (body) =>
        expectRefusal(
          await call('POST', path, typeof body === 'string' ? JSON.stringify(body) : body),
        ),
      )
    expect((await call('GET', `data-files/${file.id}`)).body.status).toBe('uploaded')
  })

  it('a feed post refuses malformed batches (logging each) and reads hostile contacts one by one', async () => {
    const { feed, key, call } = await fixture()
    const post = (body: unknown) =>
      server.request('POST', `${apiBase}/feeds/${feed.id}/inbound`, {
        body: typeof body === 'string' ? JSON.stringify(body) : body,
        headers: { 'x-feed-key': key },
      })
    const contactsBefore = await server.countRows(contacts)
    let refusals = 0
    await fc.assert(
      fc.asyncProperty(
        hostileBody(['contacts']).filter(refusedBy(feedBatchRequest)),
        async (body) => {
          const response = await post(body)
          expectRefusal(response)
          // A body over the size limit is refused before it reaches the feed (nothing to log).
          if (response.status !== 413) refusals += 1
        },
      ),
      runs,
    )
    expect(await server.countRows(contacts)).toBe(contactsBefore)
    expect((await call('GET', 'feeds/logs?per_page=1')).body.meta.total).toBe(refusals)
    await fc.assert(
      fc.asyncProperty(fc.array(hostileValue, { minLength: 1, maxLength: 5 }), async (items) => {
        const response = await post({ contacts: items })
        expect([200, 413]).toContain(response.status)
        if (response.status === 200)
          expect(response.body.accepted + response.body.rejected).toBe(items.length)
      }),
      runs,
    )
  })

  it('every audience call with an id refuses hostile ids with a 4xx', async () => {
    const { call, key } = await fixture()
    await storesNothing(segment, async (id) => {
      for (const [method, path] of [
        ['GET', `segments/${id}/contacts`],
        ['GET', `segments/${id}/progress`],
        ['GET', `segments/${id}/summary`],
        ['POST', `segments/${id}/recount`],
        ['POST', `segments/${id}/reset-progress`],
        ['GET', `data-files/${id}`],
        ['GET', `data-files/${id}/sample`],
        ['GET', `data-files/${id}/errors`],
        ['DELETE', `data-files/${id}`],
        ['POST', `data-files/${id}/import`],
        ['GET', `feeds/${id}/key`],
        ['POST', `feeds/${id}/rotate-key`],
      ] as const)
        expectRefusal(
          await call(method, path, method === 'GET' ? undefined : { mapping: { phone: 'phone' } }),
        )
      expectRefusal(
        await server.request('POST', `${apiBase}/feeds/${id}/inbound`, {
          body: { contacts: [{ phone: '+14152000001' }] },
          headers: { 'x-feed-key': key },
        }),
      )
    })
  })

  it('every audience list answers a hostile query with a page or a 422', async () => {
    const { call, saved } = await fixture()
    const lists = [
      'contacts',
      'contacts/report',
      'contacts/dashboard',
      'contacts/voice',
      `segments/${saved.id}/contacts`,
      'feeds/logs',
      'data-files',
    ]
    const param = fc.constantFrom(
      'page',
      'per_page',
      'sort',
      'search',
      'from',
      'to',
      'interval',
      'filter[status]',
      'filter[tag]',
      'filter[country]',
      'filter[custom.plan]',
      'filter[custom.x]',
      'filter[created_from]',
      'filter[feed_id]',
      'filter[outcome]',
      'filter[received_from]',
      'filter[called_to]',
      'filter[x]',
    )
    await fc.assert(
      fc.asyncProperty(fc.dictionary(param, hostileString, { maxKeys: 4 }), async (query) => {
        const search = new URLSearchParams(query).toString()
        for (const list of lists) {
          const response = await call('GET', `${list}?${search}`)
          expect([200, 422], `${list}?${search.slice(0, 200)}`).toContain(response.status)
          if (response.status === 422) expectRefusal(response)
        }
      }),
      runs,
    )
  })

  it('an upload of any bytes is described or refused with a message, never a failure', async () => {
    const { members } = await fixture()
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uint8Array({ maxLength: 2000 }),
          fc.string({ unit: 'binary' }).map((text) => new TextEncoder().encode(text)),
          fc
            .array(
              fc.array(
                hostileString.filter((cell) => cell.length < 100),
                { maxLength: 4 },
              ),
              { maxLength: 20 },
            )
            .map((rows) => new TextEncoder().encode(rows.map((row) => row.join(',')).join('\n'))),
        ),
        async (bytes) => {
          const response = await uploadFile(server, members.owner.accessToken, bytes)
          expect([201, 422], JSON.stringify(response.body)).toContain(response.status)
          if (response.status === 422) expect(response.body.errors.file).toHaveLength(1)
        },
      ),
      runs,
    )
  })
})
