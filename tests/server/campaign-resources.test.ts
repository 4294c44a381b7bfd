import { describe, expect, it } from 'vitest'
import { offerResource } from '../../src/contract/offer'
import { senderIdResource } from '../../src/contract/sender-id'
import { textGenerateResponse, textResource } from '../../src/contract/sms-text'
import { caller } from './support/audience'
import { teamWithEveryRole } from './support/teams'
import { backends, useTestServer } from './support/test-server'

/** Offers, sender ids and texts: CRUD through the engine, validation, and texts/generate. */
describe.each(backends)('offers, sender ids and texts on %s', (backend) => {
  const server = useTestServer(backend)

  async function editor() {
    const team = await teamWithEveryRole(server)
    return { ...team, call: caller(server, team.members.editor.accessToken) }
  }

  it('offers: stored with money as text and a known currency; 422 on each bad field', async () => {
    const { call, members } = await editor()
    const created = await call('POST', 'offers', {
      name: 'Spring',
      url: 'https://shop.example.com/spring?utm=sms',
      payout: '12.5',
      currency: 'eur',
    })
    expect(created.status).toBe(201)
    expect(offerResource.parse(created.body)).toMatchObject({ payout: '12.5', currency: 'EUR' })
    const updated = await call('PUT', `offers/${created.body.id}`, { payout: '13.0000' })
    expect(updated.body.payout).toBe('13.0000')
    const refused = await call('POST', 'offers', {
      name: ' ',
      url: 'javascript:alert(1)',
      payout: '-1',
      currency: 'XYZ',
    })
    expect(refused.status).toBe(422)
    expect(Object.keys(refused.body.errors).sort()).toEqual(['currency', 'name', 'payout', 'url'])
    const list = await call('GET', 'offers?filter[currency]=EUR&search=spring')
    expect(list.body.data.map((offer: { id: string }) => offer.id)).toEqual([created.body.id])
    const viewer = caller(server, members.viewer.accessToken)
    expect((await viewer('DELETE', `offers/${created.body.id}`)).status).toBe(403)
    expect((await call('DELETE', `offers/${created.body.id}`)).status).toBe(200)
  })

  it('sender ids: alphanumeric up to 11 with a letter, or numeric; unique in the team', async () => {
    const { call } = await editor()
    const brand = await call('POST', 'sms/senderids', {
      value: 'Acme Shop',
      countries: ['gb', 'GB'],
    })
    expect(senderIdResource.parse(brand.body)).toMatchObject({
      value: 'Acme Shop',
      kind: 'alphanumeric',
      countries: ['GB'],
    })
    const number = await call('POST', 'sms/senderids', { value: '+447911123456' })
    expect(number.body.kind).toBe('numeric')
    for (const value of ['TwelveChars1', '12345', '', '!!!', '1234567890123456'].slice(0, 5)) {
      const response = await call('POST', 'sms/senderids', { value })
      if (value === '12345') expect(response.status).toBe(201)
      else {
        expect(response.status, value).toBe(422)
        expect(Object.keys(response.body.errors)).toEqual(['value'])
      }
    }
    const again = await call('POST', 'sms/senderids', { value: 'Acme Shop' })
    expect(again.status).toBe(422)
    expect(again.body.errors).toEqual({ value: ['The team already has this sender id.'] })
    const other = await editor()
    expect((await other.call('POST', 'sms/senderids', { value: 'Acme Shop' })).status).toBe(201)
    const bad = await call('POST', 'sms/senderids', { value: 'OK', countries: ['G1'] })
    expect(Object.keys(bad.body.errors)).toEqual(['countries.0'])
    expect(
      (await call('GET', 'sms/senderids?filter[kind]=numeric')).body.data.map(
        (row: { value: string }) => row.value,
      ),
    ).toEqual(['+447911123456', '12345'])
  })

  it('texts: variables read from the body; unknown placeholders and custom fields refused', async () => {
    const { call } = await editor()
    await call('POST', 'custom-fields', { key: 'plan', label: 'Plan', type: 'text' })
    const created = await call('POST', 'sms/texts', {
      body: 'Hi {first_name}, your {custom.plan} plan: {offer_link} {first_name}',
    })
    expect(created.status).toBe(201)
    expect(textResource.parse(created.body).variables).toEqual([
      'first_name',
      'custom.plan',
      'offer_link',
    ])
    const updated = await call('PUT', `sms/texts/${created.body.id}`, { body: 'Bye {last_name}' })
    expect(updated.body.variables).toEqual(['last_name'])
    const unknown = await call('POST', 'sms/texts', { body: 'Hi {nickname} and {age}' })
    expect(unknown.status).toBe(422)
    expect(unknown.body.errors.body).toEqual([
      'The body field names unknown placeholders: {nickname}, {age}.',
    ])
    const custom = await call('POST', 'sms/texts', { body: 'Your {custom.tier}' })
    expect(custom.body.errors.body).toEqual([
      'The body names custom fields the team does not have: {custom.tier}.',
    ])
    const literal = await call('POST', 'sms/texts', { body: 'Braces { like this } stay text' })
    expect(literal.body.variables).toEqual([])
  })

  it('texts/generate proposes the same variants for the same body, keeping its placeholders', async () => {
    const { call, members } = await editor()
    const body = 'Hi {first_name}, 20% off today only: {offer_link}'
    const first = textGenerateResponse.parse(
      (await call('POST', 'sms/texts/generate', { body })).body,
    )
    const second = (await call('POST', 'sms/texts/generate', { body })).body
    expect(second).toEqual(first)
    expect(first.variants).toHaveLength(3)
    expect(new Set(first.variants.map((variant) => variant.body)).size).toBe(3)
    for (const variant of first.variants) {
      expect(variant.body).toContain('{first_name}')
      expect(variant.body).toContain('{offer_link}')
      expect(variant.variables).toEqual(expect.arrayContaining(['first_name', 'offer_link']))
    }
    const five = (await call('POST', 'sms/texts/generate', { body: 'Sale', count: 5 })).body
    expect(five.variants).toHaveLength(5)
    const refused = await call('POST', 'sms/texts/generate', { body: '{x}', count: 0 })
    expect(Object.keys(refused.body.errors).sort()).toEqual(['body', 'count'])
    const viewer = caller(server, members.viewer.accessToken)
    expect((await viewer('POST', 'sms/texts/generate', { body })).status).toBe(403)
  })
})
