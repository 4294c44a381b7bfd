import { describe, expect, it } from 'vitest'
import { referenceNetworks } from '../../server/src/domain/networks/reference'
import { networkList, networkResource } from '../../src/contract/network'
import { caller } from './support/audience'
import { teamWithEveryRole } from './support/teams'
import { backends, useTestServer } from './support/test-server'

const path = 'sms/routing/networks'

/**
 * Networks: MCC and MNC as strings (leading zeros kept), 422 per field, one owner per prefix,
 * writers only, another team's network is 404, the reference list loads once, and a number
 * finds its network by the longest matching prefix.
 */
describe.each(backends)('networks on %s', (backend) => {
  const server = useTestServer(backend)

  async function team(name = 'Acme') {
    const fixture = await teamWithEveryRole(server, name)
    return {
      editor: caller(server, fixture.members.editor.accessToken),
      viewer: caller(server, fixture.members.viewer.accessToken),
    }
  }

  it('keeps leading zeros in MCC and MNC and answers 422 per field', async () => {
    const { editor } = await team()
    const created = await editor('POST', path, {
      mcc: '001',
      mnc: '01',
      country: 'gb',
      name: 'Test network',
      prefixes: ['+447700', '447700', '4477009'],
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(networkResource.parse(created.body)).toMatchObject({
      mcc: '001',
      mnc: '01',
      country: 'GB',
      prefixes: ['447700', '4477009'],
      source: 'team',
    })
    const refused = await editor('POST', path, {
      mcc: '12',
      mnc: '1',
      country: 'XX',
      name: '',
      prefixes: ['0123'],
    })
    expect(refused.status).toBe(422)
    expect(Object.keys(refused.body.errors).sort()).toEqual([
      'country',
      'mcc',
      'mnc',
      'name',
      'prefixes.0',
    ])
    const twice = await editor('POST', path, {
      mcc: '001',
      mnc: '01',
      country: 'GB',
      name: 'Again',
    })
    expect(twice.status).toBe(422)
    expect(twice.body.errors.mnc).toEqual(['The team already has a network with this MCC and MNC.'])
    const threeDigits = await editor('POST', path, {
      mcc: '001',
      mnc: '010',
      country: 'GB',
      name: 'Three digits',
    })
    expect(threeDigits.status).toBe(201)
  })

  it('gives a prefix to one network only, on store and on update', async () => {
    const { editor } = await team()
    const first = await editor('POST', path, {
      mcc: '234',
      mnc: '15',
      country: 'GB',
      name: 'Vodafone UK',
      prefixes: ['447385'],
    })
    const second = await editor('POST', path, {
      mcc: '234',
      mnc: '20',
      country: 'GB',
      name: 'Three',
      prefixes: ['447385'],
    })
    expect(second.status).toBe(422)
    expect(second.body.errors.prefixes).toEqual([
      'The prefix 447385 already belongs to another network (Vodafone UK).',
    ])
    const third = await editor('POST', path, {
      mcc: '234',
      mnc: '20',
      country: 'GB',
      name: 'Three',
      prefixes: ['447386'],
    })
    expect(third.status).toBe(201)
    const moved = await editor('PUT', `${path}/${third.body.id}`, {
      prefixes: ['447386', '447385'],
    })
    expect(moved.status).toBe(422)
    const ownEdit = await editor('PUT', `${path}/${first.body.id}`, {
      prefixes: ['447385', '4473851'],
    })
    expect(ownEdit.status).toBe(200)
  })

  it('lets every role read and only writers write; another team gets 404', async () => {
    const { editor, viewer } = await team()
    const created = await editor('POST', path, {
      mcc: '262',
      mnc: '01',
      country: 'DE',
      name: 'Telekom',
    })
    const id = created.body.id
    expect((await viewer('GET', `${path}/${id}`)).status).toBe(200)
    expect(
      (await viewer('POST', path, { mcc: '262', mnc: '02', country: 'DE', name: 'V' })).status,
    ).toBe(403)
    expect((await viewer('PUT', `${path}/${id}`, { name: 'Renamed' })).status).toBe(403)
    expect((await viewer('DELETE', `${path}/${id}`)).status).toBe(403)
    expect((await viewer('POST', `${path}/load-reference`)).status).toBe(403)
    const other = await team('Other')
    expect((await other.editor('GET', `${path}/${id}`)).status).toBe(404)
    expect((await other.editor('PUT', `${path}/${id}`, { name: 'Mine' })).status).toBe(404)
    expect((await other.editor('DELETE', `${path}/${id}`)).status).toBe(404)
    expect((await editor('DELETE', `${path}/${id}`)).status).toBe(200)
  })

  it('loads the reference once, keeps the team’s edits, and filters, searches and pages it', async () => {
    const { editor, viewer } = await team()
    const own = await editor('POST', path, {
      mcc: '234',
      mnc: '15',
      country: 'GB',
      name: 'Our Vodafone',
    })
    const loaded = await editor('POST', `${path}/load-reference`)
    expect(loaded.status).toBe(200)
    expect(loaded.body.added).toBe(referenceNetworks.length - 1)
    expect(loaded.body.kept).toBe(1)
    const again = await editor('POST', `${path}/load-reference`)
    expect(again.body).toMatchObject({ added: 0, kept: referenceNetworks.length })
    expect((await viewer('GET', `${path}/${own.body.id}`)).body.name).toBe('Our Vodafone')

    const british = networkList.parse(
      (await viewer('GET', `${path}?filter[country]=GB&per_page=5&page=2`)).body,
    )
    expect(british.meta.total).toBe(referenceNetworks.filter((n) => n.country === 'GB').length)
    expect(british.data).toHaveLength(5)
    expect(british.data.every((network) => network.country === 'GB')).toBe(true)
    const searched = networkList.parse((await viewer('GET', `${path}?search=our%20voda`)).body)
    expect(searched.data.map((network) => network.id)).toEqual([own.body.id])
  })

  it('finds a number’s network by the longest prefix, not by the shorter one', async () => {
    const { editor, viewer } = await team()
    await editor('POST', path, {
      mcc: '234',
      mnc: '10',
      country: 'GB',
      name: 'Short',
      prefixes: ['4477'],
    })
    await editor('POST', path, {
      mcc: '234',
      mnc: '030',
      country: 'GB',
      name: 'Long',
      prefixes: ['447700'],
    })
    const long = await viewer(
      'GET',
      `${path}/lookup?number=${encodeURIComponent('+44 7700 900123')}`,
    )
    expect(long.body.network).toMatchObject({ name: 'Long', mnc: '030', prefix: '447700' })
    const short = await viewer('GET', `${path}/lookup?number=%2B447712345678`)
    expect(short.body.network).toMatchObject({ name: 'Short', prefix: '4477' })
    const none = await viewer('GET', `${path}/lookup?number=%2B15551234567`)
    expect(none.body.network).toBeNull()
  })
})
