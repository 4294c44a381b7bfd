import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { hubEndpoints, mailMessages, staticClientRates } from '../../server/src/db/schema'
import { verifyPassword } from '../../server/src/domain/security/passwords'
import { sha256 } from '../../server/src/domain/security/secrets'
import { hubEndpointLimits } from '../../src/contract/constants'
import {
  hubEndpointApiKey,
  hubEndpointList,
  hubEndpointResource,
  rateNoticeList,
  rateNoticePreview,
  staticClientRateList,
  staticClientRateResource,
} from '../../src/contract/hub-endpoint'
import { companyPaths, hubEndpointPaths } from '../../src/contract/routes'
import { registerVerified } from './support/accounts'
import { type Call, caller } from './support/audience'
import { teamWithEveryRole } from './support/teams'
import { useTestServer } from './support/test-server'

const path = hubEndpointPaths.endpoints
const at = (template: string, id: string, rateId = '') =>
  template.replace(':id', id).replace(':rate_id', rateId)
const dayMs = 86_400_000

/**
 * Hub endpoints (issue 18 item 2): endpoints with hashed secrets, static client prices with
 * effective dates, rate notices (preview, send-rates through the local mailbox with their CSV,
 * the notice period, the log) and apply-rates. Owners and admins write, viewers read, another
 * team's endpoint is a 404.
 */
describe('hub endpoints', () => {
  const server = useTestServer('pglite')

  async function team(name = 'Acme') {
    const fixture = await teamWithEveryRole(server, name)
    const { owner, viewer } = fixture.members
    return { owner: caller(server, owner.accessToken), viewer: caller(server, viewer.accessToken) }
  }

  async function client(owner: Call, name = 'Globex') {
    const created = await owner('POST', companyPaths.companies, {
      name,
      kind: 'client',
      currency: 'EUR',
      contacts: [
        { name: 'Rates desk', email: `rates@${name.toLowerCase()}.example` },
        { name: 'No mail', email: null },
      ],
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    return created.body.id as string
  }

  async function smppEndpoint(owner: Call, companyId: string, body: Record<string, unknown> = {}) {
    const created = await owner('POST', path, {
      company_id: companyId,
      name: 'Globex SMPP',
      protocol: 'smpp',
      system_id: 'globex1',
      password: 's3cret!',
      allowed_ips: ['203.0.113.7', '198.51.100.0/24', '2001:db8::/32'],
      tps: 100,
      ...body,
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    return hubEndpointResource.parse(created.body)
  }

  it('creates an SMPP endpoint whose password is stored as an scrypt hash and never answered', async () => {
    const { owner, viewer } = await team()
    const endpoint = await smppEndpoint(owner, await client(owner))
    expect(endpoint).toMatchObject({
      protocol: 'smpp',
      system_id: 'globex1',
      has_password: true,
      api_key_hint: null,
      currency: 'EUR',
      company_name: 'Globex',
      effective_notice_days: hubEndpointLimits.rateNoticeDays,
    })
    const [stored] = await server.db
      .select()
      .from(hubEndpoints)
      .where(eq(hubEndpoints.id, endpoint.id))
    expect(stored?.passwordHash).toMatch(/^scrypt\$/)
    expect(await verifyPassword('s3cret!', stored?.passwordHash ?? '')).toBe(true)
    const listed = await viewer('GET', path)
    expect(listed.status).toBe(200)
    expect(hubEndpointList.parse(listed.body).data).toHaveLength(1)
    expect(JSON.stringify(listed.body)).not.toContain('s3cret!')
    expect(JSON.stringify(listed.body)).not.toContain('scrypt$')

    const renamed = await owner('PUT', `${path}/${endpoint.id}`, { name: 'Globex main' })
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200)
    const [kept] = await server.db
      .select()
      .from(hubEndpoints)
      .where(eq(hubEndpoints.id, endpoint.id))
    expect(kept?.passwordHash).toBe(stored?.passwordHash)
  })

  it('refuses what a person can fix with 422 on the field', async () => {
    const { owner } = await team()
    const companyId = await client(owner)
    await smppEndpoint(owner, companyId)
    const vendor = await owner('POST', companyPaths.companies, { name: 'Initech', kind: 'vendor' })
    // The campaigns' (SMS) plans are not the hub's: an endpoint routes by a hub plan only.
    const smsPlan = await owner('POST', 'sms/routing/plans', { name: 'Campaigns' })
    const hubPlan = await owner('POST', 'sms/routing/plans?scope=hub', { name: 'Wholesale' })
    expect([smsPlan.status, hubPlan.status]).toEqual([201, 201])
    await smppEndpoint(owner, companyId, {
      name: 'Globex hub-routed',
      system_id: 'globex9',
      routing_plan_id: hubPlan.body.id,
    })
    const refusals: [Record<string, unknown>, string][] = [
      [{ company_id: vendor.body.id, system_id: 'other1' }, 'company_id'],
      [{ routing_plan_id: smsPlan.body.id, system_id: 'x6', name: 'SMS plan' }, 'routing_plan_id'],
      [{ system_id: 'globex1', name: 'Twin' }, 'system_id'],
      [{ allowed_ips: ['203.0.113.300'], system_id: 'x2', name: 'Bad IP' }, 'allowed_ips.0'],
      [{ allowed_ips: ['10.0.0.0/33'], system_id: 'x3', name: 'Bad range' }, 'allowed_ips.0'],
      [{ password: '', system_id: 'x4', name: 'No password' }, 'password'],
      [{ system_id: null, name: 'No system id' }, 'system_id'],
      [{ tps: 0, system_id: 'x5', name: 'No TPS' }, 'tps'],
    ]
    for (const [body, field] of refusals) {
      const refused = await owner('POST', path, {
        company_id: companyId,
        name: 'Globex SMPP 2',
        protocol: 'smpp',
        system_id: 'globex2',
        password: 'pw',
        ...body,
      })
      expect(refused.status, JSON.stringify(body)).toBe(422)
      expect(Object.keys(refused.body.errors), JSON.stringify(body)).toContain(field)
    }
  })

  it('issues an HTTP API key once, stored as its hash, and rotates it', async () => {
    const { owner, viewer } = await team()
    const created = await owner('POST', path, {
      company_id: await client(owner),
      name: 'Globex HTTP',
      protocol: 'http',
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const endpoint = hubEndpointResource.parse(created.body)
    expect(endpoint).toMatchObject({ has_password: false, api_key_hint: null, system_id: null })
    const issued = await owner('POST', at(hubEndpointPaths.apiKey, endpoint.id))
    expect(issued.status).toBe(201)
    const first = hubEndpointApiKey.parse(issued.body)
    expect(first.api_key.startsWith(hubEndpointLimits.apiKeyPrefix)).toBe(true)
    const [stored] = await server.db
      .select()
      .from(hubEndpoints)
      .where(eq(hubEndpoints.id, endpoint.id))
    expect(stored?.apiKeyHash).toBe(sha256(first.api_key))
    const shown = await viewer('GET', `${path}/${endpoint.id}`)
    expect(shown.body.api_key_hint).toBe(first.api_key_hint)
    expect(JSON.stringify(shown.body)).not.toContain(first.api_key)
    const second = hubEndpointApiKey.parse(
      (await owner('POST', at(hubEndpointPaths.apiKey, endpoint.id))).body,
    )
    expect(second.api_key).not.toBe(first.api_key)
    expect((await viewer('POST', at(hubEndpointPaths.apiKey, endpoint.id))).status).toBe(403)
  })

  it('lets a viewer read but not write, and answers 404 to another team', async () => {
    const { owner, viewer } = await team()
    const endpoint = await smppEndpoint(owner, await client(owner))
    const rates = at(hubEndpointPaths.staticClientRates, endpoint.id)
    const price = { country: 'DE', price: '0.02', effective_from: new Date().toISOString() }
    const rate = await owner('POST', rates, price)
    expect(rate.status, JSON.stringify(rate.body)).toBe(201)
    expect((await viewer('GET', rates)).status).toBe(200)
    expect((await viewer('GET', at(hubEndpointPaths.notice, endpoint.id))).status).toBe(200)
    expect((await viewer('POST', rates, price)).status).toBe(403)
    expect((await viewer('PUT', `${path}/${endpoint.id}`, { name: 'x' })).status).toBe(403)
    expect((await viewer('DELETE', `${path}/${endpoint.id}`)).status).toBe(403)
    expect((await viewer('POST', at(hubEndpointPaths.sendRates, endpoint.id))).status).toBe(403)
    expect((await viewer('POST', at(hubEndpointPaths.applyRates, endpoint.id))).status).toBe(403)

    const stranger = caller(server, (await registerVerified(server)).accessToken)
    const calls: [string, string, unknown?][] = [
      ['GET', `${path}/${endpoint.id}`],
      ['PUT', `${path}/${endpoint.id}`, { name: 'Mine' }],
      ['DELETE', `${path}/${endpoint.id}`],
      ['GET', rates],
      ['POST', rates, price],
      ['GET', at(hubEndpointPaths.staticClientRate, endpoint.id, rate.body.id)],
      ['DELETE', at(hubEndpointPaths.staticClientRate, endpoint.id, rate.body.id)],
      ['GET', at(hubEndpointPaths.notice, endpoint.id)],
      ['GET', at(hubEndpointPaths.notices, endpoint.id)],
      ['POST', at(hubEndpointPaths.sendRates, endpoint.id)],
      ['POST', at(hubEndpointPaths.applyRates, endpoint.id)],
      ['POST', at(hubEndpointPaths.apiKey, endpoint.id)],
    ]
    for (const [method, url, body] of calls)
      expect((await stranger(method, url, body)).status, `${method} ${url}`).toBe(404)
    expect(await server.countRows(hubEndpoints)).toBeGreaterThan(0)
    const strangerCompany = await client(stranger, 'Hooli')
    const foreign = await owner('POST', path, {
      company_id: strangerCompany,
      name: 'Foreign',
      protocol: 'http',
    })
    expect(foreign.status).toBe(422)
    expect(Object.keys(foreign.body.errors)).toEqual(['company_id'])
  })

  it('sends a notice with its CSV to the client, holds increases to the notice period, and applies it', async () => {
    const { owner } = await team()
    const endpoint = await smppEndpoint(owner, await client(owner), { notice_days: 7 })
    const rates = at(hubEndpointPaths.staticClientRates, endpoint.id)
    const now = Date.now()
    const first = await owner('POST', rates, {
      country: 'DE',
      price: '0.0200',
      effective_from: new Date(now + dayMs).toISOString(),
    })
    expect(first.status, JSON.stringify(first.body)).toBe(201)
    expect(staticClientRateResource.parse(first.body)).toMatchObject({
      stage: 'draft',
      state: null,
      currency: 'EUR',
      price: '0.020000',
    })
    const sent = await owner('POST', at(hubEndpointPaths.sendRates, endpoint.id))
    expect(sent.status, JSON.stringify(sent.body)).toBe(201)
    expect(sent.body.recipients).toEqual(['rates@globex.example'])

    const [mail] = await server.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.to, 'rates@globex.example'))
    expect(mail?.subject).toContain('Globex SMPP')
    const [csv] = mail?.attachments ?? []
    expect(csv?.content_type).toBe('text/csv')
    expect(csv?.content.split('\r\n')[1]).toMatch(/^DE,All networks,New,,0\.020000,EUR,/)

    const told = await owner(
      'PUT',
      at(hubEndpointPaths.staticClientRate, endpoint.id, first.body.id),
      {
        price: '0.01',
      },
    )
    expect(told.status).toBe(409)
    expect((await owner('POST', at(hubEndpointPaths.applyRates, endpoint.id))).body).toEqual({
      applied: 1,
    })
    const applied = staticClientRateList.parse((await owner('GET', rates)).body).data
    expect(applied).toMatchObject([{ stage: 'applied', state: 'scheduled' }])

    const increase = await owner('POST', rates, {
      country: 'DE',
      price: '0.025',
      effective_from: new Date(now + 3 * dayMs).toISOString(),
    })
    const preview = rateNoticePreview.parse(
      (await owner('GET', at(hubEndpointPaths.notice, endpoint.id))).body,
    )
    expect(preview.prices).toMatchObject([
      { kind: 'increase', old_price: '0.020000', new_price: '0.025000', too_soon: true },
    ])
    expect(preview.html).toContain('data-kind="increase"')
    const refused = await owner('POST', at(hubEndpointPaths.sendRates, endpoint.id))
    expect(refused.status).toBe(422)
    expect(refused.body.errors.prices[0]).toContain('7-day notice period')
    const moved = await owner(
      'PUT',
      at(hubEndpointPaths.staticClientRate, endpoint.id, increase.body.id),
      { effective_from: new Date(now + 8 * dayMs).toISOString() },
    )
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    expect((await owner('POST', at(hubEndpointPaths.sendRates, endpoint.id))).status).toBe(201)
    expect((await owner('POST', at(hubEndpointPaths.applyRates, endpoint.id))).status).toBe(200)

    const history = await server.db
      .select()
      .from(staticClientRates)
      .where(eq(staticClientRates.endpointId, endpoint.id))
      .orderBy(staticClientRates.effectiveFrom)
    expect(history.map((row) => row.effectiveTill?.getTime() ?? null)).toEqual([
      new Date(now + 8 * dayMs).getTime(),
      null,
    ])
    const log = rateNoticeList.parse(
      (await owner('GET', at(hubEndpointPaths.notices, endpoint.id))).body,
    )
    expect(log.data).toHaveLength(2)
    expect(log.data[0]).toMatchObject({
      recipients: ['rates@globex.example'],
      prices: [{ kind: 'increase' }],
    })
    expect(log.data[0]?.applied_at).not.toBeNull()
    expect(log.data[0]?.sent_by).toContain('Owner')
  })

  it('refuses a notice with nothing to send or nobody to send it to', async () => {
    const { owner } = await team()
    const lonely = await owner('POST', companyPaths.companies, { name: 'Lonely', kind: 'client' })
    const endpoint = await smppEndpoint(owner, lonely.body.id)
    const nothing = await owner('POST', at(hubEndpointPaths.sendRates, endpoint.id))
    expect(nothing.status).toBe(422)
    expect(Object.keys(nothing.body.errors)).toEqual(['prices'])
    await owner('POST', at(hubEndpointPaths.staticClientRates, endpoint.id), {
      country: 'FR',
      price: '0.01',
      effective_from: new Date().toISOString(),
    })
    const nobody = await owner('POST', at(hubEndpointPaths.sendRates, endpoint.id))
    expect(nobody.status).toBe(422)
    expect(Object.keys(nobody.body.errors)).toEqual(['recipients'])
    const nothingApplied = await owner('POST', at(hubEndpointPaths.applyRates, endpoint.id))
    expect(nothingApplied.status).toBe(422)
  })
})
