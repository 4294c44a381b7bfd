import { describe, expect, it } from 'vitest'
import { isCompanyActive } from '../../server/src/domain/companies/checks'
import {
  companyBalanceResponse,
  companyBalanceSummary,
  companyEntryResponse,
  companyList,
  companyResource,
} from '../../src/contract/company'
import { companyLimits } from '../../src/contract/constants'
import { companyPaths } from '../../src/contract/routes'
import { registerVerified } from './support/accounts'
import { caller } from './support/audience'
import { teamWithEveryRole } from './support/teams'
import { useTestServer } from './support/test-server'

const path = companyPaths.companies
const balanceOf = (id: string) => companyPaths.balance.replace(':id', id)
const toggleOf = (id: string) => companyPaths.toggleActive.replace(':id', id)

/**
 * Hub companies (issue 18 item 1): CRUD, a balance that is the sum of ledger entries (top-ups,
 * adjustments with a reason), the summary by currency and nearest the limit, toggle-active;
 * owners and admins write, everyone reads, another team's company is a 404.
 */
describe('hub companies', () => {
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

  it('creates, lists, updates a client and reads its balance from the ledger', async () => {
    const { owner, viewer } = await team()
    const created = await owner('POST', path, {
      name: 'Globex',
      kind: 'client',
      currency: 'usd',
      credit_limit: '100',
      low_balance_threshold: '20',
      contacts: [
        { name: 'Hank Scorpio', email: 'HANK@globex.example', phone: '+15550100', role: 'Billing' },
      ],
      notes: 'Pays on time.',
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const company = companyResource.parse(created.body)
    expect(company).toMatchObject({
      currency: 'USD',
      credit_limit: '100.00',
      low_balance_threshold: '20.00',
      balance: '0.00',
      available: '100.00',
      low_balance: true,
      active: true,
      contacts: [
        { name: 'Hank Scorpio', email: 'hank@globex.example', phone: '+15550100', role: 'Billing' },
      ],
    })

    const topUp = await owner('POST', balanceOf(company.id), { kind: 'top_up', amount: '50.5' })
    expect(topUp.status, JSON.stringify(topUp.body)).toBe(201)
    expect(companyEntryResponse.parse(topUp.body).balance.balance).toBe('50.50')
    const adjusted = await owner('POST', balanceOf(company.id), {
      kind: 'adjustment',
      amount: '-0.25',
      reason: 'Duplicate SMS refunded by vendor',
    })
    expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(201)

    const balance = companyBalanceResponse.parse((await viewer('GET', balanceOf(company.id))).body)
    expect(balance.balance).toEqual({
      currency: 'USD',
      balance: '50.25',
      balance_exact: '50.250000',
      entry_count: 2,
    })
    expect(balance.data.map((entry) => [entry.kind, entry.amount, entry.balance_after])).toEqual([
      ['adjustment', '-0.250000', '50.250000'],
      ['top_up', '50.500000', '50.500000'],
    ])
    expect(balance.data[0]?.reason).toBe('Duplicate SMS refunded by vendor')
    expect(balance.data[0]?.created_by?.name).toBe('Acme Owner')
    expect(balance.series.map((point) => point.balance)).toEqual(['50.50', '50.25'])

    const paged = companyBalanceResponse.parse(
      (await viewer('GET', `${balanceOf(company.id)}?per_page=1&page=2`)).body,
    )
    expect(paged.data.map((entry) => entry.kind)).toEqual(['top_up'])
    expect(paged.meta).toMatchObject({ total: 2, last_page: 2 })

    const updated = await owner('PUT', `${path}/${company.id}`, { name: 'Globex Corp' })
    expect(updated.status, JSON.stringify(updated.body)).toBe(200)
    expect(companyResource.parse(updated.body)).toMatchObject({
      name: 'Globex Corp',
      balance: '50.25',
      available: '150.25',
      low_balance: false,
    })
    const listed = companyList.parse((await viewer('GET', `${path}?filter[kind]=client`)).body)
    expect(listed.data.map((row) => [row.name, row.balance])).toEqual([['Globex Corp', '50.25']])
  })

  it('refuses a top-up that is not above zero and an adjustment without a reason', async () => {
    const { owner } = await team()
    const { body } = await owner('POST', path, { name: 'Initech', kind: 'vendor' })
    for (const entry of [
      { kind: 'top_up', amount: '-5' },
      { kind: 'top_up', amount: '0.00' },
      { kind: 'adjustment', amount: '3' },
      { kind: 'adjustment', amount: '3', reason: '   ' },
      { kind: 'usage', amount: '-3' },
      { kind: 'top_up', amount: '1.005' },
    ]) {
      const refused = await owner('POST', balanceOf(body.id), entry)
      expect(refused.status, JSON.stringify(entry)).toBe(422)
    }
    const balance = await owner('GET', balanceOf(body.id))
    expect(balance.body.balance.entry_count).toBe(0)
  })

  it('keeps the currency and the company once its ledger has entries', async () => {
    const { owner } = await team()
    const { body } = await owner('POST', path, { name: 'Umbrella', kind: 'client' })
    expect((await owner('PUT', `${path}/${body.id}`, { currency: 'GBP' })).status).toBe(200)
    await owner('POST', balanceOf(body.id), { kind: 'top_up', amount: '10' })
    const changed = await owner('PUT', `${path}/${body.id}`, { currency: 'USD' })
    expect(changed.status).toBe(422)
    expect(changed.body.errors.currency).toHaveLength(1)
    expect((await owner('DELETE', `${path}/${body.id}`)).status).toBe(409)
    const empty = await owner('POST', path, { name: 'Empty', kind: 'vendor' })
    expect((await owner('DELETE', `${path}/${empty.body.id}`)).status).toBe(200)
  })

  it('toggles a company inactive, which the router sees at once', async () => {
    const { teamId, owner, admin } = await team()
    const { body } = await owner('POST', path, { name: 'Soylent', kind: 'client' })
    expect(await isCompanyActive(server.db, teamId, body.id)).toBe(true)
    const off = await admin('PATCH', toggleOf(body.id))
    expect(off.status).toBe(200)
    expect(companyResource.parse(off.body).active).toBe(false)
    expect(await isCompanyActive(server.db, teamId, body.id)).toBe(false)
    const on = await owner('PATCH', toggleOf(body.id))
    expect(on.body.active).toBe(true)
    expect(await isCompanyActive(server.db, 'another-team', body.id)).toBe(false)
  })

  it('keeps a list of contacts, each checked where it is wrong', async () => {
    const { owner } = await team()
    const created = await owner('POST', path, { name: 'Vandelay', kind: 'vendor' })
    const url = `${path}/${created.body.id}`
    const refused = await owner('PUT', url, {
      contacts: [
        { name: 'Art Vandelay', email: 'art@vandelay.example', phone: '555 0100' },
        {
          name: ' ',
          email: 'not an address',
          role: 'x'.repeat(companyLimits.contactRoleMaxLength + 1),
        },
      ],
    })
    expect(refused.status).toBe(422)
    expect(Object.keys(refused.body.errors).sort()).toEqual([
      'contacts.0.phone',
      'contacts.1.email',
      'contacts.1.name',
      'contacts.1.role',
    ])
    const tooMany = await owner('PUT', url, {
      contacts: Array.from({ length: companyLimits.contactsMax + 1 }, (_, index) => ({
        name: `Person ${index}`,
      })),
    })
    expect(Object.keys(tooMany.body.errors)).toEqual(['contacts'])
    const saved = await owner('PUT', url, {
      contacts: [
        { name: 'Art Vandelay', phone: '+12125550100', role: 'Imports' },
        { name: 'H. E. Pennypacker', email: 'hep@vandelay.example' },
      ],
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(companyResource.parse(saved.body).contacts).toEqual([
      { name: 'Art Vandelay', email: null, phone: '+12125550100', role: 'Imports' },
      { name: 'H. E. Pennypacker', email: 'hep@vandelay.example', phone: null, role: null },
    ])
  })

  it('lets owners and admins write and everyone else only read', async () => {
    const { owner, admin, editor, viewer } = await team()
    const { body } = await owner('POST', path, { name: 'Hooli', kind: 'vendor' })
    expect((await admin('POST', balanceOf(body.id), { kind: 'top_up', amount: '5' })).status).toBe(
      201,
    )
    for (const member of [editor, viewer]) {
      expect((await member('POST', path, { name: 'Nope', kind: 'client' })).status).toBe(403)
      expect((await member('PUT', `${path}/${body.id}`, { notes: 'x' })).status).toBe(403)
      expect(
        (await member('POST', balanceOf(body.id), { kind: 'top_up', amount: '5' })).status,
      ).toBe(403)
      expect((await member('PATCH', toggleOf(body.id))).status).toBe(403)
      expect((await member('GET', balanceOf(body.id))).status).toBe(200)
      expect((await member('GET', `${path}/${body.id}`)).status).toBe(200)
      expect((await member('GET', companyPaths.balanceSummary)).status).toBe(200)
    }
    const balance = await viewer('GET', balanceOf(body.id))
    expect(balance.body.balance.balance).toBe('5.00')
  })

  it("answers 404 for another team's company on every call and leaves it alone", async () => {
    const { owner } = await team()
    const stranger = caller(server, (await registerVerified(server)).accessToken)
    const { body } = await owner('POST', path, { name: 'Massive Dynamic', kind: 'client' })
    await owner('POST', balanceOf(body.id), { kind: 'top_up', amount: '7' })
    expect((await stranger('GET', balanceOf(body.id))).status).toBe(404)
    expect(
      (await stranger('POST', balanceOf(body.id), { kind: 'top_up', amount: '1' })).status,
    ).toBe(404)
    expect((await stranger('PATCH', toggleOf(body.id))).status).toBe(404)
    expect((await stranger('GET', balanceOf('not-an-id'))).status).toBe(404)
    const summary = companyBalanceSummary.parse(
      (await stranger('GET', companyPaths.balanceSummary)).body,
    )
    expect(summary).toEqual({ totals: [], nearest_limit: [] })
    const mine = await owner('GET', balanceOf(body.id))
    expect(mine.body.balance).toMatchObject({ balance: '7.00', entry_count: 1 })
    expect((await owner('GET', `${path}/${body.id}`)).body.active).toBe(true)
  })

  it('sums balances by currency and lists the active companies nearest their limits', async () => {
    const { owner } = await team()
    const make = async (name: string, kind: string, currency: string, limit: string) =>
      (await owner('POST', path, { name, kind, currency, credit_limit: limit })).body.id as string
    const a = await make('Alpha', 'client', 'EUR', '10')
    const b = await make('Beta', 'vendor', 'EUR', '0')
    const c = await make('Gamma', 'client', 'USD', '500')
    const d = await make('Delta', 'client', 'EUR', '0')
    await owner('POST', balanceOf(a), { kind: 'top_up', amount: '1.10' })
    await owner('POST', balanceOf(b), { kind: 'top_up', amount: '100' })
    await owner('POST', balanceOf(c), { kind: 'adjustment', amount: '-20', reason: 'Opening debt' })
    await owner('PATCH', toggleOf(d))
    const summary = companyBalanceSummary.parse(
      (await owner('GET', companyPaths.balanceSummary)).body,
    )
    expect(summary.totals).toEqual([
      {
        currency: 'EUR',
        companies: 3,
        balance: '101.10',
        clients_balance: '1.10',
        vendors_balance: '100.00',
      },
      {
        currency: 'USD',
        companies: 1,
        balance: '-20.00',
        clients_balance: '-20.00',
        vendors_balance: '0.00',
      },
    ])
    expect(summary.nearest_limit.map((row) => [row.name, row.available])).toEqual([
      ['Alpha', '11.10'],
      ['Beta', '100.00'],
      ['Gamma', '480.00'],
    ])
  })
})
