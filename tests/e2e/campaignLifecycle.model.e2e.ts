import { expect, type Page } from '@playwright/test'
import type { EventObject } from 'xstate'
import type { SmsCampaignResource } from '../../src/contract/sms-campaign'
import {
  type CampaignLifecycleEvent,
  campaignLifecycleMachine,
} from '../../src/machines/campaignLifecycle'
import { stateKeyOf } from '../machines/support/model'
import { expectNoSeriousA11yViolations } from './support/axe'
import { test } from './support/signedIn'
import { callApi, currentUser } from './support/teamApi'
import { walkModel } from './support/walkModel'

/**
 * The campaign lifecycle walked on /campaigns/{id} against the real server: people's commands
 * through the page's buttons and confirmations, the delivery engine's outcomes through the
 * test hook (the server stores them like the engine's), each state checked in the page as the
 * server pushes it. A recurring campaign without a feed: the feed region is walked by the
 * Vitest model and the server tests.
 */

const tokenOf = async (page: Page) => {
  const token = await page.evaluate(() => localStorage.getItem('switchboard.token'))
  expect(token).toBeTruthy()
  return token as string
}

interface Scene {
  teamId: string
  token: string
  tag: string
  senderId: string
  textId: string
}
/** The recipients, sender id and text every campaign of the worker's team uses. */
let scene: Scene | null = null

async function sceneOf(page: Page): Promise<Scene> {
  const token = await tokenOf(page)
  // By team, not by token: the worker's user signs in again now and then (./support/signedIn).
  const teamId = (await currentUser(page.request, token)).current_team?.id ?? ''
  if (scene?.teamId === teamId) return { ...scene, token }
  const tag = await callApi<{ name: string }>(page.request, token, 'POST', 'tags', {
    name: `lifecycle-${Date.now()}`,
  })
  const sender = await callApi<{ id: string }>(page.request, token, 'POST', 'sms/senderids', {
    value: 'Switchbd',
  })
  const text = await callApi<{ id: string }>(page.request, token, 'POST', 'sms/texts', {
    body: 'Hello {first_name}, our spring rates are live.',
  })
  scene = { teamId, token, tag: tag.name, senderId: sender.id, textId: text.id }
  return scene
}

/** A ready recurring campaign of the signed-in user's team; its page open. */
async function openReadyCampaign(page: Page): Promise<void> {
  await page.goto('/')
  const { token, tag, senderId, textId } = await sceneOf(page)
  const campaign = await callApi<SmsCampaignResource>(
    page.request,
    token,
    'POST',
    'sms/campaigns',
    {
      name: `Spring rates ${Date.now()}`,
      targets: { tags: [tag] },
      sender_ids: [senderId],
      text_ids: [textId],
      schedule: { kind: 'recurring', days: ['mon', 'thu'], times: ['09:30'] },
      time_zone: 'Europe/London',
    },
  )
  expect(campaign.missing).toEqual([])
  campaignId = campaign.id
  // A draft's send is on the review step of its wizard.
  await page.goto(`/campaigns/${campaign.id}?step=review`)
  await expect(page.getByRole('heading', { level: 1, name: /Spring rates/ })).toBeVisible()
}

let campaignId = ''

/** The engine reports an outcome; the page hears of it over the event stream. */
const engine = async (page: Page, event: EventObject) => {
  const response = await page.request.post(`/api/testing/campaigns/${campaignId}/engine`, {
    data: event,
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** A confirmation: a dialog, or an alert dialog when the command cannot be undone. */
const question = (page: Page) => page.getByRole('dialog').or(page.getByRole('alertdialog'))

/** A command: its button, then the confirmation's button, then the server's answer shown. */
const command =
  (button: string, confirm = button) =>
  async (page: Page) => {
    await page.getByRole('button', { name: button, exact: true }).click()
    const dialog = question(page)
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: confirm, exact: true }).click()
    await expect(dialog).toBeHidden()
  }

const deliveryText: Record<string, RegExp> = {
  draft: /^Draft/,
  scheduled: /^Scheduled/,
  sending: /^Sending$/,
  paused: /^Paused$/,
  completed: /^Completed$/,
  stopped: /^Stopped$/,
  failed: /^Failed$/,
}
const recurrenceText: Record<string, RegExp> = {
  none: /^None$/,
  active: /^Active$/,
  stopped: /^Stopped$/,
}

const pushTimeoutMs = 15_000

/** What a state key says the page shows: the delivery and recurrence facts. */
const showsState = (key: string) => async (page: Page) => {
  const [, delivery = ''] = /delivery\.(\w+)/.exec(key) ?? []
  const [, recurrence = ''] = /recurrence\.(\w+)/.exec(key) ?? []
  const status = page.getByRole('region', { name: 'Status' })
  const value = (name: string) =>
    status.getByRole('definition').and(page.locator(`dt:has-text("${name}") + dd`))
  // Pushed by the server after the command or outcome; a busy machine may take a while.
  await expect(value('Delivery')).toHaveText(deliveryText[delivery] as RegExp, {
    timeout: pushTimeoutMs,
  })
  await expect(value('Recurring sends')).toHaveText(recurrenceText[recurrence] as RegExp, {
    timeout: pushTimeoutMs,
  })
}

const lifecycleKey = (snapshot: Parameters<typeof stateKeyOf>[0]) =>
  `${stateKeyOf(snapshot)}${snapshot.context.runs > 0 ? ' (has run)' : ''}`

const events: CampaignLifecycleEvent[] = [
  { type: 'campaign.send', later: true },
  { type: 'campaign.pause' },
  { type: 'campaign.resume' },
  { type: 'campaign.stop' },
  { type: 'campaign.stopRecurring' },
  { type: 'campaign.stopPlanner' },
  { type: 'engine.started' },
  { type: 'engine.runFinished' },
  { type: 'engine.failed', reason: 'No route reaches the carrier.' },
]

const keys = [
  'delivery.draft + recurrence.none + feed.none',
  'delivery.scheduled + recurrence.active + feed.none',
  'delivery.stopped + recurrence.stopped + feed.none',
  'delivery.sending + recurrence.active + feed.none',
  'delivery.sending + recurrence.stopped + feed.none',
  'delivery.paused + recurrence.active + feed.none',
  'delivery.scheduled + recurrence.active + feed.none (has run)',
  'delivery.failed + recurrence.stopped + feed.none',
  'delivery.paused + recurrence.stopped + feed.none',
  'delivery.completed + recurrence.stopped + feed.none (has run)',
  'delivery.stopped + recurrence.stopped + feed.none (has run)',
  'delivery.sending + recurrence.active + feed.none (has run)',
  'delivery.paused + recurrence.active + feed.none (has run)',
  'delivery.sending + recurrence.stopped + feed.none (has run)',
  'delivery.failed + recurrence.stopped + feed.none (has run)',
  'delivery.paused + recurrence.stopped + feed.none (has run)',
]

walkModel(
  'campaignLifecycle',
  {
    machine: campaignLifecycleMachine,
    chained: true,
    input: { missing: [], recurring: true, feed: false },
    stateKey: lifecycleKey,
    events,
    setup: openReadyCampaign,
    states: Object.fromEntries(keys.map((key) => [key, showsState(key)])),
    execute: {
      'campaign.send': command('Start recurring sends'),
      'campaign.pause': command('Pause'),
      'campaign.resume': command('Resume'),
      'campaign.stop': command('Stop', 'Stop campaign'),
      'campaign.stopRecurring': command('Stop recurring sends'),
      'campaign.stopPlanner': command('Take off the planner'),
      'engine.started': engine,
      'engine.runFinished': engine,
      'engine.failed': engine,
    },
  },
  test,
)

test('the campaign page is accessible with its confirmation open', async ({ page }) => {
  await openReadyCampaign(page)
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Start recurring sends', exact: true }).click()
  await expect(question(page)).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})
