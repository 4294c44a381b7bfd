import type { Locator, Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/axe'
import { expect as baseExpect, test } from './support/signedIn'
import { callApi } from './support/teamApi'

// The editor's chunk and the canvas library load on first visit: generous on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 })

async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('switchboard.token'))
  expect(token).toBeTruthy()
  return token as string
}

const canvasNodes = (page: Page) => page.locator('.react-flow__node')
const announced = (page: Page, text: string) =>
  expect(page.getByRole('status').filter({ hasText: text })).toBeAttached()

test('the automation editor: keyboard-only add, undo and redo, problems gate publish, the draft saves; axe clean', async ({
  page,
}) => {
  await page.goto('/campaigns')
  const token = await tokenOf(page)
  const automation = await callApi<{ id: string }>(page.request, token, 'POST', 'automations', {
    name: `Editor ${Date.now().toString(36)}`,
  })
  await page.goto(`/campaigns/automations/${automation.id}`)
  await expect(page.getByRole('figure', { name: 'Automation graph' })).toBeVisible()
  await expect(canvasNodes(page)).toHaveCount(1)
  await expectNoSeriousA11yViolations(page)

  // The lone trigger lacks its segment: the problem is listed, and publishing is not offered.
  const publish = page.getByRole('button', { name: 'Publish' })
  await expect(publish).toBeDisabled()
  const problem = page.getByRole('button', { name: /^trigger: / })
  await problem.focus()
  await page.keyboard.press('Enter')
  await expect(canvasNodes(page).first()).toHaveClass(/selected/)

  // The palette adds a wait after the selected trigger, by keyboard only.
  await page.getByRole('button', { name: /Add a node after the selected one/ }).focus()
  await page.keyboard.press('Enter')
  await page.keyboard.type('Wait')
  await page.keyboard.press('Enter')
  await expect(canvasNodes(page)).toHaveCount(2)
  await expect(page.locator('.react-flow__edge')).toHaveCount(1)
  await announced(page, 'Node added.')

  // Undo and redo by keyboard, outside any field.
  await page.getByRole('button', { name: 'Undo' }).focus()
  await page.keyboard.press('Control+z')
  await expect(canvasNodes(page)).toHaveCount(1)
  await announced(page, 'Undone: node added.')
  await page.keyboard.press('Control+Shift+z')
  await expect(canvasNodes(page)).toHaveCount(2)

  await page.getByRole('button', { name: 'Save draft' }).press('Enter')
  await expect(page.getByText('Draft saved.')).toBeVisible()
  const saved = await callApi<{ graph: { nodes: { kind: string }[] } }>(
    page.request,
    token,
    'GET',
    `automations/${automation.id}`,
  )
  expect(saved.graph.nodes.map((node) => node.kind)).toEqual(['trigger', 'wait'])
  await expectNoSeriousA11yViolations(page)
})

/** Opens a select by keyboard, types the start of an option's name to reach it, and takes it. */
async function pick(page: Page, select: Locator, name: string) {
  await select.focus()
  await page.keyboard.press('Enter')
  await page.keyboard.type(name)
  await page.keyboard.press('Enter')
  await expect(select).toContainText(name)
}

test('the node settings panel: a keyboard-built trigger → wait → send SMS → end gets its settings and publishes', async ({
  page,
}) => {
  await page.goto('/campaigns')
  const token = await tokenOf(page)
  const automation = await callApi<{ id: string }>(page.request, token, 'POST', 'automations', {
    name: `Settings ${Date.now().toString(36)}`,
  })
  const unique = Date.now().toString(36).slice(-6)
  const sender = await callApi<{ id: string; value: string }>(
    page.request,
    token,
    'POST',
    'sms/senderids',
    { value: `Flow${unique}` },
  )
  const segmentName = `Flow segment ${unique}`
  await callApi(page.request, token, 'POST', 'segments', {
    name: segmentName,
    rules: {
      match: 'all',
      rules: [{ field: 'first_name', operator: 'starts_with', value: unique }],
    },
  })
  const textName = `Flow text ${unique}`
  const text = await callApi<{ id: string }>(page.request, token, 'POST', 'sms/texts', {
    name: textName,
    body: 'Hello {first_name}, see you soon.',
  })
  await page.goto(`/campaigns/automations/${automation.id}`)
  await expect(canvasNodes(page)).toHaveCount(1)
  const settings = page.getByRole('region', { name: 'Node settings' })

  // Select the trigger from its problem, then Tab from the canvas node into its settings.
  await page.getByRole('button', { name: /^trigger: / }).press('Enter')
  await expect(canvasNodes(page).first()).toHaveClass(/selected/)
  const segment = settings.getByRole('button', { name: /Segment id/ })
  await canvasNodes(page).first().focus()
  for (
    let step = 0;
    step < 20 && !(await segment.evaluate((field) => field === document.activeElement));
    step++
  )
    await page.keyboard.press('Tab')
  await expect(segment).toBeFocused()
  await pick(page, segment, segmentName)
  await expect(page.getByRole('button', { name: /^trigger: / })).toHaveCount(0)

  for (const [kind, typed] of [
    ['Wait', 'Wait'],
    ['Send SMS', 'Send S'],
  ] as const) {
    await page.getByRole('button', { name: /Add a node after the selected one/ }).focus()
    await page.keyboard.press('Enter')
    await page.keyboard.type(typed)
    await page.keyboard.press('Enter')
    await expect(settings.getByText(new RegExp(`^${kind} \\(`))).toBeVisible()
  }
  await expect(canvasNodes(page)).toHaveCount(3)

  // The SMS node's sender id and text, picked by keyboard from the team's lists.
  await pick(page, settings.getByRole('button', { name: /Sender id/ }), sender.value)
  await pick(page, settings.getByRole('button', { name: /Text id/ }), textName)
  await expect(settings.getByRole('button', { name: /Text id/ })).toContainText(textName)
  await page.getByRole('button', { name: 'Undo' }).press('Enter')
  await expect(settings.getByRole('button', { name: /Text id/ })).not.toContainText(textName)
  await page.getByRole('button', { name: 'Redo' }).press('Enter')
  await expect(settings.getByRole('button', { name: /Text id/ })).toContainText(textName)

  await page.getByRole('button', { name: /Add a node after the selected one/ }).focus()
  await page.keyboard.press('Enter')
  await page.keyboard.type('End')
  await page.keyboard.press('Enter')
  await expect(canvasNodes(page)).toHaveCount(4)
  await expect(page.getByText('No problems: this draft can be published.')).toBeVisible()

  await page.getByRole('button', { name: 'Publish' }).press('Enter')
  await expect(page.getByText('Published as version 1.')).toBeVisible()
  const published = await callApi<{ graph: { nodes: { kind: string; settings: object }[] } }>(
    page.request,
    token,
    'GET',
    `automations/${automation.id}`,
  )
  expect(published.graph.nodes.map((node) => node.kind)).toEqual([
    'trigger',
    'wait',
    'send_sms',
    'end',
  ])
  expect(published.graph.nodes[2]?.settings).toEqual({ sender_id: sender.id, text_id: text.id })
  await expectNoSeriousA11yViolations(page)

  // On a phone the panel sits below the canvas, as wide as the page allows.
  await page.setViewportSize({ width: 390, height: 844 })
  const canvasBox = await page.getByRole('figure', { name: 'Automation graph' }).boundingBox()
  const panelBox = await settings.boundingBox()
  expect(canvasBox && panelBox && panelBox.y >= canvasBox.y + canvasBox.height).toBe(true)
  expect(panelBox && panelBox.x + panelBox.width <= 390).toBe(true)
})

test('the condition node: a rule on any contact field, built by keyboard at 390 px, axe clean', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/campaigns')
  const token = await tokenOf(page)
  const automation = await callApi<{ id: string }>(page.request, token, 'POST', 'automations', {
    name: `Condition ${Date.now().toString(36)}`,
  })
  await callApi(page.request, token, 'PUT', `automations/${automation.id}`, {
    graph: {
      nodes: [
        {
          id: 'tr',
          kind: 'trigger',
          position: { x: 0, y: 0 },
          settings: { event: 'tag_added', tag: 'new' },
        },
        { id: 'cond', kind: 'condition', position: { x: 0, y: 140 }, settings: {} },
      ],
      edges: [{ id: 'tr-cond', source: 'tr', target: 'cond', branch: 'next' }],
    },
  })
  await page.goto(`/campaigns/automations/${automation.id}`)
  await expect(canvasNodes(page)).toHaveCount(2)

  // The condition lacks its rule: its problem selects it.
  await page.getByRole('button', { name: /^cond: / }).press('Enter')
  const rule = page.getByRole('region', { name: 'Node settings' }).getByRole('group', {
    name: 'Rule 1',
  })
  await pick(page, rule.getByRole('button', { name: /Field/ }), 'First name')
  const value = rule.getByRole('textbox', { name: 'Value' })
  await value.focus()
  await page.keyboard.type('Ada')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: /^cond: / })).toHaveCount(0)

  // The rule fits the phone's width.
  const box = await rule.boundingBox()
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true)
  await expectNoSeriousA11yViolations(page)
})
