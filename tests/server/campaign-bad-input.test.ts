import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { campaignEvents, smsCampaigns } from '../../server/src/db/schema'
import { campaignSendRequest } from '../../src/contract/sms-campaign'
import { textGenerateRequest } from '../../src/contract/sms-text'
import { campaignTeam, readyBody, storeCampaign } from './support/campaigns'
import { hostileBody, hostileString } from './support/hostile'
import { expectRefusal } from './support/refusal'
import { backends, useTestServer } from './support/test-server'

const runs = { numRuns: 40 }

const refusedBy =
  (schema: { safeParse(input: unknown): { success: boolean } }) => (body: unknown) =>
    !schema.safeParse(body).success

/** Path segments no id looks like, and ids of nothing. */
const segment = fc.oneof(
  fc.constantFrom('%ED%A0%80', '%FF%FE', '%00', '%', '%zz', '%2F', 'null', '0', '-1', "1'--"),
  fc.uuid().map(String),
)

const commands = [
  'send',
  'pause',
  'resume',
  'stop',
  'stop-recurring-sends',
  'stop-feed',
  'planner/stop',
]

/** The SMS calls beside CRUD (the CRUD's own hostile input is team-bad-input's, by registry). */
describe.each(backends)('hostile input to the SMS calls on %s', (backend) => {
  const server = useTestServer(backend)
  const stored = () =>
    Promise.all([server.countRows(smsCampaigns), server.countRows(campaignEvents)])

  it('a send refuses bodies its contract refuses, and leaves the campaign a draft', async () => {
    const team = await campaignTeam(server)
    const campaign = await storeCampaign(team.call, { name: 'Target', ...readyBody(team) })
    const before = await stored()
    await fc.assert(
      fc.asyncProperty(hostileBody(['at']).filter(refusedBy(campaignSendRequest)), async (body) => {
        expectRefusal(
          await team.call(
            'POST',
            `sms/campaigns/${campaign.id}/send`,
            typeof body === 'string' ? JSON.stringify(body) : body,
          ),
        )
      }),
      runs,
    )
    expect(await stored()).toEqual(before)
    expect((await team.call('GET', `sms/campaigns/${campaign.id}`)).body.status).toBe('draft')
  })

  it('texts/generate refuses what its contract refuses and answers the rest', async () => {
    const team = await campaignTeam(server)
    await fc.assert(
      fc.asyncProperty(hostileBody(['body', 'count']), async (body) => {
        const response = await team.call(
          'POST',
          'sms/texts/generate',
          typeof body === 'string' ? JSON.stringify(body) : body,
        )
        if (refusedBy(textGenerateRequest)(body)) expectRefusal(response)
        else expect(response.status).toBe(200)
      }),
      runs,
    )
  })

  it('every campaign call with an id refuses hostile ids with a 4xx and stores nothing', async () => {
    const team = await campaignTeam(server)
    const before = await stored()
    await fc.assert(
      fc.asyncProperty(segment, async (id) => {
        for (const command of commands)
          expectRefusal(await team.call('POST', `sms/campaigns/${id}/${command}`, {}))
        expectRefusal(await team.call('GET', `sms/campaigns/${id}/is-ready`))
        expectRefusal(await team.call('GET', `sms/campaigns/${id}/logs`))
      }),
      runs,
    )
    expect(await stored()).toEqual(before)
  })

  it('the campaign list and logs answer a hostile query with a page or a 422', async () => {
    const team = await campaignTeam(server)
    const campaign = await storeCampaign(team.call, { name: 'Logged' })
    const param = fc.constantFrom(
      'page',
      'per_page',
      'sort',
      'search',
      'filter[status]',
      'filter[x]',
    )
    await fc.assert(
      fc.asyncProperty(fc.dictionary(param, hostileString, { maxKeys: 3 }), async (query) => {
        const search = new URLSearchParams(query).toString()
        for (const list of ['sms/campaigns', `sms/campaigns/${campaign.id}/logs`]) {
          const response = await team.call('GET', `${list}?${search}`)
          expect([200, 422], `${list}?${search.slice(0, 200)}`).toContain(response.status)
          if (response.status === 422) expectRefusal(response)
        }
      }),
      runs,
    )
  })
})
