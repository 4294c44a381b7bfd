import { createServer } from 'node:net'
import nodemailer from 'nodemailer'
import { describe, expect, it } from 'vitest'
import { startMailIn } from '../../server/src/adapters/mail/mail-in'
import {
  rateInboxMailResource,
  rateSheetList,
  rateSheetRowList,
} from '../../src/contract/rate-sheet'
import { caller, eventually } from './support/audience'
import { insertNetworks, insertRoute, xlsxOf } from './support/rate-sheets'
import { teamWithEveryRole } from './support/teams'
import { backends, useTestServer } from './support/test-server'

const domain = 'rates.test'
/** This file's own ports (one per backend): the listener is off in tests unless asked. */
const ports = { pglite: 25394, postgres: 25395 } as const

/**
 * Mail-in of rate sheets: a real SMTP client (nodemailer's transport) sends a mail with an XLSX
 * and a CSV attachment to the running listener (smtp-server, mailparser); both become received
 * sheets of that inbox's route and parse with the vendor's profile. An address naming no inbox
 * is refused at RCPT TO; a sender the allow-list leaves out is refused; another team's address
 * never lands in this team's inbox; only owners and admins change the allow-list.
 */
describe.each(backends)('rate sheet mail-in on %s', (backend) => {
  const server = useTestServer(backend, {
    env: {
      MAIL_IN_PORT: String(ports[backend]),
      MAIL_IN_HOST: '127.0.0.1',
      MAIL_IN_DOMAIN: domain,
    },
  })
  const transport = () =>
    nodemailer.createTransport({
      host: '127.0.0.1',
      port: ports[backend],
      secure: false,
      ignoreTLS: true,
    })

  async function team(name: string) {
    const fixture = await teamWithEveryRole(server, name)
    const route = await insertRoute(server, fixture.teamId)
    await insertNetworks(server, fixture.teamId, [
      { mcc: '234', mnc: '15', country: 'GB' },
      { mcc: '262', mnc: '02', country: 'DE' },
    ])
    const admin = caller(server, fixture.members.admin.accessToken)
    const viewer = caller(server, fixture.members.viewer.accessToken)
    const editor = caller(server, fixture.members.editor.accessToken)
    const profile = await admin('POST', 'sms/rate-parser/profiles', {
      vendor_name: 'Vendor A',
      columns: { mccmnc: 0, rate: 1 },
      mode: 'partial',
      default_currency: 'EUR',
    })
    expect(profile.status, JSON.stringify(profile.body)).toBe(201)
    const mailIn = await viewer('GET', `sms/routing/rates/mail-in/${route.id}`)
    expect(mailIn.status, JSON.stringify(mailIn.body)).toBe(200)
    const { address } = rateInboxMailResource.parse(mailIn.body)
    return { ...fixture, route, admin, viewer, editor, address: address ?? '' }
  }

  const sheetsOf = async (fixture: Awaited<ReturnType<typeof team>>) =>
    rateSheetList.parse(
      (await fixture.viewer('GET', `sms/routing/rates/inboxes?route_id=${fixture.route.id}`)).body,
    ).data

  it('turns a mail’s XLSX and CSV attachments into parsed sheets of that inbox only', async () => {
    const acme = await team('Acme')
    const other = await team('Other')
    expect(acme.address).toMatch(new RegExp(`^rates-[a-z0-9]{20}@${domain.replace('.', '\\.')}$`))
    const xlsx = await xlsxOf([
      {
        name: 'Rates',
        rows: [
          ['MCCMNC', 'Rate'],
          ['23415', '0.03'],
        ],
      },
    ])
    await transport().sendMail({
      from: 'prices@vendor-a.example',
      to: acme.address,
      subject: 'December rates',
      text: 'Attached.',
      attachments: [
        { filename: 'december.xlsx', content: xlsx },
        { filename: 'december.csv', content: 'MCCMNC,Rate\n26202,0.04\n' },
        { filename: 'notes.txt', content: 'not a sheet' },
      ],
    })
    const parsed = await eventually(
      () => sheetsOf(acme),
      (sheets) => sheets.length === 2 && sheets.every((sheet) => sheet.status === 'parsed'),
    )
    expect(parsed.map((sheet) => [sheet.filename, sheet.kind, sheet.source]).sort()).toEqual([
      ['december.csv', 'csv', 'mail'],
      ['december.xlsx', 'xlsx', 'mail'],
    ])
    for (const sheet of parsed) {
      const rows = rateSheetRowList.parse(
        (await acme.viewer('GET', `sms/routing/rates/inboxes/${sheet.id}/rows`)).body,
      ).data
      expect(rows.map((row) => [row.label, row.kind])).toEqual([
        [sheet.kind === 'xlsx' ? '23415' : '26202', 'new'],
      ])
    }
    // The other team's inbox got nothing; a mail to its address lands in its inbox alone.
    expect(await sheetsOf(other)).toEqual([])
    await transport().sendMail({
      from: 'prices@vendor-a.example',
      to: other.address,
      subject: 'Theirs',
      attachments: [{ filename: 'theirs.csv', content: 'MCCMNC,Rate\n26202,0.05\n' }],
    })
    await eventually(
      () => sheetsOf(other),
      (sheets) => sheets.length === 1,
    )
    expect((await sheetsOf(acme)).map((sheet) => sheet.filename).sort()).toEqual([
      'december.csv',
      'december.xlsx',
    ])
  })

  it('refuses unknown addresses at RCPT and senders off the allow-list', async () => {
    const acme = await team('Acme')
    await expect(
      transport().sendMail({
        from: 'prices@vendor-a.example',
        to: `rates-${'0'.repeat(20)}@${domain}`,
        attachments: [{ filename: 'a.csv', content: 'MCCMNC,Rate\n26202,0.04\n' }],
      }),
    ).rejects.toMatchObject({ responseCode: 550 })

    const path = `sms/routing/rates/mail-in/${acme.route.id}`
    expect((await acme.editor('PUT', path, { allowed_senders: ['x.example'] })).status).toBe(403)
    const other = await teamWithEveryRole(server, 'Other')
    const stranger = caller(server, other.members.admin.accessToken)
    expect((await stranger('GET', path)).status).toBe(404)
    expect((await stranger('PUT', path, { allowed_senders: [] })).status).toBe(404)
    const set = await acme.admin('PUT', path, {
      allowed_senders: ['Vendor-A.example', 'desk@vendor-b.example'],
    })
    expect(set.status, JSON.stringify(set.body)).toBe(200)
    expect(set.body.allowed_senders).toEqual(['vendor-a.example', 'desk@vendor-b.example'])

    await expect(
      transport().sendMail({
        from: 'someone@elsewhere.example',
        to: acme.address,
        attachments: [{ filename: 'a.csv', content: 'MCCMNC,Rate\n26202,0.04\n' }],
      }),
    ).rejects.toMatchObject({ responseCode: 550 })
    await transport().sendMail({
      from: 'desk@vendor-b.example',
      to: acme.address,
      attachments: [{ filename: 'b.csv', content: 'MCCMNC,Rate\n26202,0.04\n' }],
    })
    const sheets = await eventually(
      () => sheetsOf(acme),
      (list) => list.length === 1,
    )
    expect(sheets.map((sheet) => sheet.filename)).toEqual(['b.csv'])
  })
})

describe('the mail-in listener', () => {
  it('fails to start, with the reason, when its port is taken (rather than waiting forever)', async () => {
    const taken = createServer()
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
    const address = taken.address()
    const port = typeof address === 'object' && address ? address.port : 0
    try {
      // The listener fails before it reads anything, so it is given no database.
      await expect(startMailIn({} as never, { port, host: '127.0.0.1', domain })).rejects.toThrow(
        /EADDRINUSE/,
      )
    } finally {
      await new Promise((resolve) => taken.close(resolve))
    }
  })
})
