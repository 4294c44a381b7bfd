import { expect, type Page, test } from '@playwright/test'
import type { AutomationList, AutomationResource } from '../../src/contract/automation/automation'
import type { AutomationGraph } from '../../src/contract/automation/graph'
import { expectNoSeriousA11yViolations } from './support/axe'
import { escapeFrom } from './support/dialog'
import { sidewaysOverflow } from './support/layout'
import { apiBase, newAccount, registerAccount, signInAsNewUser, tokenOf } from './support/session'
import { callApi } from './support/teamApi'

/**
 * /campaigns/automations and /hub/automations against the real server (issue 16, item 1): an
 * automation made from the list, switched on and off from its row, duplicated and deleted, its
 * filters kept in the URL, and nobody in another team able to see it. Each test signs in a new
 * user, so the team starts with no automation.
 */

/** The list screen, by the roles a person finds its parts with. */
const listScreen = (page: Page) => ({
  heading: (name: string) => page.getByRole('heading', { level: 1, name }),
  table: page.getByRole('table', { name: 'Automations' }),
  row: (name: string) =>
    page.getByRole('table', { name: 'Automations' }).getByRole('row', { name: new RegExp(name) }),
  button: (name: string) => page.getByRole('button', { name, exact: true }),
  toasts: page.getByRole('region', { name: 'Notifications', exact: true }),
})

/** A graph the server publishes: a tag starts it, and it ends. */
const publishableGraph = (tag: string): AutomationGraph => ({
  nodes: [
    {
      id: 'trigger',
      kind: 'trigger',
      position: { x: 0, y: 0 },
      settings: { event: 'tag_added', tag },
    },
    { id: 'end', kind: 'end', position: { x: 0, y: 160 }, settings: {} },
  ],
  edges: [{ id: 'trigger-end', source: 'trigger', target: 'end', branch: 'next' }],
})

/** Gives the automation a graph that can be published, and publishes it (version 1). */
async function publish(page: Page, token: string, automation: AutomationResource) {
  const tag = await callApi<{ name: string }>(page.request, token, 'POST', 'tags', {
    name: `vip-${Date.now()}`,
  })
  await callApi(page.request, token, 'PUT', `automations/${automation.id}`, {
    graph: publishableGraph(tag.name),
  })
  await callApi(page.request, token, 'POST', `automations/${automation.id}/publish`, {})
}

/** A new automation of the signed-in user's team, made through the API. */
async function automationOf(page: Page, body: { name: string; scope?: 'campaigns' | 'hub' }) {
  const token = await tokenOf(page)
  const automation = await callApi<AutomationResource>(
    page.request,
    token,
    'POST',
    'automations',
    body,
  )
  return { token, automation }
}

test('an automation is made from the list and listed as it is', async ({ page }) => {
  test.setTimeout(90_000)
  const screen = listScreen(page)
  await signInAsNewUser(page, 'automations-list')
  await page.goto('/campaigns/automations')
  await expect(screen.heading('Automations')).toBeVisible()
  await expect(page.getByText(/No automations yet/)).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // Made by its name; the editor's address opens.
  await screen.button('Create an automation').click()
  const dialog = page.getByRole('dialog', { name: 'New automation' })
  await expect(dialog).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('Welcome series')
  await dialog.getByRole('button', { name: 'Create automation' }).click()
  await expect(page).toHaveURL(/\/campaigns\/automations\/[A-Za-z0-9_-]+$/)
  const id = new URL(page.url()).pathname.split('/').at(-1) as string

  // Listed as it is: off, never published, started by its lone trigger.
  await page.goto('/campaigns/automations')
  const row = screen.row('Welcome series')
  await expect(row).toContainText('Off')
  await expect(row).toContainText('Never published')
  await expect(row).toContainText('Enters a segment')
  await expect(row.getByRole('link', { name: 'Welcome series' })).toHaveAttribute(
    'href',
    `/campaigns/automations/${id}`,
  )
  await expectNoSeriousA11yViolations(page)
})

test('an automation is switched on and off from its row, and filtered in the URL', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const screen = listScreen(page)
  await signInAsNewUser(page, 'automations-toggle')
  const { token, automation } = await automationOf(page, { name: 'Win back' })
  await page.goto('/campaigns/automations')
  const row = screen.row('Win back')

  // Never published: the server refuses to turn it on, and the page says why.
  await row.getByRole('button', { name: 'Turn on Win back' }).click()
  await expect(screen.toasts).toContainText('Publish the automation before turning it on.')
  await expect(row).toContainText('Off')

  // Published elsewhere, then switched on and off (nobody inside: no question asked).
  await publish(page, token, automation)
  await page.reload()
  await expect(row).toContainText('Runs version 1')
  await expect(row).toContainText('Gets a tag')
  await row.getByRole('button', { name: 'Turn on Win back' }).click()
  await expect(screen.toasts).toContainText('Win back is on.')
  await expect(row.getByRole('button', { name: 'Turn off Win back' })).toBeVisible()
  const stored = await callApi<AutomationResource>(
    page.request,
    token,
    'GET',
    `automations/${automation.id}`,
  )
  expect(stored.status).toBe('active')

  // The filters live in the URL.
  await page.goto('/campaigns/automations?status=inactive')
  await expect(page.getByText('No automation matches these filters.')).toBeVisible()
  await page.goto('/campaigns/automations?status=active')
  await expect(page.getByRole('button', { name: 'Status: On' })).toBeVisible()
  await expect(row).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('birthday')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/[?&]q=birthday/)
  await expect(page.getByText('No automation matches these filters.')).toBeVisible()

  // From the keyboard too.
  await page.goto('/campaigns/automations')
  await row.getByRole('button', { name: 'Turn off Win back' }).press('Enter')
  await expect(screen.toasts).toContainText('Win back is off.')
  await expect(row.getByRole('button', { name: 'Turn on Win back' })).toBeVisible()
})

test('an automation is duplicated, and deleted once confirmed; the list fits a phone', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const screen = listScreen(page)
  await signInAsNewUser(page, 'automations-copies')
  await automationOf(page, { name: 'Cart reminder' })
  await page.goto('/campaigns/automations')
  await screen.row('Cart reminder').getByRole('button', { name: 'Duplicate Cart reminder' }).click()
  await expect(screen.toasts).toContainText('Made Cart reminder (copy), a draft.')
  const copy = screen.row('Cart reminder \\(copy\\)')
  await expect(copy).toContainText('Never published')

  // Asked first: dismissed, nothing goes; confirmed, the copy goes and the original stays.
  await copy.getByRole('button', { name: 'Delete Cart reminder (copy)' }).click()
  const question = page.getByRole('alertdialog', { name: 'Delete Cart reminder (copy)?' })
  await expect(question).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await escapeFrom(question)
  await expect(question).toBeHidden()
  await expect(copy).toBeVisible()
  await copy.getByRole('button', { name: 'Delete Cart reminder (copy)' }).press('Enter')
  await question.getByRole('button', { name: 'Delete automation' }).press('Enter')
  await expect(screen.toasts).toContainText('Cart reminder (copy) is deleted.')
  await expect(copy).toHaveCount(0)
  await expect(screen.row('Cart reminder')).toBeVisible()

  // At a phone's 390 px the page does not scroll sideways: the table scrolls in its own box.
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(screen.row('Cart reminder')).toBeVisible()
  await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0)
  await expectNoSeriousA11yViolations(page)
})

test('the hub lists its own automations and opens them in the editor; another team sees none of them', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const screen = listScreen(page)
  await signInAsNewUser(page, 'automations-hub')
  const { automation: hub } = await automationOf(page, {
    name: 'Rate change follow-up',
    scope: 'hub',
  })
  const { automation: campaigns } = await automationOf(page, { name: 'Cart reminder' })

  await page.goto('/hub/automations')
  await expect(screen.heading('Hub automations')).toBeVisible()
  await expect(screen.row('Rate change follow-up').getByRole('link')).toHaveAttribute(
    'href',
    `/hub/automations/${hub.id}`,
  )
  await expect(screen.table.getByRole('row', { name: /Cart reminder/ })).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
  // The hub's own editor opens from its row, under the hub's trail.
  await screen.row('Rate change follow-up').getByRole('link').press('Enter')
  await expect(page).toHaveURL(`/hub/automations/${hub.id}`)
  await expect(page.getByRole('figure', { name: 'Automation graph' })).toBeVisible()
  await expect(
    page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Hub automations' }),
  ).toBeVisible()
  await page.goto('/campaigns/automations')
  await expect(screen.row('Cart reminder')).toBeVisible()
  await expect(screen.table.getByRole('row', { name: /Rate change/ })).toHaveCount(0)

  // Another team: an empty list, and each of this team's automations is 404 to it.
  const stranger = newAccount('automations-stranger')
  const { access_token: strangerToken } = await registerAccount(page.request, stranger, {
    verified: true,
  })
  const theirs = await callApi<AutomationList>(page.request, strangerToken, 'GET', 'automations')
  expect(theirs.data).toEqual([])
  for (const automation of [hub, campaigns])
    for (const [method, path] of [
      ['GET', `automations/${automation.id}`],
      ['PATCH', `automations/${automation.id}/toggle-status`],
      ['POST', `automations/${automation.id}/duplicate`],
      ['DELETE', `automations/${automation.id}`],
    ] as const) {
      const answer = await page.request.fetch(`${apiBase}/${path}`, {
        method,
        headers: { Authorization: `Bearer ${strangerToken}` },
      })
      expect(answer.status(), `${method} ${path}`).toBe(404)
    }
  await page.reload()
  await expect(screen.row('Cart reminder')).toBeVisible()
})
