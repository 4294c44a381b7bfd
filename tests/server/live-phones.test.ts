import { describe, expect, it } from 'vitest'
import { livePhoneLimits } from '../../src/contract/constants'
import {
  livePhoneResource,
  liveStatusLogList,
  liveTestList,
  liveTestResource,
  liveTestSummary,
} from '../../src/contract/live-phone'
import { managementPaths, resourcePaths, smsRoutingPaths } from '../../src/contract/routes'
import { teamWithEveryRole } from './support/teams'
import { managementBase, type TestServer, useTestServer } from './support/test-server'

const phones = managementPaths.livePhones
const member = (path: string, id: string) => path.replace(':id', id)

function management(server: TestServer, token: string) {
  return (method: string, path: string, body?: unknown) =>
    server.request(method, `${managementBase}/${path}`, {
      token,
      ...(body === undefined ? {} : { body }),
    })
}
const api = (server: TestServer, token: string) => (method: string, path: string, body?: unknown) =>
  server.request(method, `/api/proxy/api/v1/${path}`, {
    token,
    ...(body === undefined ? {} : { body }),
  })

async function team(server: TestServer, name = 'Acme') {
  const fixture = await teamWithEveryRole(server, name)
  const { owner, viewer } = fixture.members
  return {
    owner: management(server, owner.accessToken),
    viewer: management(server, viewer.accessToken),
    ownerApi: api(server, owner.accessToken),
  }
}

type Team = Awaited<ReturnType<typeof team>>

/** A phone on a UK number, and a route through the team's simulator. */
async function phoneAndRoute({ owner, ownerApi }: Team, number = '+447400123456') {
  const network = await ownerApi('POST', resourcePaths.networks, {
    mcc: '234',
    mnc: '15',
    country: 'GB',
    name: 'Vodafone UK',
    prefixes: ['447400'],
  })
  expect(network.status, JSON.stringify(network.body)).toBe(201)
  const route = await ownerApi('POST', smsRoutingPaths.routes, {
    name: 'UK grey',
    vendor_name: 'Shady Telecom',
  })
  expect(route.status, JSON.stringify(route.body)).toBe(201)
  const phone = await owner('POST', phones, { name: 'Pixel in London', phone_number: number })
  expect(phone.status, JSON.stringify(phone.body)).toBe(201)
  return { phone: livePhoneResource.parse(phone.body), routeId: route.body.id as string }
}

async function tokenOf(owner: Team['owner'], phoneId: string) {
  return (await owner('GET', member(managementPaths.livePhoneToken, phoneId))).body.token as string
}

function report(server: TestServer, phoneId: string, token: string, body: unknown) {
  return server.request(
    'POST',
    `${managementBase}/${member(managementPaths.livePhoneInbound, phoneId)}`,
    {
      headers: { 'x-phone-token': token },
      body,
    },
  )
}

async function sendTest(owner: Team['owner'], phoneId: string, routeId: string, sender = 'Acme') {
  const sent = await owner('POST', member(managementPaths.livePhoneTests, phoneId), {
    route_id: routeId,
    sender,
    text: 'Your code is ready',
  })
  expect(sent.status, JSON.stringify(sent.body)).toBe(201)
  return liveTestResource.parse(sent.body)
}

async function testOf(owner: Team['owner'], testId: string) {
  const listed = liveTestList.parse((await owner('GET', managementPaths.liveTests)).body)
  return listed.data.find((test) => test.id === testId)
}

async function receiptOf(owner: Team['owner'], testId: string) {
  await expect
    .poll(async () => (await testOf(owner, testId))?.receipt_status, { timeout: 5000 })
    .not.toBeNull()
  return testOf(owner, testId)
}

describe('live phones (receipts say delivered)', () => {
  const server = useTestServer('pglite', {
    env: {
      SIMULATOR_FAILURE_RATE: '0',
      SIMULATOR_RECEIPT_DELAY_MS: '50',
      SIMULATOR_LATENCY_MS: '1',
    },
  })

  it('registers a phone in E.164 with its network, updates it and deletes it', async () => {
    const acme = await team(server)
    const { phone } = await phoneAndRoute(acme)
    expect(phone).toMatchObject({
      phone_number: '+447400123456',
      country: 'GB',
      network: { name: 'Vodafone UK', mcc: '234', mnc: '15' },
      status: 'offline',
      last_seen_at: null,
    })
    expect(phone.token_hint).toMatch(/^…/)
    const bad = await acme.owner('POST', phones, { name: 'Broken', phone_number: '12' })
    expect(bad.status).toBe(422)
    expect(bad.body.errors.phone_number).toHaveLength(1)
    const twice = await acme.owner('POST', phones, {
      name: 'Again',
      phone_number: '+44 7400 123456',
    })
    expect(twice.status).toBe(422)
    expect(twice.body.errors.phone_number[0]).toMatch(/already registered/)
    const renamed = await acme.owner('PUT', `${phones}/${phone.id}`, { name: 'Pixel 8' })
    expect(renamed.body).toMatchObject({ name: 'Pixel 8', token_hint: phone.token_hint })
    expect((await acme.owner('DELETE', `${phones}/${phone.id}`)).status).toBe(200)
    expect((await acme.owner('GET', `${phones}/${phone.id}`)).status).toBe(404)
  })

  it("hides another team's phones (404) and refuses a viewer's writes (403)", async () => {
    const acme = await team(server)
    const other = await team(server, 'Globex')
    const { phone, routeId } = await phoneAndRoute(acme)
    for (const path of [
      `${phones}/${phone.id}`,
      member(managementPaths.livePhoneSms, phone.id),
      member(managementPaths.livePhoneStatusLogs, phone.id),
      member(managementPaths.livePhoneToken, phone.id),
    ])
      expect((await other.owner('GET', path)).status, path).toBe(404)
    expect((await other.owner('PUT', `${phones}/${phone.id}`, { name: 'Mine' })).status).toBe(404)
    expect((await other.owner('DELETE', `${phones}/${phone.id}`)).status).toBe(404)
    const foreignTest = await other.owner(
      'POST',
      member(managementPaths.livePhoneTests, phone.id),
      {
        route_id: routeId,
        sender: 'Acme',
        text: 'Hello',
      },
    )
    expect(foreignTest.status).toBe(404)
    expect(
      liveTestList.parse((await other.owner('GET', managementPaths.liveTests)).body).data,
    ).toEqual([])

    expect((await acme.viewer('GET', `${phones}/${phone.id}`)).status).toBe(200)
    expect(
      (await acme.viewer('POST', phones, { name: 'X', phone_number: '+447400123999' })).status,
    ).toBe(403)
    expect((await acme.viewer('PUT', `${phones}/${phone.id}`, { name: 'X' })).status).toBe(403)
    expect((await acme.viewer('DELETE', `${phones}/${phone.id}`)).status).toBe(403)
    expect(
      (await acme.viewer('GET', member(managementPaths.livePhoneToken, phone.id))).status,
    ).toBe(403)
    const viewerTest = await acme.viewer('POST', member(managementPaths.livePhoneTests, phone.id), {
      route_id: routeId,
      sender: 'Acme',
      text: 'Hello',
    })
    expect(viewerTest.status).toBe(403)
    // Another team's route is no route of this team's.
    const { routeId: otherRoute } = await phoneAndRoute(other, '+447400123555')
    const crossed = await acme.owner('POST', member(managementPaths.livePhoneTests, phone.id), {
      route_id: otherRoute,
      sender: 'Acme',
      text: 'Hello',
    })
    expect(crossed.status).toBe(422)
    expect(crossed.body.errors.route_id).toHaveLength(1)
  })

  it('refuses a report with a wrong or missing token, and one for an unknown phone', async () => {
    const acme = await team(server)
    const { phone } = await phoneAndRoute(acme)
    const body = { from: 'Acme', text: 'hi', received_at: new Date().toISOString() }
    expect((await report(server, phone.id, 'phone_wrong', body)).status).toBe(401)
    expect((await report(server, phone.id, '', body)).status).toBe(401)
    const token = await tokenOf(acme.owner, phone.id)
    expect((await report(server, crypto.randomUUID(), token, body)).status).toBe(401)
    const rotated = await acme.owner('POST', member(managementPaths.livePhoneToken, phone.id))
    expect(rotated.body.token).not.toBe(token)
    expect((await report(server, phone.id, token, body)).status).toBe(401)
    expect((await report(server, phone.id, rotated.body.token, body)).status).toBe(201)
    const received = await acme.owner('GET', member(managementPaths.livePhoneSms, phone.id))
    expect(received.body.data).toHaveLength(1)
    expect(received.body.data[0]).toMatchObject({ test_id: null, from: 'Acme', text: 'hi' })
    const seen = livePhoneResource.parse((await acme.owner('GET', `${phones}/${phone.id}`)).body)
    expect(seen.status).toBe('online')
    await acme.owner('PUT', `${phones}/${phone.id}`, { active: false })
    expect((await report(server, phone.id, rotated.body.token, body)).status).toBe(403)
  })

  it('delivered as reported, with its status log in order', async () => {
    const acme = await team(server)
    const { phone, routeId } = await phoneAndRoute(acme)
    const test = await sendTest(acme.owner, phone.id, routeId)
    expect(test.text).toContain(test.code)
    expect(test.code).toHaveLength(livePhoneLimits.codeLength)
    expect(test).toMatchObject({
      verdict: 'pending',
      route_name: 'UK grey',
      vendor_name: 'Shady Telecom',
    })
    expect((await receiptOf(acme.owner, test.id))?.receipt_status).toBe('delivered')
    const token = await tokenOf(acme.owner, phone.id)
    const reported = await report(server, phone.id, token, {
      from: 'Acme',
      text: test.text,
      received_at: new Date().toISOString(),
    })
    expect(reported.body).toMatchObject({ test_id: test.id, verdict: 'delivered' })
    const logs = liveStatusLogList.parse(
      (await acme.owner('GET', `${member(managementPaths.livePhoneStatusLogs, phone.id)}?sort=at`))
        .body,
    )
    expect(logs.data.map((entry) => entry.step)).toEqual([
      'queued',
      'submitted',
      'receipt',
      'received',
    ])
    expect(logs.data[2]?.detail).toBe('delivered')
  })

  it('sender id changed, and content changed', async () => {
    const acme = await team(server)
    const { phone, routeId } = await phoneAndRoute(acme)
    const token = await tokenOf(acme.owner, phone.id)
    const first = await sendTest(acme.owner, phone.id, routeId)
    const second = await sendTest(acme.owner, phone.id, routeId)
    const at = new Date().toISOString()
    const swapped = await report(server, phone.id, token, {
      from: '+15550001',
      text: first.text,
      received_at: at,
    })
    expect(swapped.body).toMatchObject({ test_id: first.id, verdict: 'sender_changed' })
    const rewritten = await report(server, phone.id, token, {
      from: 'Acme',
      text: `Visit spam.example ${second.code}`,
      received_at: at,
    })
    expect(rewritten.body).toMatchObject({ test_id: second.id, verdict: 'content_changed' })
    const byVerdict = liveTestList.parse(
      (await acme.owner('GET', `${managementPaths.liveTests}?filter[verdict]=content_changed`))
        .body,
    )
    expect(byVerdict.data.map((test) => test.id)).toEqual([second.id])
  })

  it('a delivered receipt with nothing arriving by the timeout is a fake DLR (test clock)', async () => {
    const acme = await team(server)
    const { phone, routeId } = await phoneAndRoute(acme)
    const test = await sendTest(acme.owner, phone.id, routeId)
    await receiptOf(acme.owner, test.id)
    expect((await testOf(acme.owner, test.id))?.verdict).toBe('pending')
    server.advanceClock(livePhoneLimits.arrivalTimeoutMs + 1000)
    expect((await testOf(acme.owner, test.id))?.verdict).toBe('fake_dlr')
    const summary = liveTestSummary.parse(
      (await acme.owner('GET', managementPaths.liveTestSummary)).body,
    )
    expect(summary.routes).toEqual([
      expect.objectContaining({ route_id: routeId, vendor_name: 'Shady Telecom', total: 1 }),
    ])
    expect(summary.routes[0]?.counts.fake_dlr).toBe(1)
    const logs = liveStatusLogList.parse(
      (await acme.owner('GET', `${member(managementPaths.livePhoneStatusLogs, phone.id)}?sort=at`))
        .body,
    )
    expect(logs.data.map((entry) => entry.step)).toEqual([
      'queued',
      'submitted',
      'receipt',
      'timed_out',
    ])
  })
})

describe('live phones (receipts say failed)', () => {
  const server = useTestServer('pglite', {
    env: {
      SIMULATOR_FAILURE_RATE: '1',
      SIMULATOR_RECEIPT_DELAY_MS: '50',
      SIMULATOR_LATENCY_MS: '1',
    },
  })

  it('a failed receipt is not delivered', async () => {
    const acme = await team(server)
    const { phone, routeId } = await phoneAndRoute(acme)
    const test = await sendTest(acme.owner, phone.id, routeId)
    const settled = await receiptOf(acme.owner, test.id)
    expect(settled).toMatchObject({ receipt_status: 'failed', verdict: 'not_delivered' })
    const filtered = liveTestList.parse(
      (
        await acme.owner(
          'GET',
          `${managementPaths.liveTests}?filter[route_id]=${routeId}&filter[verdict]=not_delivered`,
        )
      ).body,
    )
    expect(filtered.data.map((row) => row.id)).toEqual([test.id])
  })
})
