import { describe, expect, it } from 'vitest'
import { contactEngagements } from '../../server/src/db/schema'
import { voiceContactList } from '../../src/contract/voice-contact'
import { caller, storeContact } from './support/audience'
import { teamWithEveryRole } from './support/teams'
import { backends, type TestServer, useTestServer } from './support/test-server'

const dayMs = 24 * 60 * 60 * 1000

/** Calls recorded the way the campaign areas record them: contact engagements. */
async function recordCalls(
  server: TestServer,
  teamId: string,
  calls: { contactId: string; event: 'answered' | 'delivered'; at: Date; campaignId?: string }[],
) {
  await server.db.insert(contactEngagements).values(
    calls.map((call) => ({
      teamId,
      contactId: call.contactId,
      event: call.event,
      occurredAt: call.at,
      campaignId: call.campaignId ?? null,
    })),
  )
}

/** GET contacts/voice: the contacts voice campaigns reached, with their calls by outcome. */
describe.each(backends)('voice contacts on %s', (backend) => {
  const server = useTestServer(backend)

  it('is empty until calls are made, and lists called contacts with their outcomes', async () => {
    const team = await teamWithEveryRole(server)
    const call = caller(server, team.members.editor.accessToken)
    const viewer = caller(server, team.members.viewer.accessToken)
    const empty = voiceContactList.parse((await viewer('GET', 'contacts/voice')).body)
    expect(empty).toEqual({ data: [], meta: { total: 0, page: 1, per_page: 10, last_page: 1 } })

    const ada = await storeContact(call, 1, { first_name: 'Ada', status: 'active' })
    const bob = await storeContact(call, 2, { first_name: 'Bob', status: 'blocked' })
    const texted = await storeContact(call, 3, { first_name: 'Cy' })
    const now = Date.now()
    await recordCalls(server, team.teamId, [
      { contactId: ada.id, event: 'answered', at: new Date(now - 3 * dayMs), campaignId: 'c-1' },
      { contactId: ada.id, event: 'answered', at: new Date(now - dayMs), campaignId: 'c-2' },
      { contactId: bob.id, event: 'answered', at: new Date(now - 2 * dayMs) },
      { contactId: texted.id, event: 'delivered', at: new Date(now - dayMs) },
    ])

    const listed = voiceContactList.parse((await viewer('GET', 'contacts/voice')).body)
    expect(listed.meta.total).toBe(2)
    expect(listed.data.map((row) => [row.first_name, row.calls, row.outcomes.answered])).toEqual([
      ['Ada', 2, 2],
      ['Bob', 1, 1],
    ])
    expect(listed.data[0]?.last_campaign_id).toBe('c-2')
    expect(listed.data[0]?.last_call_at).toBe(new Date(now - dayMs).toISOString())

    const blocked = (await viewer('GET', 'contacts/voice?filter[status]=blocked')).body
    expect(blocked.data.map((row: { first_name: string }) => row.first_name)).toEqual(['Bob'])
    const searched = (await viewer('GET', 'contacts/voice?search=ada')).body
    expect(searched.data.map((row: { first_name: string }) => row.first_name)).toEqual(['Ada'])
    const since = new Date(now - 2.5 * dayMs).toISOString()
    const recent = voiceContactList.parse(
      (await viewer('GET', `contacts/voice?filter[called_from]=${encodeURIComponent(since)}`)).body,
    )
    expect(recent.data.map((row) => [row.first_name, row.calls])).toEqual([
      ['Ada', 1],
      ['Bob', 1],
    ])
    const byCount = (await viewer('GET', 'contacts/voice?sort=calls&per_page=1&page=2')).body
    expect(byCount.data.map((row: { first_name: string }) => row.first_name)).toEqual(['Ada'])
    expect(byCount.meta).toEqual({ total: 2, page: 2, per_page: 1, last_page: 2 })
  })

  it('shows only the team’s own contacts and refuses bad filters', async () => {
    const mine = await teamWithEveryRole(server, 'Mine')
    const theirs = await teamWithEveryRole(server, 'Theirs')
    const theirCall = caller(server, theirs.members.editor.accessToken)
    const contact = await storeContact(theirCall, 1)
    await recordCalls(server, theirs.teamId, [
      { contactId: contact.id, event: 'answered', at: new Date() },
    ])
    const call = caller(server, mine.members.viewer.accessToken)
    expect((await call('GET', 'contacts/voice')).body.data).toEqual([])
    expect((await theirCall('GET', 'contacts/voice')).body.meta.total).toBe(1)
    const refused = await call('GET', 'contacts/voice?filter[called_from]=yesterday')
    expect(refused.status).toBe(422)
    expect(Object.keys(refused.body.errors)).toEqual(['filter.called_from'])
    expect((await call('GET', 'contacts/voice?sort=name')).status).toBe(422)
    expect((await caller(server)('GET', 'contacts/voice')).status).toBe(401)
  })
})
