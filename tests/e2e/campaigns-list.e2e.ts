import { expect, type Page, test } from '@playwright/test'
import type { SmsCampaignResource } from '../../src/contract/sms-campaign'
import { expectNoSeriousA11yViolations } from './support/axe'
import { signInAsNewUser } from './support/session'
import { callApi } from './support/teamApi'

/**
 * /campaigns against the real server: a campaign created through the dialog and found in the
 * list under its status, the filters kept in the URL, and rows that follow the lifecycle and the
 * counters the server pushes. Each test signs in a new user, so the team starts with no campaign.
 */

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name })

const tokenOf = async (page: Page) => {
  const token = await page.evaluate(() => localStorage.getItem('switchboard.token'))
  expect(token).toBeTruthy()
  return token as string
}

const row = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Campaigns' }).getByRole('row', { name: new RegExp(name) })

/** The status chip's popover, opened: the statuses as links. */
async function statusLinks(page: Page) {
  await page
    .getByRole('search', { name: 'Filter the campaigns' })
    .getByRole('button', { name: /^Status/ })
    .click()
  return page.getByRole('dialog', { name: 'Status' }).getByRole('navigation', {
    name: 'Campaign status',
  })
}

test('a campaign is created from the dialog, listed as a draft, and filtered by status in the URL', async ({
  page,
}) => {
  // A sign-in, four axe runs and a dozen page changes: about 25 s of a quiet machine's 30.
  test.slow()
  await signInAsNewUser(page, 'campaigns-list')
  await page.goto('/campaigns')
  await expect(heading(page, 'SMS campaigns')).toBeVisible()
  await expect(page.getByText(/No campaigns yet/)).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('button', { name: 'Create a campaign' }).click()
  const dialog = page.getByRole('dialog', { name: 'New campaign' })
  await expect(dialog).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // Blank to the server (spaces pass the browser's own check): refused at the field, kept.
  const name = dialog.getByRole('textbox', { name: /^Name/ })
  await name.fill('   ')
  await dialog.getByRole('button', { name: 'Create campaign' }).click()
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(dialog.getByText(/name field is required/i).first()).toBeVisible()
  await expect(name).toHaveValue('   ')

  await name.fill('Spring launch')
  await dialog.getByRole('button', { name: 'Create campaign' }).click()
  await expect(page).toHaveURL(/\/campaigns\/[A-Za-z0-9_-]+(\?.*)?$/)
  await expect(heading(page, /Spring launch/)).toBeVisible()
  await page.goto('/campaigns')
  await expect(row(page, 'Spring launch')).toContainText('Draft')

  const chips = await statusLinks(page)
  await chips.getByRole('link', { name: 'Draft' }).click()
  await expect(page).toHaveURL(/[?&]status=draft/)
  await expect(chips.getByRole('link', { name: 'Draft' })).toHaveAttribute('aria-current', 'page')
  await page.keyboard.press('Escape')
  await expect(row(page, 'Spring launch')).toBeVisible()

  await (await statusLinks(page)).getByRole('link', { name: 'Sending' }).click()
  await expect(page).toHaveURL(/[?&]status=sending/)
  await page.keyboard.press('Escape')
  await expect(page.getByText('No campaign is sending.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // The address alone restores the filter; the search narrows by name.
  await page.goto('/campaigns?status=draft')
  await expect(page.getByRole('button', { name: 'Status: Draft' })).toBeVisible()
  await expect(row(page, 'Spring launch')).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('autumn')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/[?&]q=autumn/)
  await expect(page.getByText('No campaign matches these filters.')).toBeVisible()
  await (await statusLinks(page)).getByRole('link', { name: 'All' }).click()
  await page.keyboard.press('Escape')
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('spring')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(row(page, 'Spring launch')).toBeVisible()

  // The row leads to the campaign's page.
  await row(page, 'Spring launch').getByRole('link', { name: 'Spring launch' }).click()
  await expect(heading(page, /Spring launch/)).toBeVisible()
})

/** A ready campaign of the signed-in user's team: `recipients` tagged contacts, a sender, a text. */
async function readyCampaign(
  page: Page,
  name: string,
  schedule: SmsCampaignResource['schedule'],
  recipients = 0,
) {
  const token = await tokenOf(page)
  const tag = await callApi<{ name: string }>(page.request, token, 'POST', 'tags', {
    name: `list-${Date.now()}`,
  })
  for (let index = 0; index < recipients; index += 1)
    await callApi(page.request, token, 'POST', 'contacts', {
      phone: `+4474000${String(index).padStart(5, '0')}`,
      first_name: `Reader ${index}`,
      tags: [tag.name],
    })
  const sender = await callApi<{ id: string }>(page.request, token, 'POST', 'sms/senderids', {
    value: 'Switchbd',
  })
  const text = await callApi<{ id: string }>(page.request, token, 'POST', 'sms/texts', {
    body: 'Hello {first_name}, our autumn rates are live.',
  })
  const campaign = await callApi<SmsCampaignResource>(
    page.request,
    token,
    'POST',
    'sms/campaigns',
    {
      name,
      targets: { tags: [tag.name] },
      sender_ids: [sender.id],
      text_ids: [text.id],
      schedule,
    },
  )
  return { token, campaign }
}

/** The counters of a row, as shown: queued, sent, delivered, failed. */
const countersOf = async (page: Page, name: string) =>
  (await row(page, name).getByRole('cell').allTextContents()).slice(1, 5)

test('rows follow the lifecycle the server pushes', async ({ page }) => {
  await signInAsNewUser(page, 'campaigns-live')
  await page.goto('/campaigns')
  const { token, campaign } = await readyCampaign(page, 'Autumn rates', {
    kind: 'recurring',
    days: ['mon'],
    times: ['09:30'],
  })
  await page.reload()
  await expect(row(page, 'Autumn rates')).toContainText('Draft')

  // Scheduled by the API elsewhere, then started by the engine: the open list follows both.
  await callApi(page.request, token, 'POST', `sms/campaigns/${campaign.id}/send`, {})
  await expect(row(page, 'Autumn rates')).toContainText('Scheduled')
  const started = await page.request.post(`/api/testing/campaigns/${campaign.id}/engine`, {
    data: { type: 'engine.started' },
  })
  expect(started.status(), await started.text()).toBe(200)
  await expect(row(page, 'Autumn rates')).toContainText('Sending')
  await expectNoSeriousA11yViolations(page)
})

test('counters follow the delivery engine live, in the list and on the campaign page', async ({
  page,
}) => {
  // A sign-in, the engine's whole run and two axe runs: over 30 s on CI's two loaded cores.
  test.slow()
  await signInAsNewUser(page, 'campaigns-engine')
  await page.goto('/campaigns')
  const recipients = 3
  const { token, campaign } = await readyCampaign(
    page,
    'Live counters',
    { kind: 'now' },
    recipients,
  )
  await page.reload()
  await expect(row(page, 'Live counters')).toContainText('Draft')
  expect(await countersOf(page, 'Live counters')).toEqual(['0', '0', '0', '0'])

  // Sent from elsewhere (the API); the list, left open, sees the engine queue and send them.
  await callApi(page.request, token, 'POST', `sms/campaigns/${campaign.id}/send`, {})
  await expect(async () => {
    const [queued, sent] = await countersOf(page, 'Live counters')
    expect([queued, sent]).toEqual([String(recipients), String(recipients)])
  }).toPass({ timeout: 30_000 })
  await expect(row(page, 'Live counters')).toContainText('Completed', { timeout: 30_000 })

  await row(page, 'Live counters').getByRole('link', { name: 'Live counters' }).click()
  const delivery = page.getByRole('region', { name: 'Delivery' })
  await expect(delivery.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
    'aria-valuetext',
    `${recipients} of ${recipients} messages sent, failed or cancelled`,
  )
  await expect(delivery.getByRole('figure', { name: 'Delivery funnel' })).toBeVisible()
  const messages = delivery.getByRole('table', { name: 'Messages' })
  await expect(messages.getByRole('row')).toHaveCount(recipients + 1)
  await expectNoSeriousA11yViolations(page)

  await delivery.getByRole('tab', { name: 'Lifecycle log' }).click()
  const log = delivery.getByRole('table', { name: 'Lifecycle log' })
  // Newest first: the engine finished the run the owner's send started.
  await expect(log.getByRole('row').nth(1)).toContainText('Run finished')
  await expect(log.getByRole('row').nth(1)).toContainText('Delivery engine')
  await expect(log.getByRole('row').nth(2)).toContainText('Sent')
  await expectNoSeriousA11yViolations(page)
})

test('the message log follows the delivery engine like the totals do, without a reload', async ({
  page,
}) => {
  await signInAsNewUser(page, 'campaigns-log')
  await page.goto('/campaigns')
  const recipients = 3
  const { token, campaign } = await readyCampaign(page, 'Live log', { kind: 'now' }, recipients)
  // The page is open while the campaign is sent from elsewhere (the API).
  await page.goto(`/campaigns/${campaign.id}`)
  await expect(page.getByRole('region', { name: 'Status' })).toContainText('Draft')
  await callApi(page.request, token, 'POST', `sms/campaigns/${campaign.id}/send`, {})
  const delivery = page.getByRole('region', { name: 'Delivery' })
  const ended = (name: string) => delivery.locator(`dd[data-figure="${name}"]`)
  await expect(async () => {
    const [delivered, failed] = [
      await ended('delivered').textContent(),
      await ended('failed').textContent(),
    ]
    expect(Number(delivered) + Number(failed)).toBe(recipients)
  }).toPass({ timeout: 30_000 })
  // Every row has its receipt's status too: none left Queued or Submitted.
  const messages = delivery.getByRole('table', { name: 'Messages' })
  await expect(messages.getByRole('row', { name: /Delivered|Failed/ })).toHaveCount(recipients, {
    timeout: 15_000,
  })
  await expect(messages.getByRole('row', { name: /Queued|Submitted/ })).toHaveCount(0)
  // Progress counts each message once, whether it was delivered or failed.
  await expect(delivery.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
    'aria-valuetext',
    `${recipients} of ${recipients} messages sent, failed or cancelled`,
  )
})
