import { expect, type Page, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/axe'
import { signInAsNewUser } from './support/session'
import { callApi } from './support/teamApi'

/**
 * Issue 17 items 6 to 8 end to end, against the real server and its local carrier simulator: a
 * plan whose rule splits UK traffic 60/40 over two routes with a failover order, built in the
 * rule dialog; a number simulated and its trace read; a campaign sent on that plan from the
 * wizard's routing-plan picker; and its report's cost per route and network once delivered.
 * The routes, their network and rates, the contacts and the sender id are set up through the
 * API (a new team of its own: no other test's plans or routes in the way).
 */

const tokenOf = async (page: Page) => {
  const token = await page.evaluate(() => localStorage.getItem('switchboard.token'))
  expect(token).toBeTruthy()
  return token as string
}

interface Scene {
  run: string
  tag: string
  senderId: string
  textBody: string
  network: string
  contacts: number
}

/** Two routes on the local simulator, a UK network with a rate on each, contacts on it. */
async function sceneOf(page: Page): Promise<Scene> {
  await signInAsNewUser(page, 'plan-picker')
  const token = await tokenOf(page)
  const run = `${Date.now()}`
  const tail = run.slice(-5)
  const call = <T>(path: string, data: unknown) =>
    callApi<T>(page.request, token, 'POST', path, data)
  const network = `Picker EE ${tail}`
  const { id: networkId } = await call<{ id: string }>('sms/routing/networks', {
    mcc: '234',
    mnc: '30',
    country: 'GB',
    name: network,
    prefixes: ['447400'],
  })
  const since = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString()
  for (const [name, price] of [
    ['Alpha', '0.040000'],
    ['Beta', '0.030000'],
  ] as const) {
    const route = await call<{ id: string }>('sms/routing/routes', {
      name,
      vendor_name: `${name} vendor`,
    })
    await call('sms/routing/rates', {
      route_id: route.id,
      network_id: networkId,
      price,
      currency: 'EUR',
      effective_from: since,
    })
  }
  const tag = `picker-${run}`
  // Ten numbers: a 60/40 split all but surely takes both routes, though one alone still passes.
  const contacts = 10
  for (let index = 0; index < contacts; index += 1)
    await call('contacts', {
      phone: `+447400${tail}${index}`,
      first_name: `P${index}`,
      tags: [tag],
    })
  const senderId = `PP${tail}`
  await call('sms/senderids', { value: senderId })
  const textBody = `Routing plan check ${run}`
  await call('sms/texts', { body: textBody })
  return { run, tag, senderId, textBody, network, contacts }
}

const stepHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 3, name, exact: true })

test('a two-route weighted plan built in the dialog, simulated, and a campaign sent on it shows its cost per route and network', async ({
  page,
}) => {
  // Plans, a simulation, a campaign's four steps and its delivery, on a shared machine.
  test.setTimeout(240_000)
  const scene = await sceneOf(page)
  const planName = `Split ${scene.run.slice(-5)}`

  // The plan and its rule, made in the browser; the rule's split entirely in its dialog.
  await page.goto('/sms/routing/plans')
  await page.getByRole('button', { name: 'New plan' }).click()
  const planDialog = page.getByRole('dialog')
  await planDialog.getByRole('textbox', { name: 'Name' }).fill(planName)
  await planDialog.getByRole('button', { name: 'Create plan' }).click()
  await page.getByRole('link', { name: new RegExp(`^${planName}`) }).click()
  await expect(page.getByRole('heading', { name: `Rules of ${planName}` })).toBeVisible()
  await page.getByRole('button', { name: 'New rule' }).click()
  const ruleDialog = page.getByRole('dialog', { name: 'New rule' })
  await ruleDialog.getByRole('textbox', { name: 'Name' }).fill('UK split')
  await ruleDialog.getByRole('textbox', { name: /^Countries/ }).fill('GB')
  await ruleDialog.getByRole('button', { name: 'Add a route' }).focus()
  await page.keyboard.press('Enter')
  const pick = async (index: number, route: string) => {
    await ruleDialog.getByRole('button', { name: new RegExp(`Route ${index}`) }).focus()
    await page.keyboard.press('Enter')
    await page.getByRole('option', { name: route, exact: true }).focus()
    await page.keyboard.press('Enter')
    await expect(ruleDialog.getByRole('button', { name: new RegExp(`Route ${index}`) })).toHaveText(
      new RegExp(route),
    )
  }
  await pick(1, 'Alpha')
  await pick(2, 'Beta')
  await ruleDialog.getByRole('textbox', { name: 'Weight of route 1 (%)' }).fill('60')
  await ruleDialog.getByRole('textbox', { name: 'Weight of route 2 (%)' }).fill('40')
  // Beta is tried first when a submit is refused, Alpha after it.
  await ruleDialog.getByRole('textbox', { name: 'Failover position of route 1' }).fill('2')
  await ruleDialog.getByRole('textbox', { name: 'Failover position of route 2' }).fill('1')
  await expect(ruleDialog.getByText('Weights add up to 100.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await ruleDialog.getByRole('button', { name: 'Create rule' }).focus()
  await page.keyboard.press('Enter')
  await expect(ruleDialog).toBeHidden()
  const rule = page.getByRole('listitem', { name: 'UK split' })
  await expect(rule).toContainText('Alpha: 60 %, failover 2')
  await expect(rule).toContainText('Beta: 40 %, failover 1')

  // The trace: the chosen rule, and each route with its weight, failover place and cost.
  await page.getByRole('textbox', { name: 'Number' }).fill('+44 7400 555123')
  await page.getByRole('textbox', { name: 'Sender' }).fill(scene.senderId)
  await page.getByRole('button', { name: 'Simulate', exact: true }).click()
  const trace = page.getByRole('region', { name: 'Trace' })
  await expect(trace).toContainText('Number: +447400555123 (GB)')
  await expect(trace).toContainText(`Network: ${scene.network} (234 30)`)
  await expect(trace).toContainText('Rule 1: Matches.')
  await expect(trace).toContainText('Alpha: weight 60, failover 2, vendor cost 0.04')
  await expect(trace).toContainText('Beta: weight 40, failover 1, vendor cost 0.03')
  await expect(trace).toContainText(/chosen: (Alpha|Beta): weight/)
  await expect(trace).toContainText(/Total cost: 0\.0[34]\d* EUR/)
  await expectNoSeriousA11yViolations(page)

  // The campaign, made and sent in the browser; its plan chosen with the wizard's picker.
  await page.goto('/campaigns')
  await page.getByRole('button', { name: 'New campaign' }).first().click()
  const create = page.getByRole('dialog')
  await create.getByRole('textbox', { name: 'Name' }).fill(`On ${planName}`)
  await create.getByRole('button', { name: /^Create/ }).click()
  await expect(stepHeading(page, 'Recipients')).toBeVisible()
  const campaignId = new URL(page.url()).pathname.split('/').pop() as string
  await page.getByRole('searchbox', { name: 'Search tags' }).fill(scene.tag)
  await page.getByRole('option', { name: new RegExp(scene.tag) }).click()
  await expect(page.getByTestId('audience-count')).toHaveText(`${scene.contacts} contacts now`)
  await page.getByRole('button', { name: 'Next: Content' }).click()
  await expect(stepHeading(page, 'Content')).toBeVisible()
  await page.getByRole('option', { name: new RegExp(scene.senderId) }).click()
  await page.getByRole('option', { name: new RegExp(scene.textBody.slice(0, 30)) }).click()
  await page.getByRole('button', { name: 'Next: Schedule' }).click()
  await expect(stepHeading(page, 'Schedule')).toBeVisible()
  const picker = page.getByRole('button', { name: /Routing plan/ })
  // The team has no default plan yet: the campaign would take the default route.
  await expect(picker).toContainText('Default route (the team has no default plan)')
  await picker.focus()
  await page.keyboard.press('Enter')
  await page.getByRole('option', { name: planName, exact: true }).focus()
  await page.keyboard.press('Enter')
  await expect(picker).toContainText(planName)
  await expect(picker).not.toContainText('Default route')
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Next: Review' }).click()
  await expect(stepHeading(page, 'Review')).toBeVisible()
  await expect(page.locator('dt:text-is("Routing plan") + dd')).toHaveText(planName)
  await expect(page.getByText('Ready to send', { exact: true })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Send now', exact: true }).click()
  const confirm = page.getByRole('dialog').or(page.getByRole('alertdialog'))
  await confirm.getByRole('button', { name: 'Send now', exact: true }).click()
  const delivery = page
    .getByRole('region', { name: 'Status' })
    .locator('dt:has-text("Delivery") + dd')
  await expect(delivery).toHaveText(/^Completed/, { timeout: 60_000 })

  // The report of that campaign: every message by a route of the plan, to the team's network,
  // costed at that route's rate. Read again until the simulator answered for each message.
  await page
    .getByRole('link', { name: 'Its report: funnel, and cost by route and network' })
    .click()
  await expect(page).toHaveURL(new RegExp(`campaign=${campaignId}`))
  const table = page.getByRole('table', { name: 'Messages and cost by route and network' })
  // A route's cost is its rate x the messages it sent (one part each), in ten-thousandths; the
  // simulator fails a share of receipts, so each message ends delivered or failed.
  const rateOf: Record<string, number> = { Alpha: 400, Beta: 300 }
  await expect(async () => {
    await page.reload()
    const rows = table.getByRole('row').filter({ hasText: scene.network })
    const count = await rows.count()
    expect(count).toBeGreaterThan(0)
    let settled = 0
    for (let index = 0; index < count; index += 1) {
      const route = (await rows.nth(index).getByRole('rowheader').textContent()) ?? ''
      const [, , sent, delivered, failed, cost] = await rows
        .nth(index)
        .getByRole('cell')
        .allTextContents()
      expect(Object.keys(rateOf)).toContain(route)
      expect(Math.round(Number((cost ?? '').replace(/[^0-9.]/g, '')) * 10_000)).toBe(
        Number(sent) * (rateOf[route] ?? 0),
      )
      settled += Number(delivered) + Number(failed)
    }
    expect(settled).toBe(scene.contacts)
  }).toPass({ timeout: 60_000 })
  await expectNoSeriousA11yViolations(page)
})
