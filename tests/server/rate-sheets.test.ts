import { and, asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { vendorRates } from '../../server/src/db/schema'
import { rateSheetResource, rateSheetRowList } from '../../src/contract/rate-sheet'
import { caller } from './support/audience'
import {
  insertNetworks,
  insertRate,
  insertRoute,
  parseSheet,
  uploadSheet,
  xlsxOf,
} from './support/rate-sheets'
import { teamWithEveryRole } from './support/teams'
import { backends, useTestServer } from './support/test-server'

const inboxes = 'sms/routing/rates/inboxes'
const profiles = 'sms/rate-parser/profiles'

/**
 * Rate-sheet inboxes and the rate parser: golden sheets (A–Z and partial, joined MCCMNC with
 * leading zeros, duplicates, bad rows) give their change sets; apply writes the vendor rates in
 * one go, twice changes nothing, and any error row blocks it; another team's sheet is 404 and
 * only owners and admins write.
 */
describe.each(backends)('rate sheets on %s', (backend) => {
  const server = useTestServer(backend)

  async function team(name = 'Acme') {
    const fixture = await teamWithEveryRole(server, name)
    const route = await insertRoute(server, fixture.teamId)
    const ids = await insertNetworks(server, fixture.teamId, [
      { mcc: '310', mnc: '010', country: 'US' },
      { mcc: '310', mnc: '01', country: 'US' },
      { mcc: '234', mnc: '15', country: 'GB', prefixes: ['447700'] },
      { mcc: '234', mnc: '10', country: 'GB' },
      { mcc: '262', mnc: '02', country: 'DE' },
    ])
    const members = fixture.members
    return {
      ...fixture,
      route,
      ids,
      admin: caller(server, members.admin.accessToken),
      editor: caller(server, members.editor.accessToken),
      viewer: caller(server, members.viewer.accessToken),
      adminToken: members.admin.accessToken,
    }
  }
  type Team = Awaited<ReturnType<typeof team>>

  const rateRows = (fixture: Team) =>
    server.db
      .select()
      .from(vendorRates)
      .where(eq(vendorRates.routeId, fixture.route.id))
      .orderBy(asc(vendorRates.effectiveFrom), asc(vendorRates.price))

  async function changeSet(fixture: Team, sheetId: string, query = '') {
    const answer = await fixture.viewer('GET', `${inboxes}/${sheetId}/rows?per_page=100${query}`)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return rateSheetRowList.parse(answer.body).data
  }

  async function profile(fixture: Team, body: Record<string, unknown>) {
    const created = await fixture.admin('POST', profiles, body)
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    return created.body.id as string
  }

  async function upload(fixture: Team, content: string | Uint8Array, filename: string) {
    const sent = await uploadSheet(server, fixture.adminToken, content, filename, fixture.route.id)
    expect(sent.status, JSON.stringify(sent.body)).toBe(201)
    return rateSheetResource.parse(sent.body)
  }

  /** Vendor A's A–Z deck: a notes sheet first, then the rates under a title and a header row. */
  const deckAtoZ = () =>
    xlsxOf([
      { name: 'Notes', rows: [['Prices per SMS part']] },
      {
        name: 'Rates',
        rows: [
          ['Vendor A deck, December'],
          ['Country', 'Operator', 'MCCMNC', 'Rate', 'Currency', 'Effective', 'Change'],
          ...(
            [
              ['US', 'Op 1', '310010', 0.012, 'Increase'],
              ['US', 'Op 2', '31001', '0.015', 'Decrease'],
              ['GB', 'Op 3', '23415', '0.03', ''],
              ['GB', 'Op 4', '23410', '0.05', 'New'],
            ] as const
          ).map(([country, operator, code, rate, flag]) => [
            country,
            operator,
            code,
            rate,
            'EUR',
            { value: new Date(Date.UTC(2036, 11, 1)), format: 'dd/mm/yyyy' },
            flag,
          ]),
        ],
      },
    ])

  const deckProfile = {
    vendor_name: 'Vendor A',
    columns: {
      country: 0,
      operator: 1,
      mccmnc: 2,
      rate: 3,
      currency: 4,
      effective_date: 5,
      change_flag: 6,
    },
    sheet_name: 'Rates',
    header_row: 2,
    date_format: 'DD/MM/YYYY',
    time_zone: 'Asia/Tehran',
    mode: 'a_z',
    default_currency: 'EUR',
  }

  it('parses an A–Z workbook into its change set, applies it once, and a second apply changes nothing', async () => {
    const fixture = await team()
    const base = {
      teamId: fixture.teamId,
      routeId: fixture.route.id,
      country: 'US',
      from: '2026-01-01T00:00:00Z',
    }
    await insertRate(server, { ...base, networkId: fixture.ids['310 010'] ?? '', price: '0.010' })
    await insertRate(server, { ...base, networkId: fixture.ids['310 01'] ?? '', price: '0.020' })
    await insertRate(server, {
      ...base,
      networkId: fixture.ids['234 15'] ?? '',
      country: 'GB',
      price: '0.03',
    })
    await insertRate(server, {
      ...base,
      networkId: fixture.ids['262 02'] ?? '',
      country: 'DE',
      price: '0.04',
    })
    const profileId = await profile(fixture, deckProfile)
    const sheet = await upload(fixture, await deckAtoZ(), 'vendor-a.xlsx')
    expect(sheet).toMatchObject({ kind: 'xlsx', status: 'received' })

    const preview = await fixture.viewer('GET', `${inboxes}/${sheet.id}/preview?sheet_name=Rates`)
    expect(preview.body.sheets).toEqual(['Notes', 'Rates'])
    expect(preview.body.rows[1]).toEqual([
      'Country',
      'Operator',
      'MCCMNC',
      'Rate',
      'Currency',
      'Effective',
      'Change',
    ])

    const parsed = await parseSheet(fixture.admin, sheet.id, profileId)
    expect(parsed.status, JSON.stringify(parsed)).toBe('parsed')
    expect(parsed.summary).toMatchObject({
      rows: 4,
      increase: 1,
      decrease: 1,
      unchanged: 1,
      new: 1,
      closed: 1,
      error: 0,
    })
    // Midnight in Tehran (+03:30) on 1 December.
    const from = '2036-11-30T20:30:00.000Z'
    const rows = await changeSet(fixture, sheet.id)
    expect(
      rows.map(({ label, kind, old_price, new_price, effective_from, row_number }) => ({
        label,
        kind,
        old_price,
        new_price,
        effective_from,
        row_number,
      })),
    ).toEqual([
      {
        label: '310010',
        kind: 'increase',
        old_price: '0.010000',
        new_price: '0.012000',
        effective_from: from,
        row_number: 3,
      },
      {
        label: '31001',
        kind: 'decrease',
        old_price: '0.020000',
        new_price: '0.015000',
        effective_from: from,
        row_number: 4,
      },
      {
        label: '23415',
        kind: 'unchanged',
        old_price: '0.030000',
        new_price: '0.030000',
        effective_from: from,
        row_number: 5,
      },
      {
        label: '23410',
        kind: 'new',
        old_price: null,
        new_price: '0.050000',
        effective_from: from,
        row_number: 6,
      },
      {
        label: '262 02',
        kind: 'closed',
        old_price: '0.040000',
        new_price: null,
        effective_from: from,
        row_number: null,
      },
    ])
    expect(rows[0]?.network_id).toBe(fixture.ids['310 010'])
    expect(rows[1]?.network_id).toBe(fixture.ids['310 01'])
    expect(await changeSet(fixture, sheet.id, '&filter[kind]=closed')).toHaveLength(1)

    const applied = await fixture.admin('POST', `sms/rate-parser/${sheet.id}/apply`)
    expect(applied.status, JSON.stringify(applied.body)).toBe(200)
    expect(applied.body.status).toBe('applied')
    const after = await rateRows(fixture)
    expect(after).toHaveLength(7)
    const inForce = (networkId: string | undefined) =>
      after.filter((rate) => rate.networkId === networkId && rate.effectiveTill === null)
    expect(inForce(fixture.ids['310 010']).map((rate) => [rate.price, rate.sheetId])).toEqual([
      ['0.012000', sheet.id],
    ])
    expect(inForce(fixture.ids['262 02'])).toEqual([])
    expect(
      after.find((rate) => rate.networkId === fixture.ids['262 02'])?.effectiveTill?.toISOString(),
    ).toBe(from)
    expect(inForce(fixture.ids['234 15']).map((rate) => rate.sheetId)).toEqual([null])

    const again = await fixture.admin('POST', `sms/rate-parser/${sheet.id}/apply`)
    expect(again.status).toBe(200)
    expect(await rateRows(fixture)).toEqual(after)

    // The same file received again: nothing left to change.
    const resent = await upload(fixture, await deckAtoZ(), 'vendor-a.xlsx')
    const reparsed = await parseSheet(fixture.admin, resent.id, profileId)
    expect(reparsed.summary).toMatchObject({
      unchanged: 4,
      closed: 0,
      new: 0,
      increase: 0,
      decrease: 0,
    })
    expect((await fixture.admin('POST', `sms/rate-parser/${resent.id}/apply`)).status).toBe(200)
    expect(await rateRows(fixture)).toEqual(after)
  })

  it('updates only the rows of a partial CSV, with separate MCC and MNC and a country default', async () => {
    const fixture = await team()
    const base = { teamId: fixture.teamId, routeId: fixture.route.id, from: '2026-01-01T00:00:00Z' }
    await insertRate(server, {
      ...base,
      networkId: fixture.ids['262 02'] ?? '',
      country: 'DE',
      price: '0.04',
    })
    await insertRate(server, {
      ...base,
      networkId: fixture.ids['234 15'] ?? '',
      country: 'GB',
      price: '0.03',
    })
    const profileId = await profile(fixture, {
      vendor_name: 'Vendor B',
      columns: { mcc: 0, mnc: 1, country: 2, rate: 3, effective_date: 4 },
      mode: 'partial',
      default_currency: 'EUR',
    })
    const csv =
      'MCC;MNC;Country;Price;From\n262;02;DE;0.041;2036-12-01\n;;FR;0.05;2036-12-01 08:30\n'
    const sheet = await upload(fixture, csv, 'vendor-b.csv')
    const parsed = await parseSheet(fixture.admin, sheet.id, profileId)
    expect(parsed.summary).toMatchObject({ rows: 2, increase: 1, new: 1, closed: 0, error: 0 })
    const rows = await changeSet(fixture, sheet.id)
    expect(rows[1]).toMatchObject({
      network_id: null,
      country: 'FR',
      label: 'FR',
      effective_from: '2036-12-01T08:30:00.000Z',
    })
    expect((await fixture.admin('POST', `sms/rate-parser/${sheet.id}/apply`)).status).toBe(200)
    const france = await server.db
      .select()
      .from(vendorRates)
      .where(and(eq(vendorRates.routeId, fixture.route.id), eq(vendorRates.country, 'FR')))
    expect(france.map((rate) => [rate.networkId, rate.price])).toEqual([[null, '0.050000']])
    const britain = (await rateRows(fixture)).filter((rate) => rate.country === 'GB')
    expect(britain.map((rate) => rate.effectiveTill)).toEqual([null])
  })

  it('fits a sheet by the API’s rule: a same-moment row replaces a scheduled rate, a backdated one starts when applied', async () => {
    const fixture = await team()
    const base = { teamId: fixture.teamId, routeId: fixture.route.id }
    const germany = fixture.ids['262 02'] ?? ''
    const britain = fixture.ids['234 15'] ?? ''
    await insertRate(server, {
      ...base,
      networkId: germany,
      country: 'DE',
      price: '0.04',
      from: '2026-01-01T00:00:00Z',
    })
    await insertRate(server, {
      ...base,
      networkId: britain,
      country: 'GB',
      price: '0.03',
      from: '2036-12-01T00:00:00Z',
    })
    const profileId = await profile(fixture, {
      vendor_name: 'Vendor B',
      columns: { mcc: 0, mnc: 1, country: 2, rate: 3, effective_date: 4 },
      mode: 'partial',
      default_currency: 'EUR',
    })
    const before = await rateRows(fixture)
    const backdated = await upload(
      fixture,
      'MCC;MNC;Country;Price;From\n262;02;DE;0.041;2026-06-01\n',
      'late.csv',
    )
    expect((await parseSheet(fixture.admin, backdated.id, profileId)).summary).toMatchObject({
      increase: 1,
      error: 0,
    })
    // A row dated before the moment of applying starts at that moment: the German rate billed
    // until then keeps its price, and nothing earlier is rewritten.
    const taken = await fixture.admin('POST', `sms/rate-parser/${backdated.id}/apply`)
    expect(taken.status, JSON.stringify(taken.body)).toBe(200)
    const appliedAt = new Date(taken.body.applied_at).toISOString()
    const german = (await rateRows(fixture)).filter((rate) => rate.networkId === germany)
    expect(
      german.map((rate) => [
        rate.price,
        rate.effectiveFrom.toISOString(),
        rate.effectiveTill?.toISOString() ?? null,
      ]),
    ).toEqual([
      ['0.040000', '2026-01-01T00:00:00.000Z', appliedAt],
      ['0.041000', appliedAt, null],
    ])
    expect(before.filter((rate) => rate.networkId === germany)).toHaveLength(1)

    const corrected = await upload(
      fixture,
      'MCC;MNC;Country;Price;From\n234;15;GB;0.035;2036-12-01\n',
      'fix.csv',
    )
    await parseSheet(fixture.admin, corrected.id, profileId)
    expect((await fixture.admin('POST', `sms/rate-parser/${corrected.id}/apply`)).status).toBe(200)
    const british = (await rateRows(fixture)).filter((rate) => rate.networkId === britain)
    expect(
      british.map((rate) => [rate.price, rate.effectiveFrom.toISOString(), rate.sheetId]),
    ).toEqual([['0.035000', '2036-12-01T00:00:00.000Z', corrected.id]])
  })

  it('makes bad rows, near-miss MCCMNCs and duplicates error rows that block apply; a clean sheet then applies', async () => {
    const fixture = await team()
    const profileId = await profile(fixture, {
      vendor_name: 'Vendor C',
      columns: { mccmnc: 0, rate: 1 },
      mode: 'partial',
      default_currency: 'EUR',
    })
    const csv = [
      'MCCMNC,Rate',
      '310010,abc',
      '99999,0.01',
      '23415,0.1234567',
      '31010,0.01',
      '23410,0.02',
      '23410,0.03',
      '26202,0.04',
    ].join('\n')
    const sheet = await upload(fixture, csv, 'vendor-c.csv')
    const parsed = await parseSheet(fixture.admin, sheet.id, profileId)
    expect(parsed.summary).toMatchObject({ rows: 7, error: 6, new: 1 })
    const errors = await changeSet(fixture, sheet.id, '&filter[kind]=error')
    expect(errors.map((row) => [row.row_number, row.reason])).toEqual([
      [2, 'The rate “abc” is not a number like 0.0123.'],
      [3, 'No network of the team matches “99999”.'],
      [4, 'The rate 0.1234567 has more than 6 decimals.'],
      [
        5,
        '“31010” is not in the network table as written, which has 310 010: the MNC differs by a leading zero. Write it as the table does.',
      ],
      [6, '23410 appears more than once in the sheet: rows 6 and 7.'],
      [7, '23410 appears more than once in the sheet: rows 6 and 7.'],
    ])
    // Error rows come first in the change set.
    expect((await changeSet(fixture, sheet.id)).map((row) => row.kind)).toEqual([
      'error',
      'error',
      'error',
      'error',
      'error',
      'error',
      'new',
    ])

    const refused = await fixture.admin('POST', `sms/rate-parser/${sheet.id}/apply`)
    expect(refused.status).toBe(422)
    expect(refused.body.message).toMatch(/^6 rows of the change set are errors/)
    expect(refused.body.errors.sheet_id[0]).toBe(
      'Row 2: The rate “abc” is not a number like 0.0123.',
    )
    expect(refused.body.errors.sheet_id).toHaveLength(5)
    expect(await rateRows(fixture)).toEqual([])
    expect((await fixture.viewer('GET', `${inboxes}/${sheet.id}`)).body.status).toBe('parsed')

    const clean = await upload(fixture, 'MCCMNC,Rate\n23410,0.02\n', 'vendor-c-fixed.csv')
    expect((await parseSheet(fixture.admin, clean.id, profileId)).summary).toMatchObject({
      new: 1,
      error: 0,
    })
    expect((await fixture.admin('POST', `sms/rate-parser/${clean.id}/apply`)).status).toBe(200)
    expect((await rateRows(fixture)).map((rate) => rate.price)).toEqual(['0.020000'])
  })

  it('fails a parse with its reason and parses the next sheet as usual', async () => {
    const fixture = await team()
    const wrong = await profile(fixture, {
      ...deckProfile,
      vendor_name: 'Wrong sheet',
      sheet_name: 'Prices',
    })
    const sheet = await upload(fixture, await deckAtoZ(), 'vendor-a.xlsx')
    const failed = await parseSheet(fixture.admin, sheet.id, wrong)
    expect(failed.status).toBe('failed')
    expect(failed.error).toBe('The workbook has no sheet “Prices”; its sheets are Notes, Rates.')
    const right = await profile(fixture, deckProfile)
    expect((await parseSheet(fixture.admin, sheet.id, right)).status).toBe('parsed')
    expect((await fixture.admin('POST', `sms/rate-parser/${sheet.id}/apply`)).status).toBe(200)
    const reparse = await fixture.admin('POST', 'sms/rate-parser', {
      sheet_id: sheet.id,
      profile_id: right,
    })
    expect(reparse.status).toBe(409)
  })

  it('refuses a bad profile and a sheet for another team’s route with 422 per field', async () => {
    const fixture = await team()
    const refused = await fixture.admin('POST', profiles, {
      vendor_name: '',
      columns: { country: 0 },
      time_zone: 'Mars/Olympus',
      default_currency: 'XYZ',
    })
    expect(refused.status).toBe(422)
    expect(Object.keys(refused.body.errors).sort()).toEqual([
      'columns.rate',
      'default_currency',
      'time_zone',
      'vendor_name',
    ])
    const other = await team('Other')
    const foreign = await uploadSheet(server, fixture.adminToken, 'A,B\n', 'x.csv', other.route.id)
    expect(foreign.status).toBe(422)
    expect(Object.keys(foreign.body.errors)).toEqual(['route_id'])
  })

  it('lets every role read and only owners and admins write; another team gets 404', async () => {
    const fixture = await team()
    const profileId = await profile(fixture, {
      vendor_name: 'V',
      columns: { mccmnc: 0, rate: 1 },
      default_currency: 'EUR',
    })
    const sheet = await upload(fixture, 'MCCMNC,Rate\n23410,0.02\n', 'v.csv')
    for (const member of [fixture.editor, fixture.viewer]) {
      expect((await member('GET', `${inboxes}/${sheet.id}`)).status).toBe(200)
      expect((await member('GET', inboxes)).body.meta.total).toBe(1)
      expect((await member('GET', `${profiles}/${profileId}`)).status).toBe(200)
      expect(
        (await member('POST', 'sms/rate-parser', { sheet_id: sheet.id, profile_id: profileId }))
          .status,
      ).toBe(403)
      expect((await member('POST', `sms/rate-parser/${sheet.id}/apply`)).status).toBe(403)
      expect((await member('DELETE', `${inboxes}/${sheet.id}`)).status).toBe(403)
      expect(
        (
          await member('POST', profiles, {
            vendor_name: 'W',
            columns: { mccmnc: 0, rate: 1 },
            default_currency: 'EUR',
          })
        ).status,
      ).toBe(403)
    }
    const byEditor = await uploadSheet(
      server,
      fixture.members.editor.accessToken,
      'A\n1\n',
      'e.csv',
      fixture.route.id,
    )
    expect(byEditor.status).toBe(403)

    const other = await team('Other')
    for (const [method, path] of [
      ['GET', `${inboxes}/${sheet.id}`],
      ['GET', `${inboxes}/${sheet.id}/rows`],
      ['GET', `${inboxes}/${sheet.id}/preview`],
      ['DELETE', `${inboxes}/${sheet.id}`],
      ['POST', `sms/rate-parser/${sheet.id}/apply`],
      ['GET', `${profiles}/${profileId}`],
    ] as const)
      expect((await other.admin(method, path)).status, `${method} ${path}`).toBe(404)
    expect((await other.admin('GET', inboxes)).body.meta.total).toBe(0)
    const theirProfile = await profile(other, {
      vendor_name: 'V',
      columns: { mccmnc: 0, rate: 1 },
      default_currency: 'EUR',
    })
    expect(
      (
        await other.admin('POST', 'sms/rate-parser', {
          sheet_id: sheet.id,
          profile_id: theirProfile,
        })
      ).status,
    ).toBe(404)
    expect(
      (
        await fixture.admin('POST', 'sms/rate-parser', {
          sheet_id: sheet.id,
          profile_id: theirProfile,
        })
      ).status,
    ).toBe(422)

    expect((await fixture.admin('DELETE', `${inboxes}/${sheet.id}`)).status).toBe(200)
    expect((await fixture.viewer('GET', `${inboxes}/${sheet.id}`)).status).toBe(404)
  })
})
