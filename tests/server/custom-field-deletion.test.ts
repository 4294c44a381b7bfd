import { describe, expect, it } from 'vitest'
import { teamWithEveryRole } from './support/teams'
import { apiBase, backends, useTestServer } from './support/test-server'

/**
 * Deleting a custom field takes its values off every contact of the team (and of no other
 * team): a contact keeping a value no field checks could not be changed any more, as every
 * PUT checks the whole stored record.
 */
describe.each(backends)('deleting a custom field on %s', (backend) => {
  const server = useTestServer(backend)
  const call = (method: string, path: string, token: string, body?: unknown) =>
    server.request(method, `${apiBase}/${path}`, {
      token,
      ...(body === undefined ? {} : { body }),
    })

  it("takes the field's values off the team's contacts, which stay changeable", async () => {
    const { members } = await teamWithEveryRole(server)
    const other = await teamWithEveryRole(server, 'Other')
    const token = members.editor.accessToken
    const otherToken = other.members.editor.accessToken
    const plan = { key: 'plan', label: 'Plan', type: 'select', options: ['Gold', 'Silver'] }
    const field = await call('POST', 'custom-fields', token, plan)
    await call('POST', 'custom-fields', token, { key: 'score', label: 'Score', type: 'number' })
    await call('POST', 'custom-fields', otherToken, plan)
    const contact = await call('POST', 'contacts', token, {
      phone: '+14152000011',
      custom_fields: { plan: 'gold', score: 7 },
    })
    const untouched = await call('POST', 'contacts', otherToken, {
      phone: '+14152000011',
      custom_fields: { plan: 'silver' },
    })
    expect(contact.body.custom_fields).toEqual({ plan: 'Gold', score: 7 })

    expect((await call('DELETE', `custom-fields/${field.body.id}`, token)).status).toBe(200)

    const after = await call('GET', `contacts/${contact.body.id}`, token)
    expect(after.body.custom_fields).toEqual({ score: 7 })
    const renamed = await call('PUT', `contacts/${contact.body.id}`, token, { first_name: 'Ada' })
    expect(renamed.status).toBe(200)
    expect(renamed.body).toMatchObject({ first_name: 'Ada', custom_fields: { score: 7 } })
    const elsewhere = await call('GET', `contacts/${untouched.body.id}`, otherToken)
    expect(elsewhere.body.custom_fields).toEqual({ plan: 'Silver' })
  })
})
