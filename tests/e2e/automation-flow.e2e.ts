import type { Locator, Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/axe'
import { expect as baseExpect, test } from './support/signedIn'
import { callApi } from './support/teamApi'

// The editor's chunk and the canvas library load on first visit, and the engine and the delivery
// engine work in the background: generous on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 })

const canvasNodes = (page: Page) => page.locator('.react-flow__node')

/** Opens a select by keyboard, types the start of an option's name to reach it, and takes it. */
async function pick(page: Page, select: Locator, typed: string, shown = typed) {
  await select.focus()
  await page.keyboard.press('Enter')
  await page.keyboard.type(typed)
  await page.keyboard.press('Enter')
  await expect(select).toContainText(shown)
}

/** Adds a node of `kind` after the selected one from the palette, by keyboard. */
async function addAfterSelected(page: Page, typed: string, kind: string) {
  await page.getByRole('button', { name: /Add a node after the selected one/ }).focus()
  await page.keyboard.press('Enter')
  await page.keyboard.type(typed)
  await page.keyboard.press('Enter')
  const settings = page.getByRole('region', { name: 'Node settings' })
  await expect(settings.getByText(new RegExp(`^${kind} \\(`))).toBeVisible()
}

interface Graph {
  nodes: { id: string; kind: string }[]
  edges: { source: string; target: string; branch: string }[]
}

/**
 * Issue 16's whole story against the real server: a flow built with the keyboard alone, published,
 * a real contact let through it by the engine (its trigger a tag given to the contact, its wait
 * fast-forwarded, its condition answered by the contact's name, its SMS sent by the delivery
 * engine), and the counts on the graph saying where the contact went.
 */
test('a flow built by keyboard runs for real: trigger → wait → condition → send SMS → end, counted on the graph', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto('/campaigns')
  const token = await page.evaluate(() => localStorage.getItem('switchboard.token'))
  expect(token).toBeTruthy()
  const call = <T>(method: Parameters<typeof callApi>[2], path: string, body?: object) =>
    callApi<T>(page.request, token as string, method, path, body)
  const unique = Date.now().toString(36).slice(-6)
  const startTag = await call<{ name: string }>('POST', 'tags', { name: `flow-start-${unique}` })
  const sender = await call<{ id: string; value: string }>('POST', 'sms/senderids', {
    value: `Run${unique}`,
  })
  const textName = `Run text ${unique}`
  await call('POST', 'sms/texts', { name: textName, body: 'Hello {first_name}, thanks.' })
  const automation = await call<{ id: string }>('POST', 'automations', {
    name: `Runs ${unique}`,
  })

  await page.goto(`/campaigns/automations/${automation.id}`)
  await expect(canvasNodes(page)).toHaveCount(1)
  const settings = page.getByRole('region', { name: 'Node settings' })

  // The trigger: a contact gets the start tag.
  await page.getByRole('button', { name: /^trigger: / }).press('Enter')
  await expect(canvasNodes(page).first()).toHaveClass(/selected/)
  await pick(page, settings.getByRole('button', { name: /Starts when/ }), 'A contact gets')
  await pick(page, settings.getByRole('button', { name: /Tag$/ }), startTag.name)

  // A wait of a day (its default), then a condition: is the contact's first name Ada?
  await addAfterSelected(page, 'Wait', 'Wait')
  await addAfterSelected(page, 'Cond', 'Condition')
  const rule = settings.getByRole('group', { name: 'Rule 1' })
  await pick(page, rule.getByRole('button', { name: /Field/ }), 'First name')
  await rule.getByRole('textbox', { name: 'Value' }).focus()
  await page.keyboard.type('Ada')
  await page.keyboard.press('Tab')

  // Yes: an SMS from the team's sender id and text, then the end.
  await addAfterSelected(page, 'Send S', 'Send SMS')
  await pick(page, settings.getByRole('button', { name: /Sender id/ }), sender.value)
  await pick(page, settings.getByRole('button', { name: /Text id/ }), textName)
  await addAfterSelected(page, 'End', 'End')
  await expect(canvasNodes(page)).toHaveCount(5)
  await expect(page.getByText('No problems: this draft can be published.')).toBeVisible()
  await page.getByRole('button', { name: 'Publish' }).press('Enter')
  await expect(page.getByText('Published as version 1.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  const { graph } = await call<{ graph: Graph }>('GET', `automations/${automation.id}`)
  expect(graph.nodes.map((node) => node.kind)).toEqual([
    'trigger',
    'wait',
    'condition',
    'send_sms',
    'end',
  ])
  const [trigger, wait, condition, sms, end] = graph.nodes.map((node) => node.id)
  expect(graph.edges).toContainEqual(
    expect.objectContaining({ source: condition, target: sms, branch: 'yes' }),
  )
  const toggled = await call<{ status: string }>(
    'PATCH',
    `automations/${automation.id}/toggle-status`,
  )
  expect(toggled.status).toBe('active')

  // Ada gets the start tag: the engine takes her to the wait.
  const digits = String(Date.now() % 1_000_000).padStart(6, '0')
  const contact = await call<{ id: string }>('POST', 'contacts', {
    phone: `+14152${digits}`,
    first_name: 'Ada',
    last_name: unique,
  })
  const tagged = await call<{ tags: string[] }>('PUT', `contacts/${contact.id}`, {
    tags: [startTag.name],
  })
  expect(tagged.tags).toEqual([startTag.name])
  const canvas = page.getByRole('figure', { name: 'Automation graph' })
  const count = (text: string) => canvas.getByRole('button', { name: text })
  await expect(async () => {
    await page.reload()
    await expect(count(`1 wait: waiting at ${wait}. Show the contacts`)).toBeVisible({
      timeout: 2_000,
    })
  }).toPass()

  // Its day passes at once; the condition says yes, the SMS goes out, and the journey ends.
  const woken = await page.request.post(`/api/testing/automations/${automation.id}/wake`)
  expect(woken.status(), await woken.text()).toBe(200)
  await expect(async () => {
    await page.reload()
    await expect(count(`1 done: completed at ${end}. Show the contacts`)).toBeVisible({
      timeout: 2_000,
    })
  }).toPass()
  for (const node of [trigger, wait, condition, sms])
    await expect(count(`1 done: completed at ${node}. Show the contacts`)).toBeVisible()
  await expect(count(`0 failed: failed at ${sms}. Show the contacts`)).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // The day's work lists the send, linking back to the automation.
  await page.goto('/workflow')
  await expect(page.getByRole('link', { name: new RegExp(`Runs ${unique}`) }).first()).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})
