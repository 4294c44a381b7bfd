import { expect, type Page } from '@playwright/test'
import type { SeededMessage } from '../../server/src/http/test-messages'
import type { SmsCampaignResource } from '../../src/contract/sms-campaign'
import { expectNoSeriousA11yViolations } from './support/axe'
import { test } from './support/signedIn'
import { callApi } from './support/teamApi'

/**
 * /campaigns/reports against the real server. The messages are written through the test hook
 * (POST /api/testing/campaigns/{id}/messages), so the figures the page must show are known
 * exactly without waiting for the delivery engine. Each test reads its own week of October 2026,
 * so the tests of a worker (one team) never count each other's messages. Noon UTC keeps every
 * message inside its day in any zone the browser may have.
 */

const tokenOf = async (page: Page) => {
  const token = await page.evaluate(() => localStorage.getItem('switchboard.token'))
  expect(token).toBeTruthy()
  return token as string
}

async function campaignWithMessages(
  page: Page,
  name: string,
  trackingDomain: string | null,
  messages: SeededMessage[],
): Promise<SmsCampaignResource> {
  await page.goto('/')
  const token = await tokenOf(page)
  const campaign = await callApi<SmsCampaignResource>(
    page.request,
    token,
    'POST',
    'sms/campaigns',
    {
      name,
      tracking_domain: trackingDomain,
    },
  )
  const seeded = await page.request.post(`/api/testing/campaigns/${campaign.id}/messages`, {
    data: { messages },
  })
  expect(seeded.status(), await seeded.text()).toBe(201)
  return campaign
}

/** 10 queued, 8 sent, 6 delivered, 2 failed, 3 clicked, 1 replied on `day`. */
const funnelOn = (day: string): SeededMessage[] => {
  const at = `${day}T12:00:00Z`
  return [
    { count: 2, queued_at: at },
    { count: 2, queued_at: at, submitted_at: at, failed_at: at, cost: '0.0100' },
    {
      count: 3,
      queued_at: at,
      submitted_at: at,
      delivered_at: at,
      cost: '0.0500',
      price: '0.1000',
    },
    {
      count: 2,
      queued_at: at,
      submitted_at: at,
      delivered_at: at,
      clicked_at: at,
      cost: '0.0500',
      price: '0.1000',
    },
    {
      queued_at: at,
      submitted_at: at,
      delivered_at: at,
      clicked_at: at,
      replied_at: at,
      cost: '0.0500',
      price: '0.1000',
    },
  ]
}

const funnel = (page: Page) => page.getByRole('figure', { name: 'Messages at each step' })

test('shows the funnel, money and campaigns of the seeded messages, accessible as charts and as tables', async ({
  page,
}) => {
  const campaign = await campaignWithMessages(
    page,
    'Autumn rates',
    'go.example.com',
    funnelOn('2026-10-03'),
  )
  await page.goto('/campaigns/reports?from=2026-10-01&to=2026-10-07')
  await expect(page.getByRole('heading', { name: 'Delivery funnel' })).toBeVisible()
  await expect(page.getByRole('definition').first()).toHaveText('75%')
  await expect(page.locator('dl').getByText('Margin')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  for (const toggle of await page.getByRole('button', { name: 'Show as table' }).all())
    await toggle.click()
  const steps = funnel(page).getByRole('row')
  await expect(steps.filter({ hasText: 'Queued' })).toHaveText(/Queued\s*10/)
  await expect(steps.filter({ hasText: 'Delivered' })).toHaveText(/Delivered\s*6/)
  await expect(steps.filter({ hasText: 'Replied' })).toHaveText(/Replied\s*1/)
  const domains = page.getByRole('table', { name: 'Messages, clicks and money by tracking domain' })
  await expect(domains.getByRole('row', { name: /go\.example\.com/ })).toContainText('€0.32')
  // Messages no plan routed: the default route, to a network no prefix names.
  const routes = page.getByRole('table', { name: 'Messages and cost by route and network' })
  await expect(routes.getByRole('row', { name: /Default route/ })).toContainText('€0.32')
  await expectNoSeriousA11yViolations(page)

  const byCampaign = page.getByRole('table', { name: 'Figures by campaign' })
  await byCampaign.getByRole('link', { name: 'Autumn rates' }).click()
  await expect(page).toHaveURL(new RegExp(`/campaigns/${campaign.id}`))
})

test('keeps the grouping and the campaign in the URL', async ({ page }) => {
  const chosen = await campaignWithMessages(page, 'Chosen one', null, funnelOn('2026-10-10'))
  await campaignWithMessages(page, 'Another one', null, funnelOn('2026-10-11'))
  await page.goto('/campaigns/reports?from=2026-10-08&to=2026-10-14')
  await expect(
    page.getByRole('table', { name: 'Figures by campaign' }).getByRole('row'),
  ).toHaveCount(3)

  await page.getByRole('button', { name: /Group by/ }).click()
  await page.getByRole('option', { name: 'Week' }).click()
  await expect(page).toHaveURL(/grouping=week/)
  await expect(page.getByRole('figure', { name: 'Messages sent, by week' })).toBeVisible()

  await page.getByRole('button', { name: /Campaign/ }).click()
  await page.getByRole('option', { name: 'Chosen one' }).click()
  await expect(page).toHaveURL(new RegExp(`campaign=${chosen.id}`))
  const rows = page.getByRole('table', { name: 'Figures by campaign' }).getByRole('row')
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(1)).toContainText('Chosen one')

  await page.reload()
  await expect(page.getByRole('button', { name: /Campaign/ })).toContainText('Chosen one')
  await expect(page.getByRole('button', { name: /Group by/ })).toContainText('Week')
})

test('says when the period holds nothing', async ({ page }) => {
  await page.goto('/campaigns/reports?from=2026-09-01&to=2026-09-02')
  await expect(page.getByText(/No message was queued in this period/)).toBeVisible()
  await expect(
    page.getByText('No message was sent through a campaign in this period.'),
  ).toBeVisible()
  await expect(
    page.getByText('No campaign message went out by a route in this period.'),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('offers to retry a report that could not be loaded', async ({ page }) => {
  let failures = 1
  await page.route('**/api/proxy/api/v1/sms/campaigns/reports?**', (route) =>
    failures-- > 0
      ? route.fulfill({ status: 500, json: { message: 'Internal Server Error' } })
      : route.continue(),
  )
  await page.goto('/campaigns/reports?from=2026-09-03&to=2026-09-04')
  await expect(
    page.getByRole('alert').filter({ hasText: 'The report could not be loaded' }),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByText(/No message was queued in this period/)).toBeVisible()
})
