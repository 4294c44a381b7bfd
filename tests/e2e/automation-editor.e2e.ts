import type { Page } from '@playwright/test'
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
