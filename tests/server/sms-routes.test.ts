import { describe, expect, it } from 'vitest'
import { smsRoutingPaths } from '../../src/contract/routes'
import { smsRouteList, smsRouteResource } from '../../src/contract/sms-route'
import { caller } from './support/audience'
import { planUsingRoute } from './support/routing'
import { teamWithEveryRole } from './support/teams'
import { useTestServer } from './support/test-server'

const path = smsRoutingPaths.routes
const connections = smsRoutingPaths.smppConnections

/**
 * Routes: a vendor, one of the team's connections (null: the simulator), sender handling and
 * status; names unique per team; owners and admins write, everyone reads; another team's route
 * or connection is unknown; a route a plan's rule uses is not deleted.
 */
describe('SMS routes', () => {
  const server = useTestServer('pglite')

  async function team(name = 'Acme') {
    const fixture = await teamWithEveryRole(server, name)
    const { owner, admin, editor, viewer } = fixture.members
    return {
      teamId: fixture.teamId,
      owner: caller(server, owner.accessToken),
      admin: caller(server, admin.accessToken),
      editor: caller(server, editor.accessToken),
      viewer: caller(server, viewer.accessToken),
    }
  }

  async function vendorConnection(call: ReturnType<typeof caller>, name = 'Vendor link') {
    const created = await call('POST', connections, {
      name,
      host: 'smsc.example.com',
      system_id: 'acct',
      password: 'secret',
      active: false,
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    return created.body.id as string
  }

  it('creates, shows, updates, lists and deletes a route', async () => {
    const { owner, viewer } = await team()
    const connectionId = await vendorConnection(owner)
    const created = await owner('POST', path, {
      name: 'UK direct',
      vendor_name: 'Northwind',
      connection_id: connectionId,
      sender_handling: 'replace',
      sender_pool: ['Acme', '447700900123', 'Acme'],
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(smsRouteResource.parse(created.body)).toMatchObject({
      name: 'UK direct',
      vendor_name: 'Northwind',
      connection_id: connectionId,
      connection_name: 'Vendor link',
      sender_handling: 'replace',
      sender_pool: ['Acme', '447700900123'],
      status: 'active',
    })
    const id = created.body.id
    const shown = await viewer('GET', `${path}/${id}`)
    expect(shown.status).toBe(200)
    expect(shown.body).toEqual(created.body)
    const updated = await owner('PUT', `${path}/${id}`, {
      sender_handling: 'strip',
      status: 'disabled',
    })
    expect(updated.status, JSON.stringify(updated.body)).toBe(200)
    expect(updated.body).toMatchObject({
      sender_handling: 'strip',
      sender_pool: [],
      status: 'disabled',
    })
    const listed = await viewer('GET', `${path}?filter[status]=disabled&search=uk`)
    expect(smsRouteList.parse(listed.body).data.map((route) => route.id)).toEqual([id])
    const deleted = await owner('DELETE', `${path}/${id}`)
    expect(deleted.status).toBe(200)
    expect((await viewer('GET', `${path}/${id}`)).status).toBe(404)
  })

  it('goes out through the simulator when no connection is named, and stores the simulator as null', async () => {
    const { owner } = await team()
    const simulator = (await owner('GET', `${connections}?filter[kind]=simulator`)).body.data[0]
    const plain = await owner('POST', path, { name: 'Local', vendor_name: 'Simulator' })
    expect(plain.body).toMatchObject({
      connection_id: null,
      connection_name: null,
      sender_handling: 'keep',
    })
    const named = await owner('POST', path, {
      name: 'Local 2',
      vendor_name: 'Simulator',
      connection_id: simulator.id,
    })
    expect(named.status, JSON.stringify(named.body)).toBe(201)
    expect(named.body.connection_id).toBeNull()
  })

  it("answers 422 for a taken name, a bad field, an empty pool, and another team's connection", async () => {
    const { owner } = await team()
    const other = await team('Globex')
    const theirs = await vendorConnection(other.owner)
    expect((await owner('POST', path, { name: 'Main', vendor_name: 'A' })).status).toBe(201)
    const taken = await owner('POST', path, { name: 'Main', vendor_name: 'B' })
    expect(taken.status).toBe(422)
    expect(taken.body.errors.name).toEqual(['The team already has a route with this name.'])
    // Another team may use the name.
    expect((await other.owner('POST', path, { name: 'Main', vendor_name: 'A' })).status).toBe(201)
    const bad = await owner('POST', path, {
      name: '',
      vendor_name: '',
      sender_handling: 'rewrite',
      status: 'paused',
      connection_id: 'nope',
    })
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'connection_id',
      'name',
      'sender_handling',
      'status',
      'vendor_name',
    ])
    const noPool = await owner('POST', path, {
      name: 'Pool',
      vendor_name: 'A',
      sender_handling: 'replace',
    })
    expect(noPool.status).toBe(422)
    expect(noPool.body.errors.sender_pool[0]).toMatch(/at least one sender id/)
    const badSender = await owner('POST', path, {
      name: 'Pool',
      vendor_name: 'A',
      sender_handling: 'replace',
      sender_pool: ['way too long sender'],
    })
    expect(Object.keys(badSender.body.errors)).toEqual(['sender_pool.0'])
    const foreign = await owner('POST', path, {
      name: 'Foreign',
      vendor_name: 'A',
      connection_id: theirs,
    })
    expect(foreign.status).toBe(422)
    expect(foreign.body.errors.connection_id[0]).toMatch(/team's own connections/)
  })

  it('lets owners and admins write, and editors and viewers only read', async () => {
    const { owner, admin, editor, viewer } = await team()
    expect((await admin('POST', path, { name: 'By admin', vendor_name: 'A' })).status).toBe(201)
    const route = (await owner('POST', path, { name: 'By owner', vendor_name: 'A' })).body
    for (const reader of [editor, viewer]) {
      expect((await reader('POST', path, { name: 'No', vendor_name: 'A' })).status).toBe(403)
      expect((await reader('PUT', `${path}/${route.id}`, { name: 'No' })).status).toBe(403)
      expect((await reader('DELETE', `${path}/${route.id}`)).status).toBe(403)
      expect((await reader('GET', path)).body.meta.total).toBe(2)
    }
  })

  it("answers 404 for another team's route", async () => {
    const { owner } = await team()
    const other = await team('Globex')
    const route = (await owner('POST', path, { name: 'Mine', vendor_name: 'A' })).body
    expect((await other.owner('GET', `${path}/${route.id}`)).status).toBe(404)
    expect((await other.owner('PUT', `${path}/${route.id}`, { name: 'x' })).status).toBe(404)
    expect((await other.owner('DELETE', `${path}/${route.id}`)).status).toBe(404)
    expect((await owner('GET', `${path}/${route.id}`)).body.name).toBe('Mine')
  })

  it('refuses to delete a route a plan uses, naming the plans', async () => {
    const { owner, teamId } = await team()
    const route = (await owner('POST', path, { name: 'Used', vendor_name: 'A' })).body
    await planUsingRoute(server, teamId, route.id, 'Weekday plan')
    await planUsingRoute(server, teamId, route.id, 'Backup plan')
    const refused = await owner('DELETE', `${path}/${route.id}`)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(
      'The route is used by the rules of the routing plans Backup plan, Weekday plan: take it off them first.',
    )
    expect((await owner('GET', `${path}/${route.id}`)).status).toBe(200)
  })

  it('refuses to delete a connection a route sends through, naming the routes', async () => {
    const { owner } = await team()
    const connectionId = await vendorConnection(owner)
    await owner('POST', path, { name: 'Through it', vendor_name: 'A', connection_id: connectionId })
    const refused = await owner('DELETE', `${connections}/${connectionId}`)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(
      'The route Through it sends through this connection: move it to another connection first.',
    )
  })
})
