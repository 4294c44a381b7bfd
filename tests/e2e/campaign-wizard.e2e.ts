import { expect, type Page, test } from '@playwright/test'
import type { SmsCampaignResource } from '../../src/contract/sms-campaign'
import { expectNoSeriousA11yViolations } from './support/axe'
import { signInAsNewUser } from './support/session'
import { callApi } from './support/teamApi'

/**
 * The wizard of a draft SMS campaign against the real server: recipients with the live audience
 * count, a UCS-2 text written on the spot, a recurring schedule whose bad values the server
 * refuses at the fields, the review's checklist, and the send.
 */

const tokenOf = async (page: Page) => {
  const token = await page.evaluate(() => localStorage.getItem('switchboard.token'))
  expect(token).toBeTruthy()
  return token as string
}

interface Scene {
  campaign: SmsCampaignResource
  segmentName: string
  tag: string
  senderId: string
  /** Contacts the segment and the tag reach together, each once. */
  audience: number
}

/**
 * A new user's team with contacts, a segment, a tag and a sender id, and a new draft campaign.
 * Not the worker's shared team: its segment would be in the way of tests that start from a
 * team without segments.
 */
async function sceneOf(page: Page): Promise<Scene> {
  await signInAsNewUser(page, 'wizard')
  const token = await tokenOf(page)
  const run = `${Date.now()}`
  const call = <T>(method: 'POST', path: string, data: unknown) =>
    callApi<T>(page.request, token, method, path, data)
  const tag = `wizard-${run}`
  const prefix = `Wiz${run}`
  const tail = run.slice(-6)
  // Three named for the segment, one of them tagged too, and one tagged only: four people.
  // +44 795… is a UK mobile range valid whatever the run's digits (+44 770 02… is not).
  const contacts = [
    { phone: `+44795${tail}1`, first_name: `${prefix}a`, tags: [tag] },
    { phone: `+44795${tail}2`, first_name: `${prefix}b` },
    { phone: `+44795${tail}3`, first_name: `${prefix}c` },
    { phone: `+44795${tail}4`, first_name: 'Grace', tags: [tag] },
  ]
  for (const contact of contacts) await call('POST', 'contacts', contact)
  const segmentName = `Wizard run ${run}`
  await call('POST', 'segments', {
    name: segmentName,
    rules: {
      match: 'all',
      rules: [{ field: 'first_name', operator: 'starts_with', value: prefix }],
    },
  })
  const senderId = `W${tail}`
  await call('POST', 'sms/senderids', { value: senderId })
  const campaign = await call<SmsCampaignResource>('POST', 'sms/campaigns', {
    name: `Wizard ${run}`,
  })
  return { campaign, segmentName, tag, senderId, audience: contacts.length }
}

const stepHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 3, name, exact: true })

test('a draft is set up step by step, refused values shown at their fields, then sent', async ({
  page,
}) => {
  // Every step, by pointer and keyboard, on a machine the other engineers share.
  test.setTimeout(90_000)
  const scene = await sceneOf(page)
  await page.goto(`/campaigns/${scene.campaign.id}`)
  await expect(stepHeading(page, 'Recipients')).toBeVisible()

  // The suggestion lists are no Tab stops of their own, and each has its own name.
  for (const name of ['Segments to choose from', 'Tags to choose from'])
    await expect(page.getByRole('listbox', { name, exact: true })).toBeVisible()
  // Focus set by the test is lost if the step is still settling (its lists arriving): tried again.
  await expect(async () => {
    await page.getByRole('searchbox', { name: 'Search segments' }).focus()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('searchbox', { name: 'Search tags' })).toBeFocused({
      timeout: 1000,
    })
  }).toPass()

  // Recipients: found by typing, chosen by keyboard and pointer; the count follows.
  await page.getByRole('searchbox', { name: 'Search segments' }).fill(scene.segmentName)
  await page.getByRole('option', { name: new RegExp(scene.segmentName) }).click()
  await page.getByRole('searchbox', { name: 'Search tags' }).fill(scene.tag)
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('option', { name: new RegExp(scene.tag) })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(page.getByTestId('audience-count')).toHaveText(`${scene.audience} contacts now`)
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Next: Content' }).click()

  // Content: a sender id, and a UCS-2 text written here, counted as it is typed.
  await expect(stepHeading(page, 'Content')).toBeFocused()
  await expect(page).toHaveURL(/step=content/)
  await page.getByRole('option', { name: new RegExp(scene.senderId) }).click()
  const composer = page.getByRole('region', { name: 'Write a new text' })
  const body = composer.getByRole('textbox', { name: 'Text' })
  await body.fill('Привет ')
  await composer.getByRole('button', { name: '{first_name}' }).click()
  // The focus is back in the text, the caret after the placeholder: typing goes on there.
  await page.keyboard.type(' !')
  await expect(body).toHaveValue('Привет {first_name} !')
  await expect(composer.getByText('Привет Ada !', { exact: true })).toBeVisible()
  // 71 UCS-2 characters: one more than a single part holds, so two parts of 67.
  await body.fill('ж'.repeat(71))
  const counter = composer.getByTestId('sms-counter')
  await expect(counter.locator('dt:has-text("Encoding") + dd')).toHaveText('UCS-2')
  await expect(counter.locator('dt:has-text("Characters") + dd')).toHaveText('71')
  await expect(counter.locator('dt:has-text("Parts") + dd')).toHaveText('2')
  await expect(counter.locator('dt:has-text("Left in this part") + dd')).toHaveText('63')
  await composer.getByRole('button', { name: 'Save text' }).click()
  await expect(page.getByRole('option', { name: /^ж+/ })).toHaveAttribute('aria-selected', 'true')
  await expectNoSeriousA11yViolations(page)
  // By keyboard: Enter on Next opens the step and its heading takes the focus, so a second
  // Enter skips nothing.
  await page.getByRole('button', { name: 'Next: Schedule' }).focus()
  await page.keyboard.press('Enter')
  await expect(stepHeading(page, 'Schedule')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/step=schedule/)

  // Schedule: recurring with quiet hours; the server refuses a throttle of 0 and an empty span.
  await expect(stepHeading(page, 'Schedule')).toBeVisible()
  await page.getByRole('button', { name: /When/ }).click()
  await page.getByRole('option', { name: 'Recurring, on days and times' }).click()
  for (const day of ['Monday', 'Thursday']) {
    await page.getByRole('checkbox', { name: day }).focus()
    await page.keyboard.press('Space')
  }
  await page.getByRole('textbox', { name: 'Times' }).fill('09:30, 18:00')
  const throttle = page.getByRole('textbox', { name: 'Messages a minute' })
  await throttle.fill('0')
  await page.getByRole('checkbox', { name: 'Hold messages during quiet hours' }).focus()
  await page.keyboard.press('Space')
  await page.getByLabel('From', { exact: true }).fill('22:00')
  await page.getByLabel('Until', { exact: true }).fill('22:00')
  await page.getByRole('button', { name: 'Next: Review' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Some values were refused' }),
  ).toBeVisible()
  // Each message at its own field, as the field's description.
  await expect(throttle).toHaveAccessibleDescription(
    /The throttle per minute field must be at least 1\./,
  )
  await expect(page.getByLabel('Until', { exact: true })).toHaveAccessibleDescription(
    /The quiet hours must end at another time than they start\./,
  )
  await expect(throttle).toHaveValue('0')
  await expect(throttle).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Until', { exact: true })).toHaveValue('22:00')
  await expect(page).toHaveURL(/step=schedule/)
  await expectNoSeriousA11yViolations(page)

  await throttle.fill('120')
  await page.getByLabel('Until', { exact: true }).fill('07:00')
  await expect(page.getByTestId('next-sends').getByRole('listitem')).toHaveCount(5)
  await page.getByRole('button', { name: 'Next: Review' }).click()

  // Review: everything is there; the send is the page's own confirmed command.
  await expect(stepHeading(page, 'Review')).toBeVisible()
  await expect(page).toHaveURL(/step=review/)
  await expect(page.getByText('Ready to send', { exact: true })).toBeVisible()
  await expect(page.getByTestId('readiness')).not.toContainText('Missing')
  // What will be sent: to whom, from which sender id, which text as a contact reads it, the
  // schedule, and the parts and cost at most (71 UCS-2 characters: 2 parts; 0.0050 EUR a part).
  const sending = page.getByTestId('what-will-be-sent')
  const fact = (name: string) => sending.locator(`dt:text-is("${name}") + dd`)
  await expect(fact('Recipients')).toHaveText(`${scene.audience} contacts`)
  await expect(fact('Sender ids')).toHaveText(scene.senderId)
  await expect(fact('Texts')).toHaveText(/^ж+…$/)
  await expect(fact('Schedule')).toContainText('Monday')
  await expect(fact('Message parts, at most')).toHaveText('8 parts (2 parts a message)')
  await expect(fact('Estimated cost, at most')).toHaveText('€0.04')
  await expect(page.getByRole('article', { name: /^Preview of ж+/ })).toContainText('ж'.repeat(71))
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Start recurring sends', exact: true }).click()
  const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'))
  await dialog.getByRole('button', { name: 'Start recurring sends', exact: true }).click()
  const delivery = page
    .getByRole('region', { name: 'Status' })
    .locator('dt:has-text("Delivery") + dd')
  await expect(delivery).toHaveText(/^(Scheduled|Sending)/, { timeout: 15_000 })
  await expect(stepHeading(page, 'Review')).toBeHidden()

  const stored = await callApi<SmsCampaignResource>(
    page.request,
    await tokenOf(page),
    'GET',
    `sms/campaigns/${scene.campaign.id}`,
  )
  expect(stored).toMatchObject({
    schedule: { kind: 'recurring', days: ['mon', 'thu'], times: ['09:30', '18:00'] },
    throttle_per_minute: 120,
    quiet_hours: { start: '22:00', end: '07:00' },
    targets: { tags: [scene.tag] },
  })
  expect(stored.sender_ids).toHaveLength(1)
  expect(stored.text_ids).toHaveLength(1)
})

test('a readiness item leads back to the step that fixes it; leaving with changes asks', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const scene = await sceneOf(page)
  await page.goto(`/campaigns/${scene.campaign.id}?step=review`)
  const readiness = page.getByTestId('readiness')
  await expect(readiness).toContainText('Missing: recipients')
  await readiness.getByRole('button', { name: 'Fix in Content' }).first().click()
  await expect(stepHeading(page, 'Content')).toBeVisible()
  await expect(page).toHaveURL(/step=content/)

  // A sender id made on the spot, in a sheet, without leaving the wizard: it is chosen at once.
  const made = `S${scene.senderId.slice(1)}`
  await page.getByRole('button', { name: 'New sender id' }).click()
  const sheet = page.getByRole('dialog', { name: 'New sender id' })
  await sheet.getByRole('textbox', { name: 'Sender id' }).fill(made)
  await sheet.getByRole('button', { name: 'Create sender id' }).click()
  await expect(sheet).toBeHidden()
  await expect(page.getByRole('option', { name: new RegExp(made) })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await page.getByRole('option', { name: new RegExp(made) }).click()
  await expect(stepHeading(page, 'Content')).toBeVisible()

  // The page's banner says what the campaign lacks; every save updates it, with the review.
  const banner = page.getByRole('region', { name: 'Status' })
  await expect(banner).toContainText('Not ready to send')
  await expect(banner).toContainText('a sender id')
  await page.getByRole('option', { name: new RegExp(scene.senderId) }).click()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('All changes saved')).toBeVisible()
  await expect(banner).not.toContainText('a sender id')
  await expect(banner).toContainText('Not ready to send')
  await page.getByRole('option', { name: new RegExp(scene.senderId) }).click()
  await expect(page.getByText('Unsaved changes')).toBeVisible()
  await page.getByRole('link', { name: 'SMS campaigns' }).first().click()
  const question = page.getByRole('alertdialog').or(page.getByRole('dialog'))
  await expect(question).toContainText('Leave without saving?')
  await question.getByRole('button', { name: 'Stay' }).click()
  await expect(stepHeading(page, 'Content')).toBeVisible()

  // Back in the browser: the step's changes are saved before the earlier step opens.
  await page.goBack()
  await expect(stepHeading(page, 'Review')).toBeVisible()
  await expect(page.getByTestId('readiness')).toContainText('Missing: a sender id')
  await expect(banner).toContainText('a sender id')
})

test('the pickers read their lists from the dictionary cache until one is written', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const scene = await sceneOf(page)
  const listReads: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (request.method() === 'GET' && /\/api\/v1\/(segments|offers)$/.test(path))
      listReads.push(path.split('/').pop() as string)
  })
  await page.goto(`/campaigns/${scene.campaign.id}?step=recipients`)
  await expect(page.getByRole('option', { name: new RegExp(scene.segmentName) })).toBeVisible()
  await page.getByRole('button', { name: 'Next: Content' }).click()
  await expect(page.getByRole('button', { name: 'New offer' })).toBeVisible()
  await page.getByRole('button', { name: 'Back: Recipients' }).click()
  await expect(page.getByRole('option', { name: new RegExp(scene.segmentName) })).toBeVisible()
  await page.getByRole('button', { name: 'Next: Content' }).click()
  await expect(page.getByRole('button', { name: 'New offer' })).toBeVisible()
  expect(listReads.filter((name) => name === 'segments')).toHaveLength(1)
  expect(listReads.filter((name) => name === 'offers')).toHaveLength(1)

  // An offer made in the sheet is written: the offers are read again, and it is chosen.
  await page.getByRole('button', { name: 'New offer' }).click()
  const sheet = page.getByRole('dialog', { name: 'New offer' })
  await sheet.getByRole('textbox', { name: 'Name' }).fill('Sheet offer')
  await sheet.getByRole('textbox', { name: /^URL/ }).fill('https://shop.example.com/sheet')
  await sheet.getByRole('textbox', { name: /^Payout/ }).fill('2.50')
  await sheet.getByRole('button', { name: /Currency/ }).click()
  await page.getByRole('option', { name: 'EUR – Euro' }).click()
  await sheet.getByRole('button', { name: 'Create offer' }).click()
  await expect(sheet).toBeHidden()
  await expect(page.getByRole('button', { name: 'Sheet offer Offer' })).toBeVisible()
  expect(listReads.filter((name) => name === 'offers')).toHaveLength(2)
})
