import { expect, type Page, test } from '@playwright/test'
import type { SmsCampaignResource } from '../../src/contract/sms-campaign'
import { signInAsNewUser } from './support/session'
import { callApi } from './support/teamApi'

// Issue 14, item 5: a send the server refuses says the server's reason and leaves the wizard as
// it was. The refusal is a real one: the campaign's only sender id is taken off and deleted
// through the API between the review and the send.

const tokenOf = async (page: Page) => {
  const token = await page.evaluate(() => localStorage.getItem('switchboard.token'))
  expect(token).toBeTruthy()
  return token as string
}

test('a send refused by the server shows its reason and keeps the wizard on the review', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signInAsNewUser(page, 'send-refused')
  const token = await tokenOf(page)
  const call = <T>(method: 'POST' | 'PUT' | 'DELETE' | 'GET', path: string, data?: unknown) =>
    callApi<T>(page.request, token, method, path, data)
  const run = `${Date.now()}`
  const tag = await call<{ name: string }>('POST', 'tags', { name: `refused-${run}` })
  await call('POST', 'contacts', {
    phone: `+44795${run.slice(-6)}1`,
    first_name: 'Ada',
    tags: [tag.name],
  })
  const sender = await call<{ id: string; value: string }>('POST', 'sms/senderids', {
    value: `R${run.slice(-6)}`,
  })
  const text = await call<{ id: string }>('POST', 'sms/texts', { body: 'Hello {first_name}.' })
  const campaign = await call<SmsCampaignResource>('POST', 'sms/campaigns', {
    name: `Refused ${run}`,
    targets: { tags: [tag.name] },
    sender_ids: [sender.id],
    text_ids: [text.id],
    schedule: { kind: 'now' },
  })

  // The page does not hear of the change below (another tab's edit pushed over the event
  // stream would otherwise take the Send button away first): the server's refusal is the news.
  await page.route(/\/api\/v1\/events(\?|$)/, (route) => route.abort())
  await page.goto(`/campaigns/${campaign.id}?step=review`)
  const review = page.getByRole('heading', { level: 3, name: 'Review', exact: true })
  await expect(review).toBeVisible()
  await expect(page.getByText('Ready to send', { exact: true })).toBeVisible()

  // Meanwhile a colleague takes the only sender id off the campaign and deletes it (the server
  // refuses to delete one a campaign still uses).
  await call('PUT', `sms/campaigns/${campaign.id}`, { sender_ids: [] })
  await call('DELETE', `sms/senderids/${sender.id}`)

  await page.getByRole('button', { name: 'Send now', exact: true }).click()
  const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'))
  await dialog.getByRole('button', { name: 'Send now', exact: true }).click()
  // The server's own reason, in the dialog that asked.
  await expect(dialog.getByRole('alert')).toContainText(/sender id/i)
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()

  // The wizard is where it was, and now says what the send lacked.
  await expect(review).toBeVisible()
  await expect(page).toHaveURL(/step=review/)
  await expect(page.getByTestId('readiness')).toContainText('Missing: a sender id')
  await expect(page.getByText('Ready to send', { exact: true })).toBeHidden()
  const stored = await call<SmsCampaignResource>('GET', `sms/campaigns/${campaign.id}`)
  expect(stored.status).toBe('draft')
})
