import type { Locator, Page } from '@playwright/test'
import { expect as baseExpect, test } from './support/signedIn'
import { callApi } from './support/teamApi'

// The editor's chunk and the canvas library load on first visit: generous on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 })

async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('switchboard.token'))
  expect(token).toBeTruthy()
  return token as string
}

/** Opens a select by keyboard, types the start of an option's name to reach it, and takes it. */
async function pick(page: Page, select: Locator, name: string) {
  await select.focus()
  await page.keyboard.press('Enter')
  await page.keyboard.type(name)
  await page.keyboard.press('Enter')
  await expect(select).toContainText(name)
}

async function addAfterSelected(page: Page, typed: string) {
  await page.getByRole('button', { name: /Add a node after the selected one/ }).focus()
  await page.keyboard.press('Enter')
  await page.keyboard.type(typed)
  await page.keyboard.press('Enter')
}

test('the send-email and start-call settings pick a template and an agent from the team’s lists, and take the call’s caller number', async ({
  page,
}) => {
  await page.goto('/campaigns')
  const token = await tokenOf(page)
  const unique = Date.now().toString(36).slice(-6)
  const automation = await callApi<{ id: string }>(page.request, token, 'POST', 'automations', {
    name: `Effects ${unique}`,
    graph: {
      nodes: [
        {
          id: 'trigger',
          kind: 'trigger',
          position: { x: 0, y: 0 },
          settings: { event: 'tag_added', tag: `effects-${unique}` },
        },
      ],
      edges: [],
    },
  })
  const templateName = `Flow mail ${unique}`
  const template = await callApi<{ id: string }>(page.request, token, 'POST', 'email-templates', {
    name: templateName,
    subject: 'Hello {{first_name}}',
    format: 'html',
    body: '<p>Hello {{first_name}}</p>',
  })
  const agentName = `Flow agent ${unique}`
  const agent = await callApi<{ id: string }>(page.request, token, 'POST', 'voice/agents', {
    name: agentName,
    language: 'en',
  })
  await page.goto(`/campaigns/automations/${automation.id}`)
  await page.locator('.react-flow__node').first().click()
  const settings = page.getByRole('region', { name: 'Node settings' })

  await addAfterSelected(page, 'Send e')
  await expect(settings.getByText(/^Send email \(/)).toBeVisible()
  await pick(page, settings.getByRole('button', { name: /Email template/ }), templateName)
  await addAfterSelected(page, 'Start c')
  await expect(settings.getByText(/^Start call \(/)).toBeVisible()
  await pick(page, settings.getByRole('button', { name: /Voice agent/ }), agentName)
  // The number the call comes from is the node's, required: the panel says so until it is typed.
  await expect(settings.getByText('The caller number field is required.')).toBeVisible()
  const callerNumber = settings.getByRole('textbox', { name: 'Caller number' })
  await callerNumber.focus()
  await page.keyboard.type('+44 20 7946 0958')
  await page.keyboard.press('Tab')
  await expect(settings.getByText('The caller number field is required.')).toBeHidden()
  await addAfterSelected(page, 'End')
  await expect(page.getByText('No problems: this draft can be published.')).toBeVisible()

  await page.getByRole('button', { name: 'Publish' }).press('Enter')
  await expect(page.getByText('Published as version 1.')).toBeVisible()
  const published = await callApi<{ graph: { nodes: { kind: string; settings: object }[] } }>(
    page.request,
    token,
    'GET',
    `automations/${automation.id}`,
  )
  expect(published.graph.nodes.slice(1).map(({ kind, settings }) => ({ kind, settings }))).toEqual([
    { kind: 'send_email', settings: { template_id: template.id } },
    { kind: 'start_call', settings: { agent_id: agent.id, caller_number: '+442079460958' } },
    { kind: 'end', settings: {} },
  ])
})
