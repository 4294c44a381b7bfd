import { expect, type Page, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/axe'
import { signInAsNewUser } from './support/session'
import { callApi } from './support/teamApi'

/**
 * Voice campaigns against the real server and its telephony simulator: a campaign created from
 * the list, an agent made from its page, its settings saved (a 422 shown at the field first),
 * then started: calls and counters arrive live, and a stop now hangs the calls up. The contacts
 * are seeded through the API; the team is a new user's, so it starts with no campaign.
 */

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name })
const figure = (page: Page, name: string) => page.locator(`[data-figure="${name}"]`)

test('a voice campaign is set up, started, followed live and stopped now', async ({ page }) => {
  // Many steps, five axe runs and live calls: more than the default 30 s on a busy machine.
  test.setTimeout(90_000)
  await signInAsNewUser(page, 'voice-campaigns')
  const token = (await page.evaluate(() => localStorage.getItem('switchboard.token'))) as string
  await callApi(page.request, token, 'POST', 'tags', { name: 'VIP' })
  // Numbers the simulator (seeded, the product's default) answers and talks to for over 30 s.
  for (const phone of ['+14152001005', '+14152001026', '+14152001030'])
    await callApi(page.request, token, 'POST', 'contacts', { phone, tags: ['VIP'] })

  await page.goto('/agents/campaigns')
  await expect(heading(page, 'Voice campaigns')).toBeVisible()
  await expect(page.getByText(/No voice campaigns yet/)).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('button', { name: 'Create a voice campaign' }).click()
  const create = page.getByRole('dialog', { name: 'New voice campaign' })
  await create.getByRole('textbox', { name: /^Name/ }).fill('Renewal calls')
  await create.getByRole('button', { name: 'Create voice campaign' }).click()
  await expect(page).toHaveURL(/\/agents\/campaigns\/[A-Za-z0-9-]+$/)
  await expect(heading(page, /Renewal calls/)).toBeVisible()
  await expect(page.getByText(/It still needs an agent, a caller number, recipients/)).toBeVisible()

  // An agent made here is picked at once.
  await page.getByRole('button', { name: 'New agent' }).click()
  const agentDialog = page.getByRole('dialog', { name: 'New agent' })
  await agentDialog.getByRole('textbox', { name: /^Agent name/ }).fill('Ava')
  await expectNoSeriousA11yViolations(page)
  await agentDialog.getByRole('button', { name: 'Create agent' }).click()
  await expect(agentDialog).toBeHidden()
  await expect(page.getByRole('button', { name: /Agent/ }).first()).toContainText('Ava')

  const settings = page.getByRole('form', { name: 'Voice campaign settings' })
  await settings.getByRole('textbox', { name: /^Caller number 1/ }).fill('+14152009000')
  await settings.getByRole('textbox', { name: /^Contacts with the tags/ }).fill('VIP')
  const concurrency = settings.getByRole('textbox', { name: /^Calls at once/ })
  await concurrency.fill('0')
  await settings.getByRole('button', { name: 'Save draft' }).click()
  // Refused at the field; what was typed stays.
  await expect(concurrency).toHaveAttribute('aria-invalid', 'true')
  await expect(settings.getByRole('textbox', { name: /^Contacts with the tags/ })).toHaveValue(
    'VIP',
  )
  await concurrency.fill('2')
  await settings.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByText('The voice campaign is saved.')).toBeVisible()
  await expect(page.getByText(/It still needs/)).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('button', { name: 'Start calling' }).click()
  const start = page.getByRole('dialog', { name: /Start Renewal calls/ })
  await start.getByRole('button', { name: 'Start' }).click()
  await expect(page.getByText('Sending', { exact: true })).toBeVisible()

  // Calls and counters come over the event stream while the simulator rings and answers.
  await expect(figure(page, 'Calls')).toHaveText('2', { timeout: 15_000 })
  await expect(figure(page, 'In progress')).toHaveText('2')
  const calls = page.getByRole('table', { name: 'Calls' })
  // A header row, the two calls up and the third waiting for a free line.
  await expect(calls.getByRole('row')).toHaveCount(4, { timeout: 15_000 })
  await expect(calls.getByRole('row', { name: /Queued/ })).toHaveCount(1)
  // The call not placed yet comes after the real ones.
  await expect(calls.getByRole('row').last()).toContainText('Queued')
  await expect(calls).toContainText('+14152009000')
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('button', { name: 'Stop now' }).click()
  const stop = page.getByRole('alertdialog', { name: /Stop Renewal calls now/ })
  await stop.getByRole('button', { name: 'Stop now and hang up' }).click()
  await expect(page.getByText('Stopped', { exact: true })).toBeVisible()
  await expect(figure(page, 'In progress')).toHaveText('0', { timeout: 15_000 })
  await expect(calls.getByRole('row', { name: /Ringing|In progress|Dialing/ })).toHaveCount(0, {
    timeout: 15_000,
  })
  // The stop cancelled the queued call: the table says so live, still after the real ones.
  await expect(calls.getByRole('row', { name: /Cancelled/ })).toHaveCount(1)
  await expect(calls.getByRole('row', { name: /Queued/ })).toHaveCount(0)
  await expect(calls.getByRole('row').last()).toContainText('Cancelled')
  // Hung up: answered calls completed, one still ringing ended unanswered.
  await expect(calls.getByRole('row', { name: /Completed|Ended/ })).toHaveCount(2)
  await expect(page.getByRole('button', { name: 'Stop now' })).toHaveCount(0)

  // The list shows it stopped, with its counters.
  await page.goto('/agents/campaigns?status=stopped')
  const row = page.getByRole('table', { name: 'Voice campaigns' }).getByRole('row', {
    name: /Renewal calls/,
  })
  await expect(row).toContainText('Stopped')
  await expectNoSeriousA11yViolations(page)
})
