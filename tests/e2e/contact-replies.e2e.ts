import type { ContactResource } from '../../src/contract/contact'
import type { SmsCampaignResource } from '../../src/contract/sms-campaign'
import { tokenOf } from './support/session'
import { expect, test } from './support/signedIn'
import { callApi } from './support/teamApi'

/**
 * A handset answers a campaign's message (through the carrier simulator's test hook, as the
 * carrier would hand it over) and the reply shows on its contact's panel with its time. The
 * conversation is one message written through the test hook (test-messages.ts), sent now.
 */
test('a reply shows on its contact panel, with when it came', async ({ page }) => {
  await page.goto('/')
  const token = await tokenOf(page)
  const campaign = await callApi<SmsCampaignResource>(
    page.request,
    token,
    'POST',
    'sms/campaigns',
    {
      name: `Replies ${Date.now()}`,
    },
  )
  const now = new Date().toISOString()
  // A number of the worker's own, so no other test's message to it is later than this one.
  const phone = `+14158${String(test.info().workerIndex).padStart(6, '0')}`
  const seeded = await page.request.post(`/api/testing/campaigns/${campaign.id}/messages`, {
    data: {
      messages: [
        { queued_at: now, submitted_at: now, delivered_at: now, phone, sender_id: 'REPLIES' },
      ],
    },
  })
  expect(seeded.status(), await seeded.text()).toBe(201)
  const { contact } = await callApi<{ contact: ContactResource }>(
    page.request,
    token,
    'POST',
    'contacts/upsert',
    { phone, first_name: 'Replying' },
  )
  const text = `Yes please ${Date.now()}`
  const replied = await page.request.post('/api/testing/inbound-sms', {
    data: { from: phone, to: 'REPLIES', text },
  })
  expect(replied.status(), await replied.text()).toBe(201)
  expect((await replied.json()).contact_id).toBe(contact.id)

  await page.goto(`/audience/contacts?contact=${contact.id}`)
  const replies = page.getByRole('region', { name: 'Replies' })
  const item = replies.getByRole('listitem').filter({ hasText: text })
  await expect(item).toBeVisible()
  await expect(item.locator('time')).not.toBeEmpty()
})
