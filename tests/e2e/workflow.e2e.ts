import type { Page } from '@playwright/test'
import { flowEdge, flowNode } from '../unit/support/automationGraphs'
import { expectNoSeriousA11yViolations } from './support/axe'
import { sidewaysOverflow } from './support/layout'
import { newAccount, registerAccount, signIn } from './support/session'
import { expect as baseExpect, test } from './support/signedIn'
import { callApi } from './support/teamApi'

// The editor's chunk and the canvas library load on first visit: generous on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 })

async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('switchboard.token'))
  expect(token).toBeTruthy()
  return token as string
}

test('/workflow: a new team’s day says what will appear and leads to the automations by keyboard, 390 px, axe clean', async ({
  browser,
  baseURL,
}) => {
  // A team of its own, so no other test's automations have done anything in it today.
  const context = await browser.newContext({ baseURL, storageState: undefined })
  const account = newAccount('workflow')
  await registerAccount(context.request, account, { verified: true })
  const page = await context.newPage()
  await signIn(page, account)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/workflow')
  await expect(page.getByRole('heading', { level: 1, name: 'Workflow' })).toBeVisible()
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: /^Today \(.*UTC\): 0 failures, 0 sends, 0 entries$/,
    }),
  ).toBeVisible()
  await expect(page.getByText(/When a contact enters an active automation/)).toBeVisible()
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
  await expectNoSeriousA11yViolations(page)

  const toAutomations = page.getByRole('link', { name: 'Open your automations' })
  await toAutomations.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/campaigns\/automations$/)
  await context.close()
})

test('the editor’s test run walks a made-up contact with stubs, lists and draws the path, and stores nothing; axe clean', async ({
  page,
}) => {
  await page.goto('/campaigns')
  const token = await tokenOf(page)
  const automation = await callApi<{ id: string }>(page.request, token, 'POST', 'automations', {
    name: `Test run ${Date.now().toString(36)}`,
    graph: {
      nodes: [
        flowNode('t', 'trigger', { event: 'tag_added', tag: 'lead' }),
        flowNode('c', 'condition', {
          rule: { field: 'tags', operator: 'has_any', value: ['vip'] },
        }),
        flowNode('h', 'webhook', { url: 'https://hooks.example.com/in' }),
        flowNode('e', 'end'),
        flowNode('n', 'end'),
      ],
      edges: [
        flowEdge('t', 'c'),
        flowEdge('c', 'h', 'yes'),
        flowEdge('c', 'n', 'no'),
        flowEdge('h', 'e'),
      ],
    },
  })
  await page.goto(`/campaigns/automations/${automation.id}`)
  await expect(page.locator('.react-flow__node')).toHaveCount(5)
  const panel = page.getByRole('region', { name: 'Test run' })

  await panel.getByRole('textbox', { name: /^Tags/ }).focus()
  await page.keyboard.type('vip')
  await page.keyboard.press('Tab')
  await panel.getByRole('button', { name: 'Run the test' }).focus()
  await page.keyboard.press('Enter')

  await expect(panel.getByRole('status')).toHaveText('Test run done: 4 steps, reached an end.')
  const steps = panel.getByRole('listitem')
  await expect(steps).toHaveCount(4)
  await expect(steps.nth(2)).toContainText(
    'Would send: {"method":"POST","url":"https://hooks.example.com/in"',
  )
  await expect(steps.nth(2)).toContainText('Stub answered: OK (200) {"status":200,"stub":true}')

  // The path is drawn on the canvas (the page's CSP lets the nonce'd style in); the other end is not.
  const outline = (id: string) =>
    page
      .locator(`.react-flow__node[data-id="${id}"] > *`)
      .first()
      .evaluate((box) => getComputedStyle(box).outlineStyle)
  expect(await outline('h')).toBe('solid')
  expect(await outline('n')).not.toBe('solid')

  // Choosing a step selects its node; undo stays unoffered (the run is no edit).
  await panel.getByRole('button', { name: 'h: Webhook, done' }).press('Enter')
  await expect(page.locator('.react-flow__node[data-id="h"]')).toHaveClass(/selected/)
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled()
  await expectNoSeriousA11yViolations(page)

  const after = await callApi<{ counts: { entered: number } }>(
    page.request,
    token,
    'GET',
    `automations/${automation.id}`,
  )
  expect(after.counts.entered).toBe(0)
})
