import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { smsCampaigns } from '../../server/src/db/schema'
import { campaignTeam, readyBody, storeCampaign } from './support/campaigns'
import { backends, useTestServer } from './support/test-server'

/**
 * A sender id, text or offer an unfinished campaign uses cannot be deleted (409 naming the
 * campaign); once no unfinished campaign uses it, it can, and finished campaigns forget it.
 */
describe.each(backends)('deleting what campaigns use, on %s', (backend) => {
  const server = useTestServer(backend)

  it('is refused while a draft uses it, and allowed once the draft is gone', async () => {
    const team = await campaignTeam(server)
    const { call } = team
    const draft = await storeCampaign(call, {
      ...readyBody(team),
      name: 'Spring sale',
      text_ids: [team.linkTextId],
      offer_id: team.offerId,
      tracking_domain: 'go.example.com',
    })
    for (const [path, noun] of [
      [`sms/senderids/${team.senderId}`, 'sender id'],
      [`sms/texts/${team.linkTextId}`, 'text'],
      [`offers/${team.offerId}`, 'offer'],
    ] as const) {
      const refused = await call('DELETE', path)
      expect(refused.status).toBe(409)
      expect(refused.body.message).toBe(
        `The ${noun} is used by the campaign "Spring sale": take it off it first.`,
      )
    }
    // Unused parts go at once.
    expect((await call('DELETE', `sms/texts/${team.textId}`)).status).toBe(200)

    expect((await call('DELETE', `sms/campaigns/${draft.id}`)).status).toBe(200)
    expect((await call('DELETE', `sms/senderids/${team.senderId}`)).status).toBe(200)
    expect((await call('DELETE', `offers/${team.offerId}`)).status).toBe(200)
  })

  it('takes a deleted sender id or text off the finished campaigns that named it', async () => {
    const team = await campaignTeam(server)
    const { call } = team
    const done = await storeCampaign(call, {
      ...readyBody(team),
      name: 'Winter sale',
      text_ids: [team.textId, team.linkTextId],
      offer_id: team.offerId,
      tracking_domain: 'go.example.com',
    })
    await server.deps.db
      .update(smsCampaigns)
      .set({ status: 'completed' })
      .where(eq(smsCampaigns.id, done.id))
    expect((await call('DELETE', `sms/senderids/${team.senderId}`)).status).toBe(200)
    expect((await call('DELETE', `sms/texts/${team.textId}`)).status).toBe(200)
    expect((await call('DELETE', `offers/${team.offerId}`)).status).toBe(200)
    const shown = await call('GET', `sms/campaigns/${done.id}`)
    expect(shown.body).toMatchObject({
      sender_ids: [],
      text_ids: [team.linkTextId],
      offer_id: null,
    })
  })

  it("another team's campaigns never block a delete", async () => {
    const ours = await campaignTeam(server, 'Ours')
    const theirs = await campaignTeam(server, 'Theirs')
    await storeCampaign(theirs.call, { ...readyBody(theirs), name: 'Theirs' })
    await storeCampaign(ours.call, { ...readyBody(ours), name: 'Ours' })
    expect((await theirs.call('DELETE', `sms/senderids/${ours.senderId}`)).status).toBe(404)
    const refused = await ours.call('DELETE', `sms/senderids/${ours.senderId}`)
    expect(refused.body.message).toBe(
      'The sender id is used by the campaign "Ours": take it off it first.',
    )
  })
})
