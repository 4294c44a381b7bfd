import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOutbound, isInternalAddress } from '../../server/src/adapters/webhook/outbound'
import { companyBalanceCheckers, notifications } from '../../server/src/db/schema'
import { balanceSyncTask } from '../../server/src/domain/companies/balance-checker/sync'
import {
  checkerResource,
  checkerSyncResult,
  checkerTestResult,
} from '../../src/contract/balance-checker'
import { balanceChecker } from '../../src/contract/constants'
import { companyPaths } from '../../src/contract/routes'
import { registerVerified } from './support/accounts'
import { caller } from './support/audience'
import { teamWithEveryRole } from './support/teams'
import { useTestServer } from './support/test-server'

const at = (path: string, id: string) => path.replace(':id', id)

/** The vendor's own system: answers its balance to the right credentials, as JSON or as text. */
function vendorSystem() {
  const seen: { url: string; authorization: string | undefined; body: string }[] = []
  let figure = '1,234.50'
  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = ''
      request.on('data', (chunk) => {
        text += chunk
      })
      request.on('end', () => resolve(text))
    })
  const server: Server = createServer(async (request, response) => {
    const body = await readBody(request)
    seen.push({ url: request.url ?? '', authorization: request.headers.authorization, body })
    if (request.headers.authorization !== 'Basic acme:s3cret') {
      response.writeHead(401, { 'content-type': 'application/json' })
      response.end('{"error":"unauthorized"}')
      return
    }
    if (request.url?.startsWith('/text')) {
      response.writeHead(200, { 'content-type': 'text/plain' })
      response.end(`Your balance is EUR ${figure} today.`)
      return
    }
    if (request.url?.startsWith('/big')) {
      response.writeHead(200, { 'content-type': 'text/plain' })
      response.end('x'.repeat(balanceChecker.responseMaxBytes * 2))
      return
    }
    response.writeHead(200, { 'content-type': 'application/json', 'x-vendor': 'demo' })
    response.end(JSON.stringify({ data: { balances: [{ amount: figure, currency: 'EUR' }] } }))
  })
  return {
    seen,
    setFigure(value: string) {
      figure = value
    },
    start: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve())),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    url: (path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
  }
}

/**
 * A vendor's balance checker (issue 18 item 1): the template saved with write-only credentials,
 * checked without saving, run once (raw answer and figure), synced now and on a schedule; and
 * the low-balance notification, once per crossing, to owners and admins.
 */
describe('balance checker', () => {
  const server = useTestServer('pglite', { env: { OUTBOUND_PRIVATE: 'allow' } })
  const vendor = vendorSystem()
  beforeAll(vendor.start)
  afterAll(vendor.stop)

  async function team(name = 'Acme') {
    const fixture = await teamWithEveryRole(server, name)
    const { owner, admin, editor, viewer } = fixture.members
    return {
      teamId: fixture.teamId,
      members: fixture.members,
      owner: caller(server, owner.accessToken),
      admin: caller(server, admin.accessToken),
      editor: caller(server, editor.accessToken),
      viewer: caller(server, viewer.accessToken),
    }
  }

  const template = (path = '/balance?user={{username}}&day={{date}}') => ({
    method: 'GET',
    url: vendor.url(path),
    headers: [{ name: 'Authorization', value: 'Basic {{username}}:{{password}}' }],
    reader: 'json_path',
    reader_expression: '$.data.balances[0].amount',
    currency: 'EUR',
  })

  async function vendorWithChecker(call: ReturnType<typeof caller>, body: object = {}) {
    const created = await call('POST', companyPaths.companies, {
      name: `Vendor ${Math.random().toString(36).slice(2, 8)}`,
      kind: 'vendor',
      currency: 'EUR',
      ...body,
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id: string = created.body.id
    const saved = await call('POST', at(companyPaths.balanceChecker, id), {
      template: template(),
      credentials: { username: 'acme', password: 's3cret' },
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    return id
  }

  it('saves a template whose credentials are never answered, and keeps them when left out', async () => {
    const { owner, viewer } = await team()
    const id = await vendorWithChecker(owner)
    const read = await viewer('GET', at(companyPaths.balanceChecker, id))
    expect(read.status).toBe(200)
    const checker = checkerResource.parse(read.body)
    expect(checker.template).toMatchObject({ method: 'GET', currency: 'EUR' })
    expect(checker.credentials_set).toEqual({ username: true, password: true, api_key: false })
    expect(JSON.stringify(read.body)).not.toContain('s3cret')

    const resaved = await owner('POST', at(companyPaths.balanceChecker, id), {
      template: template(),
      credentials: { api_key: 'k' },
    })
    expect(resaved.body.credentials_set).toEqual({ username: true, password: true, api_key: true })
    const tested = checkerTestResult.parse(
      (await owner('POST', at(companyPaths.balanceCheckerTest, id))).body,
    )
    expect(tested.balance).toBe('1234.50')
  })

  it('validates a template without saving it, with field errors for what is wrong', async () => {
    const { owner, viewer } = await team()
    const good = await owner('POST', companyPaths.validateCustomRequest, {
      ...template(),
      method: 'POST',
      body: '{"user":"{{username}}","key":"{{api_key}}"}',
    })
    expect(good.status, JSON.stringify(good.body)).toBe(200)
    expect(good.body).toEqual({
      valid: true,
      placeholders: ['username', 'date', 'api_key', 'password'],
    })

    const bad = await owner('POST', companyPaths.validateCustomRequest, {
      method: 'DELETE',
      url: 'ftp://vendor.example/balance',
      headers: [{ name: 'Bad Header', value: '{{token}}' }],
      body: '{{secret}}',
      reader: 'json_path',
      reader_expression: 'data.balance',
      currency: 'EUR',
    })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'body',
      'headers.0.name',
      'headers.0.value',
      'method',
      'url',
    ])
    expect(bad.body.errors.body[0]).toContain('{{username}}')

    const badPath = await owner('POST', companyPaths.validateCustomRequest, {
      ...template(),
      reader_expression: 'data.balance',
    })
    expect(badPath.status).toBe(422)
    expect(badPath.body.errors.reader_expression[0]).toContain('$.data.balance')
    const badRegex = await owner('POST', companyPaths.validateCustomRequest, {
      ...template(),
      reader: 'regex',
      reader_expression: '([0-9',
    })
    expect(Object.keys(badRegex.body.errors)).toEqual(['reader_expression'])

    expect((await viewer('POST', companyPaths.validateCustomRequest, template())).status).toBe(403)
  })

  it('tests a checker: the raw answer and the figure, or why none was read', async () => {
    const { owner } = await team()
    const id = await vendorWithChecker(owner)
    const tested = checkerTestResult.parse(
      (await owner('POST', at(companyPaths.balanceCheckerTest, id))).body,
    )
    expect(tested).toMatchObject({ balance: '1234.50', currency: 'EUR', error: null })
    expect(tested.response?.status).toBe(200)
    expect(tested.response?.headers['x-vendor']).toBe('demo')
    expect(tested.response?.body).toContain('"amount":"1,234.50"')
    const day = server.deps.clock().toISOString().slice(0, 10)
    expect(vendor.seen.at(-1)?.url).toBe(`/balance?user=acme&day=${day}`)

    await owner('POST', at(companyPaths.balanceChecker, id), {
      template: { ...template('/text'), reader: 'regex', reader_expression: 'EUR ([\\d,.]+)' },
    })
    const byRegex = await owner('POST', at(companyPaths.balanceCheckerTest, id))
    expect(byRegex.body).toMatchObject({ balance: '1234.50', error: null })

    await owner('POST', at(companyPaths.balanceChecker, id), {
      template: { ...template(), reader_expression: '$.data.missing' },
    })
    const nothing = await owner('POST', at(companyPaths.balanceCheckerTest, id))
    expect(nothing.body).toMatchObject({
      balance: null,
      error: 'The answer has nothing at $.data.missing.',
    })

    await owner('POST', at(companyPaths.balanceChecker, id), {
      template: template('/big'),
    })
    const big = checkerTestResult.parse(
      (await owner('POST', at(companyPaths.balanceCheckerTest, id))).body,
    )
    expect(big.response?.body.length).toBe(balanceChecker.rawBodyMaxChars)
    expect(big.response?.truncated).toBe(true)
    expect(big.error).toBe('The answer is not JSON, so the JSON path cannot read it.')

    await owner('POST', at(companyPaths.balanceChecker, id), {
      template: template(),
      credentials: { password: 'wrong' },
    })
    const refused = await owner('POST', at(companyPaths.balanceCheckerTest, id))
    expect(refused.body).toMatchObject({
      balance: null,
      error: "The vendor's system answered with status 401.",
      response: { status: 401 },
    })
  })

  it('syncs now: the figure is stored with its time as the vendor-reported balance', async () => {
    const { owner, viewer } = await team()
    const id = await vendorWithChecker(owner)
    vendor.setFigure('250.75')
    const synced = checkerSyncResult.parse(
      (await owner('POST', at(companyPaths.balanceSync, id))).body,
    )
    expect(synced.balance).toBe('250.75')
    expect(synced.reported).toMatchObject({ balance: '250.75', currency: 'EUR' })
    const read = checkerResource.parse(
      (await viewer('GET', at(companyPaths.balanceChecker, id))).body,
    )
    expect(read.reported?.balance).toBe('250.75')
    expect(read.last_error).toBeNull()

    await owner('POST', at(companyPaths.balanceChecker, id), {
      template: { ...template(), reader_expression: '$.nope' },
    })
    const failed = await owner('POST', at(companyPaths.balanceSync, id))
    expect(failed.body.reported.balance).toBe('250.75')
    const after = checkerResource.parse(
      (await viewer('GET', at(companyPaths.balanceChecker, id))).body,
    )
    expect(after.reported?.balance).toBe('250.75')
    expect(after.last_error).toBe('The answer has nothing at $.nope.')
    vendor.setFigure('1,234.50')
  })

  it('syncs every checker on the interval in the background, one process at a time', async () => {
    const { owner } = await team()
    const id = await vendorWithChecker(owner)
    await server.deps.work.settled()
    const [first] = await server.db
      .select()
      .from(companyBalanceCheckers)
      .where(eq(companyBalanceCheckers.companyId, id))
    expect(first?.reportedBalance).toBe('1234.500000')
    expect(first?.leasedUntil).toBeNull()
    expect(first?.nextSyncAt.getTime()).toBe(
      (first?.lastAttemptAt?.getTime() ?? 0) + balanceChecker.syncIntervalMs,
    )
    const requestsBefore = vendor.seen.length
    server.deps.work.kick()
    await server.deps.work.settled()
    expect(vendor.seen.length).toBe(requestsBefore)

    server.advanceClock(balanceChecker.syncIntervalMs)
    server.deps.work.kick()
    await server.deps.work.settled()
    expect(vendor.seen.length).toBeGreaterThan(requestsBefore)
  })

  it('lets one worker at a time run a due sync: the lease keeps a second one off it', async () => {
    const { owner } = await team()
    const id = await vendorWithChecker(owner)
    await server.deps.work.settled()
    const before = vendor.seen.length
    await server.db
      .update(companyBalanceCheckers)
      .set({ nextSyncAt: new Date(server.deps.clock().getTime() - 1000) })
      .where(eq(companyBalanceCheckers.companyId, id))
    const task = balanceSyncTask(server.deps)
    const signal = new AbortController().signal
    const claimed = await Promise.all([task.runOnce(signal), task.runOnce(signal)])
    await server.deps.work.settled()
    expect(vendor.seen.length - before).toBe(1)
    expect(claimed.filter(Boolean).length).toBeLessThanOrEqual(1)
  })

  it("answers 404 for another team's company and 403 to a viewer's writes", async () => {
    const { owner, editor, viewer } = await team()
    const id = await vendorWithChecker(owner)
    const stranger = caller(server, (await registerVerified(server)).accessToken)
    for (const [method, path] of [
      ['GET', companyPaths.balanceChecker],
      ['POST', companyPaths.balanceChecker],
      ['POST', companyPaths.balanceCheckerTest],
      ['POST', companyPaths.balanceSync],
    ] as const)
      expect(
        (
          await stranger(
            method,
            at(path, id),
            method === 'GET' ? undefined : { template: template() },
          )
        ).status,
      ).toBe(404)
    for (const member of [editor, viewer]) {
      for (const path of [
        companyPaths.balanceChecker,
        companyPaths.balanceCheckerTest,
        companyPaths.balanceSync,
      ])
        expect((await member('POST', at(path, id), { template: template() })).status).toBe(403)
      expect((await member('GET', at(companyPaths.balanceChecker, id))).status).toBe(200)
    }
    const client = await owner('POST', companyPaths.companies, { name: 'A client', kind: 'client' })
    const onClient = await owner('POST', at(companyPaths.balanceChecker, client.body.id), {
      template: template(),
    })
    expect(onClient.status).toBe(409)
    expect((await owner('POST', at(companyPaths.balanceSync, client.body.id))).status).toBe(409)
  })

  it('tells owners and admins once per crossing below the low-balance threshold', async () => {
    const { teamId, owner, members } = await team()
    const lowNotes = async (userId: string) =>
      server.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.teamId, teamId),
            eq(notifications.type, 'billing.low_balance'),
          ),
        )
    const client = await owner('POST', companyPaths.companies, {
      name: 'Initech',
      kind: 'client',
      currency: 'EUR',
      low_balance_threshold: '20',
    })
    const balance = at(companyPaths.balance, client.body.id)
    const move = async (amount: string) =>
      expect(
        (await owner('POST', balance, { kind: 'adjustment', amount, reason: 'Usage' })).status,
      ).toBe(201)
    await move('50')
    expect(await lowNotes(members.owner.id)).toHaveLength(0)
    await move('-40')
    await move('-1')
    await move('-1')
    const once = await lowNotes(members.owner.id)
    expect(once).toHaveLength(1)
    expect(once[0]?.title).toBe('Initech is low on balance')
    expect(once[0]?.body).toBe('Its balance is 10.00 EUR, below the threshold of 20.00 EUR.')
    expect(once[0]?.link).toBe(`/hub/companies/${client.body.id}`)
    expect(await lowNotes(members.admin.id)).toHaveLength(1)
    expect(await lowNotes(members.editor.id)).toHaveLength(0)
    expect(await lowNotes(members.viewer.id)).toHaveLength(0)
    await move('100')
    expect(await lowNotes(members.owner.id)).toHaveLength(1)
    await move('-100')
    expect(await lowNotes(members.owner.id)).toHaveLength(2)

    vendor.setFigure('5.00')
    const vendorId = await vendorWithChecker(owner, { low_balance_threshold: '10' })
    await owner('POST', at(companyPaths.balanceSync, vendorId))
    await owner('POST', at(companyPaths.balanceSync, vendorId))
    const vendorNotes = (await lowNotes(members.owner.id)).filter(
      (note) => note.link === `/hub/companies/${vendorId}`,
    )
    expect(vendorNotes).toHaveLength(1)
    expect(vendorNotes[0]?.body).toBe(
      'Its vendor-reported balance is 5.00 EUR, below the threshold of 10.00 EUR.',
    )
    vendor.setFigure('1,234.50')
  })
})

describe('outgoing requests to addresses people typed', () => {
  it('refuses private and internal addresses unless allowed', async () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '169.254.169.254',
      '::1',
      'fd00::1',
      '::ffff:192.168.0.1',
    ])
      expect(isInternalAddress(address), address).toBe(true)
    for (const address of ['93.184.216.34', '2606:2800:220:1::1'])
      expect(isInternalAddress(address), address).toBe(false)
    let sent = 0
    const send = (async () => {
      sent += 1
      return new Response('{}')
    }) as unknown as typeof fetch
    const guarded = createOutbound(send, {
      allowPrivate: false,
      resolve: async () => ['10.0.0.5'],
    })
    const request = { method: 'GET', headers: {}, timeoutMs: 1000, maxBytes: 100 }
    expect(await guarded({ ...request, url: 'http://vendor.example/balance' })).toEqual({
      kind: 'refused',
      host: 'vendor.example',
    })
    expect(await guarded({ ...request, url: 'http://[::1]:8080/' })).toEqual({
      kind: 'refused',
      host: '::1',
    })
    expect(sent).toBe(0)
    const open = createOutbound(send, {
      allowPrivate: false,
      resolve: async () => ['93.184.216.34'],
    })
    expect(await open({ ...request, url: 'http://vendor.example/balance' })).toMatchObject({
      kind: 'answered',
      status: 200,
    })
    expect(sent).toBe(1)
  })
})
