import { describe, expect, it } from 'vitest'
import {
  profitLogicResource,
  profitLogicRuleList,
  profitLogicRuleResource,
} from '../../src/contract/profit-logic'
import { profitLogicPaths } from '../../src/contract/routes'
import { caller } from './support/audience'
import { teamWithEveryRole } from './support/teams'
import { type TestServer, useTestServer } from './support/test-server'

const sets = profitLogicPaths.sets
const rulesOf = (id: string) => profitLogicPaths.rules.replace(':id', id)

async function profitTeam(server: TestServer, name = 'Acme') {
  const fixture = await teamWithEveryRole(server, name)
  const as = (role: 'owner' | 'admin' | 'editor' | 'viewer') =>
    caller(server, fixture.members[role].accessToken)
  const owner = as('owner')
  const client = (await owner('POST', 'companies', { name: 'Globex', kind: 'client' })).body
  const vendor = (await owner('POST', 'companies', { name: 'Vendo', kind: 'vendor' })).body
  return { teamId: fixture.teamId, owner, admin: as('admin'), viewer: as('viewer'), client, vendor }
}

/**
 * Profit logic over HTTP (issue 18 item 5): sets and their ordered rules; owners and admins
 * write, viewers read, another team's set or rule is 404, bad input is 422 with field errors.
 */
describe('profit logic', () => {
  const server = useTestServer('pglite')

  it('keeps a set and its rules in order, read by everyone, written by owners and admins', async () => {
    const acme = await profitTeam(server)
    const made = await acme.admin('POST', sets, {
      name: 'Globex floor',
      client_ids: [acme.client.id],
    })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    const set = profitLogicResource.parse(made.body)
    expect(set.client_ids).toEqual([acme.client.id])

    const first = await acme.owner('POST', rulesOf(set.id), { country: 'GB', min_margin: '0.0010' })
    expect(first.status, JSON.stringify(first.body)).toBe(201)
    expect(profitLogicRuleResource.parse(first.body)).toMatchObject({
      position: 1,
      min_margin: '0.001',
      negative_margin: 'block',
      override: false,
      override_reason: null,
    })
    const second = await acme.admin('POST', rulesOf(set.id), {
      negative_margin: 'allow',
      override: true,
      override_reason: 'Launch promotion',
      max_loss: '0.002',
    })
    expect(second.status, JSON.stringify(second.body)).toBe(201)
    expect(second.body.position).toBe(2)

    const listed = await acme.viewer('GET', rulesOf(set.id))
    expect(listed.status).toBe(200)
    expect(profitLogicRuleList.parse(listed.body).data.map((rule) => rule.position)).toEqual([1, 2])

    const changed = await acme.owner('PUT', `${rulesOf(set.id)}/${first.body.id}`, {
      min_margin: '0.002',
    })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect(changed.body.min_margin).toBe('0.002')

    expect((await acme.viewer('POST', rulesOf(set.id), { country: 'GB' })).status).toBe(403)
    expect(
      (await acme.viewer('PUT', `${rulesOf(set.id)}/${first.body.id}`, { country: 'FR' })).status,
    ).toBe(403)
    expect((await acme.viewer('DELETE', `${rulesOf(set.id)}/${first.body.id}`)).status).toBe(403)
    expect((await acme.viewer('POST', sets, { name: 'Nope' })).status).toBe(403)

    expect((await acme.owner('DELETE', `${rulesOf(set.id)}/${first.body.id}`)).status).toBe(204)
    expect((await acme.viewer('GET', rulesOf(set.id))).body.data).toHaveLength(1)
  })

  it('hides a set and its rules from another team', async () => {
    const acme = await profitTeam(server)
    const rival = await profitTeam(server, 'Rival')
    const set = (await acme.owner('POST', sets, { name: 'Floor' })).body
    const rule = (await acme.owner('POST', rulesOf(set.id), { min_margin: '0.001' })).body
    expect((await rival.owner('GET', rulesOf(set.id))).status).toBe(404)
    expect((await rival.owner('POST', rulesOf(set.id), { min_margin: '0' })).status).toBe(404)
    expect((await rival.owner('GET', `${rulesOf(set.id)}/${rule.id}`)).status).toBe(404)
    expect(
      (await rival.owner('PUT', `${rulesOf(set.id)}/${rule.id}`, { min_margin: '0' })).status,
    ).toBe(404)
    expect((await rival.owner('DELETE', `${rulesOf(set.id)}/${rule.id}`)).status).toBe(404)
    // Their own set does not open another's rule.
    const theirs = (await rival.owner('POST', sets, { name: 'Theirs' })).body
    expect((await rival.owner('GET', `${rulesOf(theirs.id)}/${rule.id}`)).status).toBe(404)
    expect((await rival.owner('GET', `${sets}/${set.id}`)).status).toBe(404)
    expect((await acme.viewer('GET', `${rulesOf(set.id)}/${rule.id}`)).status).toBe(200)
  })

  it('refuses what a person must fix with field errors', async () => {
    const acme = await profitTeam(server)
    const rival = await profitTeam(server, 'Rival')
    const notClient = await acme.owner('POST', sets, {
      name: 'Vendors',
      client_ids: [acme.vendor.id],
    })
    expect(notClient.status).toBe(422)
    expect(Object.keys(notClient.body.errors)).toEqual(['client_ids'])
    expect(Object.keys((await acme.owner('POST', sets, { name: '' })).body.errors)).toEqual([
      'name',
    ])

    const set = (await acme.owner('POST', sets, { name: 'Floor' })).body
    const lossWithoutReason = await acme.owner('POST', rulesOf(set.id), {
      negative_margin: 'allow',
    })
    expect(lossWithoutReason.status).toBe(422)
    expect(Object.keys(lossWithoutReason.body.errors).sort()).toEqual([
      'override',
      'override_reason',
    ])
    const badNumbers = await acme.owner('POST', rulesOf(set.id), {
      min_margin: 'cheap',
      max_loss: '0.1234567',
      negative_margin: 'maybe',
    })
    expect(badNumbers.status).toBe(422)
    expect(Object.keys(badNumbers.body.errors).sort()).toEqual([
      'max_loss',
      'min_margin',
      'negative_margin',
    ])
    const rivalNetwork = (
      await rival.owner('POST', 'sms/routing/networks', {
        mcc: '234',
        mnc: '30',
        country: 'GB',
        name: 'EE',
        prefixes: ['447400'],
      })
    ).body
    const foreignNetwork = await acme.owner('POST', rulesOf(set.id), {
      network_id: rivalNetwork.id,
    })
    expect(foreignNetwork.status).toBe(422)
    expect(Object.keys(foreignNetwork.body.errors)).toEqual(['network_id'])

    // An update is checked whole: allowing a loss on a rule still needs the reason.
    const rule = (await acme.owner('POST', rulesOf(set.id), { min_margin: '0' })).body
    const patch = await acme.owner('PUT', `${rulesOf(set.id)}/${rule.id}`, {
      negative_margin: 'allow',
      override: true,
    })
    expect(patch.status).toBe(422)
    expect(Object.keys(patch.body.errors)).toEqual(['override_reason'])
  })
})
