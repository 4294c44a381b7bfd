import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '../../server/src/db/schema'
import { pagination } from '../../src/contract/constants'
import { mailboxList, mailMessage } from '../../src/contract/mailbox'
import { register, registerVerified } from './support/accounts'
import { backends, managementBase, staffEmail, useTestServer } from './support/test-server'

describe.each(backends)('management mailbox on %s', (backend) => {
  const server = useTestServer(backend)
  const mailbox = (token: string | undefined, query = '') =>
    server.request('GET', `${managementBase}/mailbox${query}`, token ? { token } : {})
  const makeStaff = (id: string) =>
    server.db.update(users).set({ isStaff: true }).where(eq(users.id, id))

  it('makes users registering with a STAFF_EMAILS address staff', async () => {
    const staff = await register(server, { email: staffEmail })
    const me = await server.request('GET', '/api/proxy/api/v1/user', { token: staff.accessToken })
    expect(me.body.is_staff).toBe(true)
  })

  it('lists the local mailbox to verified staff, newest first, paged and filtered', async () => {
    const staff = await registerVerified(server)
    await makeStaff(staff.id)
    const people = await Promise.all([register(server), register(server), register(server)])
    const response = await mailbox(staff.accessToken)
    expect(response.status).toBe(200)
    const list = mailboxList.parse(response.body)
    expect(list.meta).toMatchObject({ page: 1, per_page: pagination.defaultItemsPerPage })
    expect(list.meta.total).toBeGreaterThanOrEqual(4)
    const times = list.data.map((mail) => mail.created_at)
    expect(times).toEqual([...times].sort().reverse())

    const one = await mailbox(staff.accessToken, `?filter[to]=${people[1]?.email}`)
    expect(one.body.meta).toEqual({ total: 1, page: 1, per_page: 10, last_page: 1 })
    expect(one.body.data[0].to).toBe(people[1]?.email)

    const searched = await mailbox(staff.accessToken, '?search=VERIFY%20your&per_page=100')
    expect(searched.body.data.length).toBeGreaterThanOrEqual(4)
    const literal = await mailbox(staff.accessToken, '?search=%25_%25')
    expect(literal.body.meta.total).toBe(0)

    const paged = await mailbox(staff.accessToken, '?per_page=2&page=2&sort=created_at')
    expect(paged.body.meta).toMatchObject({ page: 2, per_page: 2 })
    expect(paged.body.data).toHaveLength(2)
    const past = await mailbox(staff.accessToken, '?page=999')
    expect(past.status).toBe(200)
    expect(past.body.data).toEqual([])
  })

  it('opens one mail to verified staff, with its links, and 404 for an id it does not hold', async () => {
    const staff = await registerVerified(server)
    await makeStaff(staff.id)
    const person = await register(server)
    const listed = await mailbox(staff.accessToken, `?filter[to]=${person.email}`)
    const id = listed.body.data[0].id
    const opened = await mailbox(staff.accessToken, `/${id}`)
    expect(opened.status).toBe(200)
    const mail = mailMessage.parse(opened.body)
    expect(mail).toMatchObject({ id, to: person.email })
    expect(mail.text).toContain(`/verify-email/${person.id}/`)
    for (const unknown of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const missing = await mailbox(staff.accessToken, `/${unknown}`)
      expect(missing.status, unknown).toBe(404)
      expect(missing.body.message).toBe('Mail not found.')
    }
  })

  it('refuses one mail as it refuses the list: 401, 403 to non-staff, 409 to unverified staff', async () => {
    const person = await registerVerified(server)
    const staff = await registerVerified(server)
    await makeStaff(staff.id)
    const id = (await mailbox(staff.accessToken)).body.data[0].id
    expect((await mailbox(undefined, `/${id}`)).status).toBe(401)
    const refused = await mailbox(person.accessToken, `/${id}`)
    expect(refused.status).toBe(403)
    expect(refused.body).not.toHaveProperty('text')
    const unverified = await register(server)
    await makeStaff(unverified.id)
    expect((await mailbox(unverified.accessToken, `/${id}`)).status).toBe(409)
  })

  it('validates the list query', async () => {
    const staff = await registerVerified(server)
    await makeStaff(staff.id)
    const cases: [string, string][] = [
      ['?page=0', 'page'],
      ['?page=1.5', 'page'],
      ['?per_page=101', 'per_page'],
      ['?per_page=abc', 'per_page'],
      ['?sort=password', 'sort'],
      ['?filter[secret]=1', 'filter.secret'],
      ['?filter[to]=not-an-email', 'filter.to'],
      ['?search=%00', 'search'],
    ]
    for (const [query, field] of cases) {
      const response = await mailbox(staff.accessToken, query)
      expect(response.status, query).toBe(422)
      expect(Object.keys(response.body.errors), query).toEqual([field])
    }
  })

  it('answers 401 without a session, 403 to non-staff and 409 to unverified staff', async () => {
    expect((await mailbox(undefined)).status).toBe(401)
    const person = await registerVerified(server)
    const refused = await mailbox(person.accessToken)
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('This area is for platform staff only.')
    const unverified = await register(server)
    await makeStaff(unverified.id)
    const conflict = await mailbox(unverified.accessToken)
    expect(conflict.status).toBe(409)
    expect(conflict.body.message).toBe('Your email address is not verified.')
  })
})
