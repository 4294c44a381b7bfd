import { expect, type Page, test } from '@playwright/test'
import type { SmsCampaignResource } from '../../src/contract/sms-campaign'
import { newAccount, registerAccount, signIn, signInAsNewUser } from './support/session'
import { callApi } from './support/teamApi'

/**
 * The home page `/` against the real server (no demo seed in this run: each test makes its own
 * team). A campaign is put in `sending` by playing its engine through the test hook, and its
 * messages are written through the messages hook, so the figures the page must show are known.
 */

const tokenOf = async (page: Page) => {
  const token = await page.evaluate(() => localStorage.getItem('switchboard.token'))
  expect(token).toBeTruthy()
  return token as string
}

/** A campaign sent for an hour from now, then started by the (test's) engine: sending. */
async function sendingCampaign(page: Page, name: string): Promise<SmsCampaignResource> {
  const token = await tokenOf(page)
  const call = <T>(method: 'POST', path: string, data: unknown) =>
    callApi<T>(page.request, token, method, path, data)
  await call('POST', 'tags', { name: 'VIP' })
  const sender = await call<{ id: string }>('POST', 'sms/senderids', { value: 'ACME' })
  const text = await call<{ id: string }>('POST', 'sms/texts', { body: 'Hi {first_name}.' })
  const campaign = await call<SmsCampaignResource>('POST', 'sms/campaigns', {
    name,
    targets: { tags: ['vip'], feed_ids: [], segment_ids: [] },
    sender_ids: [sender.id],
    text_ids: [text.id],
    schedule: { kind: 'at', at: new Date(Date.now() + 3_600_000).toISOString() },
  })
  await call('POST', `sms/campaigns/${campaign.id}/send`, {})
  const started = await page.request.post(`/api/testing/campaigns/${campaign.id}/engine`, {
    data: { type: 'engine.started' },
  })
  expect(started.status(), await started.text()).toBe(200)
  return campaign
}

const panels = [
  'Needs attention',
  'Sending now',
  'Today against yesterday',
  'Audience',
  'Running now',
]

test('the home shows today’s figures and a campaign sending now, 390 px wide', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signInAsNewUser(page, 'home-busy')
  const campaign = await sendingCampaign(page, 'Home spring sale')
  const now = new Date().toISOString()
  const seeded = await page.request.post(`/api/testing/campaigns/${campaign.id}/messages`, {
    data: {
      messages: [
        { count: 4, queued_at: now, submitted_at: now, delivered_at: now, cost: '0.0500' },
        { count: 1, queued_at: now, submitted_at: now, failed_at: now, cost: '0.0500' },
      ],
    },
  })
  expect(seeded.status(), await seeded.text()).toBe(201)
  await page.goto('/')
  const sending = page.getByRole('region', { name: 'Sending now' })
  await expect(sending.getByRole('link', { name: 'Home spring sale' })).toHaveAttribute(
    'href',
    `/campaigns/${campaign.id}`,
  )
  const today = page.getByRole('region', { name: 'Today against yesterday' })
  await expect(today).toContainText('Messages sent5')
  await expect(today).toContainText('Messages delivered4')
  await expect(today).toContainText('Messages failed1')
  await expect(today).toContainText('Messages cost€0.25')
  // The bars are fetched with the figures they draw, into the box reserved for them.
  const bars = today.getByRole('figure').getByRole('img')
  await expect(bars).toBeVisible()
  await expect(bars).toHaveAttribute('height', String(8 * 30))
  // The page's own panels fit a phone (the header is item 8's, measured by its own test).
  for (const name of panels) {
    const box = await page.getByRole('region', { name }).boundingBox()
    expect(box && box.x + box.width, name).toBeLessThanOrEqual(390)
  }
})

test('a new team sees the first steps, as links', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signInAsNewUser(page, 'home-new')
  await page.goto('/')
  const steps = page.getByRole('list', { name: 'First steps' })
  await expect(steps.getByRole('link', { name: 'Import contacts' })).toHaveAttribute(
    'href',
    '/audience/upload/Create',
  )
  await expect(steps.getByRole('link')).toHaveCount(3)
  await steps.getByRole('link', { name: 'Create a campaign' }).click()
  await expect(page).toHaveURL(/\/campaigns$/)
})

test('an address not verified yet keeps the home frame, without team figures', async ({ page }) => {
  const account = newAccount('home-unverified')
  await registerAccount(page.request, account)
  await signIn(page, account)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('region', { name: 'Sending now' })).toHaveCount(0)
})
