import {
  type APIRequestContext,
  expect,
  type Page,
  type PlaywrightWorkerArgs,
  test,
} from '@playwright/test'

type Playwright = PlaywrightWorkerArgs['playwright']

import { expectNoSeriousA11yViolations } from './support/axe'
import { type Account, newAccount, registerAccount, signIn } from './support/session'
import { callApi, signInByApi } from './support/teamApi'

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name })

/** A verified account signed in on the page, and a bearer token for seeding through `api`. */
async function setUp(page: Page, api: APIRequestContext, label: string) {
  const account: Account = newAccount(label)
  await registerAccount(api, account, { verified: true })
  const token = await signInByApi(api, account)
  await signIn(page, account)
  return { api, token }
}

/** Calls of the test's own, apart from the browser's cookies. */
const apiContext = (playwright: Playwright) =>
  playwright.request.newContext({ baseURL: test.info().project.use.baseURL })

/** Axe in the light scheme, then in the dark one (the system's choice, the default). */
async function checkBothSchemes(page: Page) {
  await page.emulateMedia({ colorScheme: 'light' })
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'light')
  await expectNoSeriousA11yViolations(page)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark')
  await expectNoSeriousA11yViolations(page)
  await page.emulateMedia({ colorScheme: 'light' })
}

test('custom fields of every type are created, checked at the field, edited and deleted', async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000)
  const { api, token } = await setUp(page, await apiContext(playwright), 'fields')
  await page.goto('/settings/custom-fields')
  await expect(heading(page, 'Custom fields')).toBeVisible()
  await expect(page.getByText('This team has no custom fields yet.')).toBeVisible()
  await checkBothSchemes(page)

  const form = page.getByRole('form', { name: 'Create a custom field' })
  const create = async (label: string, key: string, type: string, options: string[] = []) => {
    await form.getByRole('textbox', { name: 'Label' }).fill(label)
    await form.getByRole('textbox', { name: 'Key' }).fill(key)
    await form.getByRole('button', { name: /Type$/ }).click()
    await page.getByRole('option', { name: type }).click()
    for (const [index, option] of options.entries()) {
      if (index > 0) await form.getByRole('button', { name: 'Add option' }).click()
      await form.getByRole('textbox', { name: `Option ${index + 1}` }).fill(option)
    }
    await form.getByRole('button', { name: 'Create field' }).click()
    await expect(page.getByText(`The custom field ${label} is created.`)).toBeVisible()
    await expect(page.getByRole('row', { name: new RegExp(`^${label} `) })).toBeVisible()
  }
  await create('Nickname', 'nickname', 'Text')
  await create('Score', 'score', 'Number')
  await create('Birthday', 'birthday', 'Date')
  await create('Newsletter', 'newsletter', 'Yes or no')
  await create('Plan', 'plan', 'Choice from a list', ['Gold', 'Silver', 'Bronze'])

  const stored = await callApi<{ data: { key: string; type: string; options: string[] }[] }>(
    api,
    token,
    'GET',
    'custom-fields?sort=key',
  )
  expect(stored.data.map(({ key, type, options }) => ({ key, type, options }))).toEqual([
    { key: 'birthday', type: 'date', options: [] },
    { key: 'newsletter', type: 'boolean', options: [] },
    { key: 'nickname', type: 'text', options: [] },
    { key: 'plan', type: 'select', options: ['Gold', 'Silver', 'Bronze'] },
    { key: 'score', type: 'number', options: [] },
  ])

  // A taken key is the server's to refuse: said at the key, what was typed stays.
  await form.getByRole('textbox', { name: 'Label' }).fill('Plan again')
  await form.getByRole('textbox', { name: 'Key' }).fill('plan')
  await form.getByRole('button', { name: 'Create field' }).click()
  await expect(
    form.getByText('The key has already been taken by another custom field.'),
  ).toBeVisible()
  await expect(form.getByRole('textbox', { name: 'Key' })).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByRole('textbox', { name: 'Label' })).toHaveValue('Plan again')
  // A select without options never leaves the page.
  await form.getByRole('textbox', { name: 'Key' }).fill('plan_two')
  await form.getByRole('button', { name: /Type$/ }).click()
  await page.getByRole('option', { name: 'Choice from a list' }).click()
  await form.getByRole('button', { name: 'Create field' }).click()
  await expect(form.getByRole('textbox', { name: 'Option 1' })).toHaveAttribute(
    'aria-invalid',
    'true',
  )
  await checkBothSchemes(page)

  // Edit the select's options by keyboard.
  await page.getByRole('button', { name: 'Edit Plan' }).click()
  const edit = page.getByRole('form', { name: 'Edit Plan' })
  await expect(edit.getByRole('textbox', { name: 'Label' })).toBeFocused()
  await edit.getByRole('button', { name: 'Add option' }).press('Enter')
  await expect(edit.getByRole('textbox', { name: 'Option 4' })).toBeFocused()
  await page.keyboard.type('Platinum')
  await page.keyboard.press('Enter')
  await expect(page.getByText('The custom field Plan is saved.')).toBeVisible()
  await expect(page.getByRole('row', { name: /^Plan / })).toContainText(
    'Gold, Silver, Bronze, Platinum',
  )

  // Deleting asks first, and says what becomes of the stored values.
  await callApi(api, token, 'POST', 'contacts', {
    phone: '+14152000201',
    custom_fields: { score: 7, plan: 'gold', newsletter: 'yes', birthday: '1990-02-03' },
  })
  await page.getByRole('button', { name: 'Delete Score' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete Score?' })
  await expect(confirm).toContainText(
    "Every contact's value for it (stored under score) is deleted",
  )
  await expectNoSeriousA11yViolations(page)
  await page.keyboard.press('Escape')
  await expect(confirm).toBeHidden()
  await expect(page.getByRole('row', { name: /^Score / })).toBeVisible()
  await page.getByRole('button', { name: 'Delete Score' }).click()
  await confirm.getByRole('button', { name: 'Delete field' }).click()
  await expect(page.getByText('The custom field Score is deleted.')).toBeVisible()
  await expect(page.getByRole('row', { name: /^Score / })).toHaveCount(0)
  const kept = await callApi<{ data: { custom_fields: Record<string, unknown> }[] }>(
    api,
    token,
    'GET',
    'contacts',
  )
  expect(kept.data[0]?.custom_fields).toEqual({
    plan: 'Gold',
    newsletter: true,
    birthday: '1990-02-03',
  })
})

test('a tag is created, counted on its contacts, renamed and deleted after confirming', async ({
  page,
  playwright,
}) => {
  test.setTimeout(90_000)
  const { api, token } = await setUp(page, await apiContext(playwright), 'tags')
  await page.goto('/audience/contacts/tags')
  await expect(heading(page, 'Tags')).toBeVisible()
  await expect(page.getByText('This team has no tags yet.')).toBeVisible()
  await checkBothSchemes(page)

  const form = page.getByRole('form', { name: 'Create a tag' })
  await form.getByRole('textbox', { name: 'Name' }).fill('VIP')
  await form.getByRole('button', { name: /Colour$/ }).click()
  await page.getByRole('option', { name: 'Violet' }).click()
  await form.getByRole('button', { name: 'Create tag' }).click()
  await expect(page.getByText('The tag VIP is created.')).toBeVisible()

  // Two contacts carry it, made through the API; the list counts them.
  for (const phone of ['+14152000101', '+14152000102'])
    await callApi(api, token, 'POST', 'contacts', { phone, tags: ['vip'] })
  await page.reload()
  const row = page.getByRole('row', { name: /^VIP / })
  await expect(row).toContainText('Violet')
  await expect(row.getByRole('cell').nth(2)).toHaveText('2')

  // The same name again (case ignored) is refused at the field.
  await form.getByRole('textbox', { name: 'Name' }).fill('vip')
  await form.getByRole('button', { name: 'Create tag' }).click()
  await expect(form.getByText('The team already has a tag with this name.')).toBeVisible()
  await checkBothSchemes(page)

  // Rename by keyboard: the contacts carry the new name.
  await page.getByRole('button', { name: 'Rename VIP' }).press('Enter')
  const name = page.getByRole('textbox', { name: 'New name for VIP' })
  await expect(name).toBeFocused()
  await name.fill('Gold members')
  await page.keyboard.press('Enter')
  await expect(page.getByText('VIP is now Gold members.')).toBeVisible()
  await expect(page.getByRole('row', { name: /^Gold members / })).toContainText('2')
  const tagged = await callApi<{ data: { tags: string[] }[] }>(api, token, 'GET', 'contacts')
  expect(tagged.data.map((contact) => contact.tags)).toEqual([['Gold members'], ['Gold members']])

  // Delete: asked first, then taken off both contacts, which stay.
  await page.getByRole('button', { name: 'Delete Gold members' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete Gold members?' })
  await expect(confirm).toContainText('taken off the 2 contacts that carry it')
  await expectNoSeriousA11yViolations(page)
  await confirm.getByRole('button', { name: 'Delete tag' }).click()
  await expect(page.getByText('The tag Gold members is deleted.')).toBeVisible()
  await expect(page.getByText('This team has no tags yet.')).toBeVisible()
  const untagged = await callApi<{ data: { tags: string[] }[] }>(api, token, 'GET', 'contacts')
  expect(untagged.data.map((contact) => contact.tags)).toEqual([[], []])
})

const seeded = [
  { phone: '+14152000011', status: 'active', source: 'api', network: '310260' },
  { phone: '+14152000012', status: 'active', source: 'manual', network: '310260' },
  { phone: '+14152000013', status: 'blocked', source: 'manual', network: null },
  { phone: '+442079460958', status: 'active', source: 'upload', network: '23415' },
  { phone: '+442079460959', status: 'unsubscribed', source: 'manual', network: null },
] as const

/** How many seeded contacts share each value of a field, as the report's table lists them. */
function expectedCounts(field: 'status' | 'source' | 'network') {
  const counts = new Map<string, number>()
  for (const contact of seeded) {
    const value = contact[field] ?? 'none'
    counts.set(value, (counts.get(value) ?? 0) + 1)
  }
  return counts
}

async function tableOf(page: Page, title: string): Promise<[string, string][]> {
  const figure = page.getByRole('figure', { name: title })
  // The choice outlives a new load of the page's data: the table may be shown already.
  const toggle = figure.getByRole('button', { name: 'Show as table' })
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click()
  const table = figure.getByRole('table', { name: title })
  await expect(table).toBeVisible()
  const rows = await table.getByRole('row').all()
  const cells = await Promise.all(
    rows.slice(1).map((row) => row.getByRole('cell').allTextContents()),
  )
  const heads = await Promise.all(
    rows.slice(1).map(async (row) => (await row.getByRole('rowheader').textContent()) ?? ''),
  )
  return heads.map((head, index) => [head, cells[index]?.[0] ?? ''] as [string, string])
}

test('the report draws charts whose counts match the contacts made through the API', async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000)
  const { api, token } = await setUp(page, await apiContext(playwright), 'report')

  // No contacts: every chart says so in words.
  await page.goto('/audience/contacts/report')
  await expect(heading(page, 'Contacts report')).toBeVisible()
  await expect(
    page.getByRole('figure', { name: 'Contacts by status' }).getByText('No contact to count.'),
  ).toBeVisible()
  await expect(page.getByText('No contact was added in this period.')).toBeVisible()

  for (const contact of seeded) await callApi(api, token, 'POST', 'contacts', contact)
  await page.reload()

  const figures = page.getByRole('figure')
  await expect(figures).toHaveCount(6)
  for (const title of [
    'Contacts by status',
    'Contacts by source',
    'Contacts by country',
    'Contacts by network',
    'Contacts in total, by day',
    'Contacts added, by day',
  ])
    await expect(page.getByRole('figure', { name: title }).getByRole('img')).toBeVisible()
  await expect(page.getByRole('definition').first()).toHaveText(String(seeded.length))
  await checkBothSchemes(page)

  const statusNames: Record<string, string> = {
    active: 'Active',
    blocked: 'Blocked',
    unsubscribed: 'Unsubscribed',
  }
  const statuses = await tableOf(page, 'Contacts by status')
  expect(new Map(statuses)).toEqual(
    new Map(
      [...expectedCounts('status')].map(([value, count]) => [statusNames[value], String(count)]),
    ),
  )
  const sourceNames: Record<string, string> = { api: 'API', manual: 'Manual', upload: 'Upload' }
  expect(new Map(await tableOf(page, 'Contacts by source'))).toEqual(
    new Map(
      [...expectedCounts('source')].map(([value, count]) => [sourceNames[value], String(count)]),
    ),
  )
  expect(new Map(await tableOf(page, 'Contacts by country'))).toEqual(
    new Map([
      ['United States (US)', '3'],
      ['United Kingdom (GB)', '2'],
    ]),
  )
  expect(new Map(await tableOf(page, 'Contacts by network'))).toEqual(
    new Map(
      [...expectedCounts('network')].map(([value, count]) => [
        value === 'none' ? 'Unknown network' : value,
        String(count),
      ]),
    ),
  )
  // The growth ends today with every contact.
  const growth = await tableOf(page, 'Contacts in total, by day')
  expect(growth).toHaveLength(30)
  expect(growth.at(-1)?.[1]).toBe(String(seeded.length))
  await expectNoSeriousA11yViolations(page)

  // Grouped by week, counting only the period: the choices go to the URL.
  await page.getByRole('button', { name: /Group growth by$/ }).click()
  await page.getByRole('option', { name: 'Week' }).click()
  await expect(page).toHaveURL(/interval=week/)
  await expect(page.getByRole('figure', { name: 'Contacts in total, by week' })).toBeVisible()
  await page.getByRole('button', { name: /Breakdowns count$/ }).click()
  await page.getByRole('option', { name: 'Contacts added in the period' }).click()
  await expect(page).toHaveURL(/scope=period/)
  await expect(page.getByRole('heading', { name: /^Breakdowns of contacts added/ })).toBeVisible()
  expect(new Map(await tableOf(page, 'Contacts by status')).get('Active')).toBe('3')

  // A period picked with the date-range picker, by keyboard: the URL takes its days.
  await page.getByRole('button', { name: /^Period/ }).press('Enter')
  await page.getByRole('dialog').getByRole('button', { name: 'Last 7 days' }).press('Enter')
  const today = new Date().toISOString().slice(0, 10)
  await expect(page).toHaveURL(new RegExp(`to=${today}`))
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}/)
  await expect(page.getByRole('definition').nth(1)).toHaveText(String(seeded.length))

  // A period before any contact: nothing added, nothing counted.
  await page.goto('/audience/contacts/report?from=2020-01-01&to=2020-01-31&scope=period')
  await expect(page.getByText('No contact was added in this period.')).toBeVisible()
  await expect(
    page.getByRole('figure', { name: 'Contacts by status' }).getByText('No contact to count.'),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: /^Period/ })).toContainText('2020')
  await checkBothSchemes(page)
})
