import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { campaignMessages, contactEngagements } from '../../server/src/db/schema'
import type { BusEvent } from '../../server/src/events/bus'
import { trackedLinks } from '../../src/contract/constants'
import { linkCodePattern, trackedLink } from '../../src/contract/tracked-link'
import { campaignTeam, readyBody, storeCampaign } from './support/campaigns'
import {
  campaignRow,
  messagesOf,
  seedContacts,
  type TestEngine,
  testEngine,
} from './support/engine'
import { backends, useTestServer } from './support/test-server'

const trackingDomain = 'go.acme-deals.example'
const offerUrl = 'https://shop.example.com/spring'

/** Tracked offer links: each message its own code, and GET /l/<code> counts the first click. */
describe.each(backends)('Tracked offer links on %s', (backend) => {
  const server = useTestServer(backend)
  const engines: TestEngine[] = []
  afterEach(async () => {
    for (const engine of engines.splice(0)) await engine.close()
  })

  /** A campaign whose text carries {offer_link}, sent to `contacts` contacts by the engine. */
  async function sentLinkCampaign(contacts: number) {
    const team = await campaignTeam(server)
    await seedContacts(server, team.teamId, contacts)
    const campaign = await storeCampaign(team.call, {
      name: 'Spring links',
      ...readyBody(team),
      text_ids: [team.linkTextId],
      offer_id: team.offerId,
      tracking_domain: trackingDomain,
    })
    expect((await team.call('POST', `sms/campaigns/${campaign.id}/send`)).status).toBe(200)
    const engine = testEngine(server)
    engines.push(engine)
    await engine.settle(campaign.id)
    return { team, campaign, messages: await messagesOf(server, campaign.id) }
  }

  const visit = (code: string, init: { method?: string; host?: string } = {}) =>
    server.app.request(`http://${init.host ?? trackingDomain}${trackedLinks.pathPrefix}${code}`, {
      method: init.method ?? 'GET',
    })

  const clickedOf = async (campaignId: string) =>
    (await campaignRow(server, campaignId)).stats.clicked

  it('gives every message its own unguessable link through the tracking domain', async () => {
    const { messages } = await sentLinkCampaign(20)
    expect(messages).toHaveLength(20)
    const codes = messages.map((message) => message.linkCode as string)
    expect(codes.every((code) => linkCodePattern.test(code))).toBe(true)
    expect(new Set(codes).size).toBe(codes.length)
    for (const message of messages)
      expect(message.body).toContain(trackedLink(trackingDomain, message.linkCode as string))
  })

  it('gives no link code to messages whose text has no link', async () => {
    const team = await campaignTeam(server)
    await seedContacts(server, team.teamId, 3)
    const campaign = await storeCampaign(team.call, { name: 'Plain', ...readyBody(team) })
    await team.call('POST', `sms/campaigns/${campaign.id}/send`)
    const engine = testEngine(server)
    engines.push(engine)
    await engine.settle(campaign.id)
    const messages = await messagesOf(server, campaign.id)
    expect(messages).toHaveLength(3)
    expect(messages.every((message) => message.linkCode === null)).toBe(true)
  })

  it('redirects to the offer on any host and counts a message’s first click once', async () => {
    const { team, campaign, messages } = await sentLinkCampaign(3)
    const [first, second] = messages as [(typeof messages)[0], (typeof messages)[0]]
    const events: BusEvent[] = []
    const subscription = server.deps.events
      .eventsFor({ userId: team.members.editor.id, teamId: team.teamId })
      .subscribe((event) => events.push(event))

    const response = await visit(first.linkCode as string)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(offerUrl)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const [clicked] = await server.db
      .select()
      .from(campaignMessages)
      .where(eq(campaignMessages.id, first.id))
    expect(clicked?.clickedAt).toBeInstanceOf(Date)
    expect(await clickedOf(campaign.id)).toBe(1)

    // Again, and from another host: still redirected, never counted twice.
    expect((await visit(first.linkCode as string)).status).toBe(302)
    expect((await visit(first.linkCode as string, { host: 'localhost:3000' })).status).toBe(302)
    expect(await clickedOf(campaign.id)).toBe(1)

    expect((await visit(second.linkCode as string)).status).toBe(302)
    expect(await clickedOf(campaign.id)).toBe(2)
    // Each first click is the contact's engagement, which segments' click rules read.
    const engagements = await server.db
      .select()
      .from(contactEngagements)
      .where(eq(contactEngagements.campaignId, campaign.id))
    expect(engagements.map((row) => [row.contactId, row.event]).sort()).toEqual(
      [
        [first.contactId, 'clicked'],
        [second.contactId, 'clicked'],
      ].sort(),
    )

    await vi.waitFor(() => {
      const last = events.filter((event) => event.name === 'campaign.stats').at(-1)
      expect(last?.data).toMatchObject({ campaign_id: campaign.id, stats: { clicked: 2 } })
    })
    subscription.unsubscribe()
  })

  it('redirects to an offer address written in other scripts as ASCII', async () => {
    const { team, messages } = await sentLinkCampaign(1)
    const edited = await team.call('PUT', `offers/${team.offerId}`, {
      url: 'https://bücher.example/angebote/frühling?für=dich',
    })
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    const response = await visit(messages[0]?.linkCode as string)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(
      'https://xn--bcher-kva.example/angebote/fr%C3%BChling?f%C3%BCr=dich',
    )
  })

  it('counts clicks that arrive together once', async () => {
    const { campaign, messages } = await sentLinkCampaign(1)
    const code = messages[0]?.linkCode as string
    const responses = await Promise.all(Array.from({ length: 8 }, () => visit(code)))
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(302))
    expect(await clickedOf(campaign.id)).toBe(1)
    const engagements = await server.db
      .select()
      .from(contactEngagements)
      .where(eq(contactEngagements.campaignId, campaign.id))
    expect(engagements).toHaveLength(1)
  })

  it('redirects a HEAD without counting it (link scanners and previews)', async () => {
    const { campaign, messages } = await sentLinkCampaign(1)
    const response = await visit(messages[0]?.linkCode as string, { method: 'HEAD' })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(offerUrl)
    expect(await clickedOf(campaign.id)).toBe(0)
    expect((await messagesOf(server, campaign.id))[0]?.clickedAt).toBeNull()
  })

  it.each([
    ['an unknown code', 'Zz9Zz9Zz9Z'],
    ['a malformed code', 'not-a-code!'],
    ['a code of the wrong length', 'abc'],
  ])('answers %s with a 404 page', async (_label, code) => {
    const response = await visit(encodeURIComponent(code))
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toContain('text/html')
    const page = await response.text()
    expect(page).toContain('<html lang="en">')
    expect(page).toContain('Link not found')
  })

  it('answers 404 once the offer is deleted, and counts nothing', async () => {
    const { team, campaign, messages } = await sentLinkCampaign(1)
    expect((await team.call('DELETE', `offers/${team.offerId}`)).status).toBeLessThan(300)
    expect((await visit(messages[0]?.linkCode as string)).status).toBe(404)
    expect(await clickedOf(campaign.id)).toBe(0)
  })
})
