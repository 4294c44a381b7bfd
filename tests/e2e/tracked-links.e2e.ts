import { expect, test } from '@playwright/test'
import type { CampaignMessageList } from '../../src/contract/campaign-message-list'
import { trackedLinks } from '../../src/contract/constants'
import type { SmsCampaignResource } from '../../src/contract/sms-campaign'
import { trackedLink } from '../../src/contract/tracked-link'
import { expectNoSeriousA11yViolations } from './support/axe'
import { newAccount, registerAccount } from './support/session'
import { callApi } from './support/teamApi'

const trackingDomain = 'go.example.test'

/**
 * A tracked offer link in the browser: the real engine sends a campaign whose text carries
 * {offer_link}; opening a message's link lands on the offer and counts the click. The tracking
 * domain would point at this server, so the test opens the link's path on the server it has.
 */
test('a message’s offer link leads to the offer and counts its click', async ({
  page,
  request,
  baseURL,
}) => {
  // No other site is reachable here: the offer is a page of this server (its sign-in page). The
  // scene is set with a request context of its own, so the page holds no session of it.
  const offerUrl = `${baseURL}/login`
  const { access_token: token } = await registerAccount(request, newAccount('links'), {
    verified: true,
  })
  const api = <T>(method: 'GET' | 'POST', path: string, data?: unknown) =>
    callApi<T>(request, token, method, path, data)
  await api('POST', 'contacts', { phone: '+447400900123', first_name: 'Ada', tags: ['links'] })
  const sender = await api<{ id: string }>('POST', 'sms/senderids', { value: 'Switchbd' })
  const text = await api<{ id: string }>('POST', 'sms/texts', {
    body: 'Hi {first_name}, autumn deals: {offer_link}',
  })
  const offer = await api<{ id: string }>('POST', 'offers', {
    name: 'Autumn',
    url: offerUrl,
    payout: '1.50',
    currency: 'EUR',
  })
  const campaign = await api<SmsCampaignResource>('POST', 'sms/campaigns', {
    name: 'Autumn links',
    targets: { tags: ['links'] },
    sender_ids: [sender.id],
    text_ids: [text.id],
    offer_id: offer.id,
    tracking_domain: trackingDomain,
  })
  await api('POST', `sms/campaigns/${campaign.id}/send`, {})

  const messagesPath = `sms/campaigns/${campaign.id}/messages`
  await expect
    .poll(async () => (await api<CampaignMessageList>('GET', messagesPath)).data.length)
    .toBe(1)
  const [message] = (await api<CampaignMessageList>('GET', messagesPath)).data
  const code = message?.body.match(/\/l\/([0-9A-Za-z]+)$/)?.[1] as string
  expect(message?.body).toBe(`Hi Ada, autumn deals: ${trackedLink(trackingDomain, code)}`)

  await page.goto(`${trackedLinks.pathPrefix}${code}`)
  await expect(page).toHaveURL(offerUrl)
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()

  await expect
    .poll(
      async () =>
        (await api<SmsCampaignResource>('GET', `sms/campaigns/${campaign.id}`)).stats.clicked,
    )
    .toBe(1)
  const [clicked] = (await api<CampaignMessageList>('GET', messagesPath)).data
  expect(clicked?.clicked_at).not.toBeNull()
})

/** The page a tracked offer link shows when it leads nowhere: the server's, not the app's. */
test('an unknown tracked link shows an accessible 404 page', async ({ page }) => {
  const response = await page.goto(`${trackedLinks.pathPrefix}Zz9Zz9Zz9Z`)
  expect(response?.status()).toBe(404)
  expect(response?.headers()['cache-control']).toBe('no-store')
  await expect(page).toHaveTitle('Link not found')
  await expect(page.getByRole('heading', { level: 1, name: 'Link not found' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('no longer available')
  await expectNoSeriousA11yViolations(page)
})
