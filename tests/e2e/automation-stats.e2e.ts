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

const node = (id: string, kind: string, y: number, settings: object = {}) => ({
  id,
  kind,
  position: { x: 0, y },
  settings,
})

/** trigger → wait → end; version 2 adds a tag step between the wait and the end. */
const version1 = {
  nodes: [
    node('t', 'trigger', 0, { event: 'tag_added', tag: 'stats-e2e' }),
    node('w', 'wait', 150, { mode: 'duration', amount: 1, unit: 'days' }),
    node('e', 'end', 300),
  ],
  edges: [
    { id: 't-w', source: 't', target: 'w', branch: 'next' },
    { id: 'w-e', source: 'w', target: 'e', branch: 'next' },
  ],
}
const version2 = {
  nodes: [...version1.nodes, node('g', 'add_tag', 225, { tag: 'nurtured' })],
  edges: [
    { id: 't-w', source: 't', target: 'w', branch: 'next' },
    { id: 'w-g', source: 'w', target: 'g', branch: 'next' },
    { id: 'g-e', source: 'g', target: 'e', branch: 'next' },
  ],
}

test('the graph shows its journeys’ counts; a count opens its contacts; two versions compare; the list counts a period; axe clean, 390 px wide', async ({
  page,
}) => {
  // Many steps, each through the real server: the whole story, not one wait, takes the time.
  test.setTimeout(90_000)
  await page.goto('/campaigns')
  const token = await tokenOf(page)
  const unique = Date.now().toString(36)
  const automation = await callApi<{ id: string }>(page.request, token, 'POST', 'automations', {
    name: `Counted ${unique}`,
    graph: version1,
  })
  await callApi(page.request, token, 'POST', `automations/${automation.id}/publish`)

  // Three contacts through version 1: two reached the end, one waits at the wait.
  const digits = String(Date.now() % 1_000_000).padStart(6, '0')
  const people = await Promise.all(
    ['Ada', 'Grace', 'Linus'].map((first_name, index) =>
      callApi<{ id: string }>(page.request, token, 'POST', 'contacts', {
        phone: `+1415${index + 2}${digits}`,
        first_name,
        last_name: unique,
      }),
    ),
  )
  const done = [
    { node_id: 't', outcome: 'completed', edge_id: 't-w' },
    { node_id: 'w', outcome: 'completed', edge_id: 'w-e' },
    { node_id: 'e', outcome: 'completed' },
  ]
  const seeded = await page.request.post(`/api/testing/automations/${automation.id}/journeys`, {
    data: {
      journeys: people.map((person, index) => ({
        contact_id: person.id,
        state: index < 2 ? 'completed' : 'waiting',
        steps:
          index < 2
            ? done
            : [
                { node_id: 't', outcome: 'completed', edge_id: 't-w' },
                { node_id: 'w', outcome: 'waiting' },
              ],
      })),
    },
  })
  expect(seeded.status(), await seeded.text()).toBe(201)
  await callApi(page.request, token, 'PUT', `automations/${automation.id}`, { graph: version2 })
  await callApi(page.request, token, 'POST', `automations/${automation.id}/publish`)

  await page.goto(`/campaigns/automations/${automation.id}`)
  const canvas = page.getByRole('figure', { name: 'Automation graph' })
  await expect(
    canvas.getByRole('button', { name: '3 in: entered at t. Show the contacts' }),
  ).toBeVisible()
  await expect(
    canvas.getByRole('button', { name: '1 wait: waiting at w. Show the contacts' }),
  ).toBeVisible()
  await expect(
    canvas.getByRole('button', { name: '2 done: completed at w. Show the contacts' }),
  ).toBeVisible()
  await expect(page.locator('.react-flow__edge-text').filter({ hasText: '3' })).toHaveCount(1)
  await expectNoSeriousA11yViolations(page)

  // The waiting count opens the one contact behind it.
  await canvas.getByRole('button', { name: '1 wait: waiting at w. Show the contacts' }).click()
  const sheet = page.getByRole('dialog', { name: 'Waiting at w (1)' })
  await expect(sheet.getByText('1 contact.')).toBeVisible()
  await expect(sheet.getByRole('link', { name: `Linus ${unique}` })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await sheet.getByRole('button', { name: 'Close' }).click()
  await expect(sheet).toHaveCount(0)

  // Version 2's journeys: none yet.
  const counts = page.getByRole('region', { name: 'Counts' })
  await counts.getByRole('button', { name: /Version/ }).click()
  await page.getByRole('option', { name: 'Version 2' }).click()
  await expect(
    canvas.getByRole('button', { name: '0 in: entered at t. Show the contacts' }),
  ).toBeVisible()
  await counts.getByRole('button', { name: /Version/ }).click()
  await page.getByRole('option', { name: 'All versions' }).click()
  await counts.getByRole('button', { name: /Counts over/ }).click()
  await page.getByRole('option', { name: 'Today' }).click()
  await expect(
    canvas.getByRole('button', { name: '3 in: entered at t. Show the contacts' }),
  ).toBeVisible()

  // Version 1 against version 2: the tag step was added, and the wait now leads to it.
  await counts.getByRole('button', { name: 'Compare versions' }).click()
  const compare = page.getByRole('dialog', { name: 'Compare two versions' })
  await expect(compare.getByRole('heading', { name: 'Added nodes' })).toBeVisible()
  await expect(compare.getByText('Add tag g')).toBeVisible()
  await expect(compare.getByText('Wait w (connections)')).toBeVisible()
  await expect(compare.getByRole('heading', { name: 'Removed nodes' })).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
  await compare.getByRole('button', { name: 'Close' }).click()

  // On a phone nothing of the editor reaches past the page's edge.
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(counts).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(overflow).toBeLessThanOrEqual(390)

  // The list: entered, completed and failed of today's journeys.
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`/campaigns/automations?period=today&q=${unique}`)
  const row = page.getByRole('row', { name: new RegExp(`Counted ${unique}`) })
  await expect(row.getByRole('cell')).toContainText(['3', '2', '0'])
  await expect(
    page.getByText('Entered, completed and failed count the contacts that entered today.'),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('a webhook node’s delivery log shows the receiver’s refusal and the next try; axe clean', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.goto('/campaigns')
  const token = await tokenOf(page)
  const call = <T>(method: Parameters<typeof callApi>[2], path: string, body?: object) =>
    callApi<T>(page.request, token, method, path, body)
  const unique = Date.now().toString(36)
  const tag = await call<{ name: string }>('POST', 'tags', { name: `hook-${unique}` })
  // The local receiver answers a path ending /status/503 with 503: the delivery is retried.
  const automation = await call<{ id: string }>('POST', 'automations', {
    name: `Hooked ${unique}`,
    graph: {
      nodes: [
        node('t', 'trigger', 0, { event: 'tag_added', tag: tag.name }),
        node('h', 'webhook', 150, { url: 'https://hooks.example.com/status/503' }),
        node('e', 'end', 300),
      ],
      edges: [
        { id: 't-h', source: 't', target: 'h', branch: 'next' },
        { id: 'h-e', source: 'h', target: 'e', branch: 'next' },
      ],
    },
  })
  await call('POST', `automations/${automation.id}/publish`)
  await call('PATCH', `automations/${automation.id}/toggle-status`)
  const digits = String(Date.now() % 1_000_000).padStart(6, '0')
  const contact = await call<{ id: string }>('POST', 'contacts', {
    phone: `+14156${digits}`,
    first_name: 'Hedy',
    last_name: unique,
  })
  // The tag given to the contact starts the automation; the engine takes it to the webhook.
  await call('PUT', `contacts/${contact.id}`, { tags: [tag.name] })
  await expect(async () => {
    const log = await call<{ meta: { total: number } }>(
      'GET',
      `automations/${automation.id}/webhook-attempts?node=h`,
    )
    expect(log.meta.total).toBeGreaterThan(0)
  }).toPass()

  await page.goto(`/campaigns/automations/${automation.id}`)
  await page.locator('.react-flow__node').filter({ hasText: 'Webhook' }).click()
  const counts = page.getByRole('region', { name: 'Counts' })
  await counts.getByRole('button', { name: 'Delivery log' }).press('Enter')
  const sheet = page.getByRole('dialog', { name: 'Delivery log of h' })
  const row = sheet.getByRole('row', { name: new RegExp(`Hedy ${unique}`) })
  await expect(row).toContainText('HTTP 503')
  await expect(row).toContainText('Retrying')
  await expect(row).toContainText('Next try')
  await expectNoSeriousA11yViolations(page)
  await page.keyboard.press('Escape')
  await expect(sheet).toHaveCount(0)
})
