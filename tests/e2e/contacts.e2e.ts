import type { APIRequestContext, Page } from '@playwright/test'
import type { ContactList, ContactResource } from '../../src/contract/contact'
import { expectNoSeriousA11yViolations } from './support/axe'
import { expect, test } from './support/signedIn'
import { callApi } from './support/teamApi'

/** The signed-in user's access token, as the app keeps it. */
async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('switchboard.token'))
  expect(token).toBeTruthy()
  return token as string
}

/** A run-unique word: the worker's team is shared by the tests of the worker. */
const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

/** A valid US number of a block no other test uses: +1 415 2xx xxxx. */
function phoneMaker() {
  const base = 2_000_000 + Math.floor(Math.random() * 900_000)
  let next = 0
  return () => `+1415${base + next++}`
}

/** Every contact id of the team, through the API, page by page. */
async function allContactIds(request: APIRequestContext, token: string): Promise<Set<string>> {
  const ids = new Set<string>()
  for (let page = 1; ; page++) {
    const list = await callApi<ContactList>(
      request,
      token,
      'GET',
      `contacts?per_page=100&page=${page}`,
    )
    for (const contact of list.data) ids.add(contact.id)
    if (page >= list.meta.last_page) return ids
  }
}

// Each test seeds its contacts through the API and walks a long way through the screen.
test.describe.configure({ timeout: 120_000 })

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Contacts' })

test('filters live in the URL; everything matching a filter is bulk-deleted and nothing else', async ({
  page,
}) => {
  await page.goto('/audience/contacts')
  await expect(heading(page)).toBeVisible()
  const token = await tokenOf(page)
  const tag = unique('drive')
  const phone = phoneMaker()
  const create = (body: Record<string, unknown>) =>
    callApi<ContactResource>(page.request, token, 'POST', 'contacts', { phone: phone(), ...body })

  // 12 blocked contacts with the tag (more than a page), and some that differ in one respect.
  const doomed: string[] = []
  for (let index = 0; index < 12; index++)
    doomed.push((await create({ status: 'blocked', tags: [tag], last_name: `Doomed ${index}` })).id)
  const keptActive = await create({ status: 'active', tags: [tag], last_name: 'Kept active' })
  const keptUntagged = await create({ status: 'blocked', last_name: 'Kept untagged' })
  const before = await allContactIds(page.request, token)

  await page.reload()
  await expect(heading(page)).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // Filter in the UI, each filter a chip opening its fields: status Blocked, then the tag.
  const filters = page.getByRole('search', { name: 'Filters' })
  await filters.getByRole('button', { name: 'Status' }).click()
  await page
    .getByRole('dialog', { name: 'Status' })
    .getByRole('checkbox', { name: 'Blocked' })
    .click({ force: true })
  await expect(page).toHaveURL(/status=blocked/)
  await page.keyboard.press('Escape')
  await expect(filters.getByRole('button', { name: 'Status: Blocked' })).toBeFocused()
  await filters.getByRole('button', { name: 'Tag' }).click()
  await page
    .getByRole('dialog', { name: 'Tag' })
    .getByRole('button', { name: /^Any tag/ })
    .click()
  await page.getByRole('option', { name: tag }).click()
  await expect(page).toHaveURL(new RegExp(`tag=${tag}`))
  await page.keyboard.press('Escape')
  await expect(page.getByText('12 contacts match.')).toBeVisible()

  // The filter survives a reload.
  await page.reload()
  await expect(page.getByText('12 contacts match.')).toBeVisible()
  await expect(filters.getByRole('button', { name: 'Status: Blocked' })).toBeVisible()
  await expect(filters.getByRole('button', { name: `Tag: ${tag}` })).toBeVisible()
  await expect(page.getByRole('row')).toHaveCount(11)

  // The page, then everything matching, said plainly with the count.
  await page
    .getByRole('checkbox', { name: 'Select every contact on this page' })
    .check({ force: true })
  await expect(page.getByText('10 contacts selected.')).toBeVisible()
  await page.getByRole('button', { name: 'Select all 12 contacts matching these filters' }).click()
  await expect(page.getByText('All 12 contacts matching these filters are selected.')).toBeVisible()

  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete 12 contacts?' })
  await expect(confirm).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await confirm.getByRole('button', { name: 'Delete 12 contacts' }).click()
  await expect(page.getByText('12 contacts were deleted.')).toBeVisible()
  await expect(page.getByText('No contact matches these filters and search.')).toBeVisible()

  // Exactly those went.
  const after = await allContactIds(page.request, token)
  expect([...before].filter((id) => !after.has(id)).sort()).toEqual([...doomed].sort())
  expect(after.size).toBe(before.size - 12)
  expect(after.has(keptActive.id)).toBe(true)
  expect(after.has(keptUntagged.id)).toBe(true)
})

test('a contact is created with the form, edited in its panel, found, tagged and exported', async ({
  page,
}) => {
  await page.goto('/audience/contacts')
  await expect(heading(page)).toBeVisible()
  const token = await tokenOf(page)
  const phone = phoneMaker()
  const scoreKey = unique('score_')
  await callApi(page.request, token, 'POST', 'custom-fields', {
    key: scoreKey,
    label: 'Score',
    type: 'number',
  })
  const taken = await callApi<ContactResource>(page.request, token, 'POST', 'contacts', {
    phone: phone(),
    last_name: 'Taken',
  })
  const lastName = unique('Hopper')
  const ownPhone = phone()
  await page.reload()

  // Create: the panel is in the URL; a value of the wrong type is refused at its field.
  await page.getByRole('link', { name: 'New contact' }).click()
  const panel = page.getByRole('dialog', { name: 'New contact' })
  await expect(panel).toBeVisible()
  await expect(page).toHaveURL(/contact=new/)
  await expectNoSeriousA11yViolations(page)
  await panel.getByRole('textbox', { name: 'Phone' }).fill(ownPhone)
  await panel.getByRole('textbox', { name: 'First name' }).fill('Grace')
  await panel.getByRole('textbox', { name: 'Last name' }).fill(lastName)
  const score = panel.getByRole('textbox', { name: 'Score' })
  // Checked as the field is left (the message moves the form, so leave it before pressing).
  await score.fill('lots')
  await score.press('Tab')
  await expect(panel.getByText('The Score field must be a number.')).toBeVisible()
  await panel.getByRole('button', { name: 'Create contact' }).click()
  await expect(page).toHaveURL(/contact=new/)
  await score.fill('42')
  await score.press('Tab')
  await expect(panel.getByText('The Score field must be a number.')).toBeHidden()
  await panel.getByRole('button', { name: 'Create contact' }).click()
  await expect(page.getByText('The contact is created.')).toBeVisible()
  const opened = page.getByRole('dialog', { name: `Grace ${lastName}` })
  await expect(opened).toBeVisible()
  await expect(page).toHaveURL(/contact=(?!new)[A-Za-z0-9_-]+/)
  const id = new URL(page.url()).searchParams.get('contact') as string
  await expectNoSeriousA11yViolations(page)

  // Edit: the server's 422 shows at the field, and what was typed stays.
  await opened.getByRole('textbox', { name: 'Last name' }).fill(`${lastName} Jr`)
  await opened.getByRole('textbox', { name: 'Phone' }).fill(taken.phone)
  await opened.getByRole('textbox', { name: 'Phone' }).press('Enter')
  await expect(
    opened.getByText('The phone number belongs to another contact of the team.'),
  ).toBeVisible()
  await expect(opened.getByRole('textbox', { name: 'Last name' })).toHaveValue(`${lastName} Jr`)
  await opened.getByRole('textbox', { name: 'Phone' }).fill(ownPhone)
  await opened.getByRole('textbox', { name: 'Phone' }).press('Enter')
  await expect(page.getByText('The contact is saved.')).toBeVisible()
  const saved = await callApi<ContactResource>(page.request, token, 'GET', `contacts/${id}`)
  expect(saved).toMatchObject({
    phone: ownPhone,
    first_name: 'Grace',
    last_name: `${lastName} Jr`,
    source: 'manual',
    custom_fields: { [scoreKey]: 42 },
  })

  // Escape closes the panel; its address opens it again. The save re-keys the form with the
  // saved values once they are loaded again (the panel's title follows them), and focus stays
  // on the field it was in: a key pressed at any moment is the panel's (views/forms/useKeptFocus).
  const savedPanel = page.getByRole('dialog', { name: `Grace ${lastName} Jr` })
  await expect(savedPanel.getByRole('textbox', { name: 'Phone' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page).not.toHaveURL(/contact=/)
  await page.goto(`/audience/contacts?contact=${id}`)
  await expect(page.getByRole('dialog', { name: `Grace ${lastName} Jr` })).toBeVisible()
  await page.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()

  // Search (after a pause in typing) finds the contact by name; the URL holds it.
  await page.getByRole('searchbox', { name: 'Search contacts' }).fill(lastName)
  await expect(page).toHaveURL(new RegExp(`q=${lastName}`))
  await expect(page.getByText('1 contact matches.')).toBeVisible()

  // The column chooser: remembered for this user across reloads.
  await page.getByRole('button', { name: 'Columns' }).click()
  const chooser = page.getByRole('dialog', { name: 'Columns' })
  await chooser.getByRole('checkbox', { name: 'Source' }).click({ force: true })
  await chooser.getByRole('checkbox', { name: 'Email' }).click({ force: true })
  await page.keyboard.press('Escape')
  await expect(page.getByRole('columnheader', { name: 'Source' })).toBeVisible()
  await expect(page.getByRole('columnheader', { name: /^Email/ })).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('columnheader', { name: 'Source' })).toBeVisible()
  await expect(page.getByRole('columnheader', { name: /^Email/ })).toHaveCount(0)
  await expect(page.getByRole('row', { name: new RegExp(lastName) })).toContainText('Manual')

  // Bulk tag the selection by keyboard.
  await page.getByRole('checkbox', { name: `Select Grace ${lastName} Jr` }).focus()
  await page.keyboard.press('Space')
  await expect(page.getByText('1 contact selected.')).toBeVisible()
  await page
    .getByRole('region', { name: 'Selection' })
    .getByRole('button', { name: 'Tag', exact: true })
    .click()
  const tagDialog = page.getByRole('dialog', { name: 'Tag 1 contact' })
  await tagDialog.getByRole('textbox', { name: 'Tags to add' }).fill('vip, spring')
  await page.keyboard.press('Enter')
  await expect(page.getByText(/Tagged 1 contact/)).toBeVisible()
  await expect(tagDialog).toBeHidden()
  const tagged = await callApi<ContactResource>(page.request, token, 'GET', `contacts/${id}`)
  expect(tagged.tags).toEqual(expect.arrayContaining(['vip', 'spring']))

  // Export the selection as CSV.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^contacts-.*\.csv$/)
  const csv = await (await file.createReadStream()).toArray()
  const text = Buffer.concat(csv).toString('utf8')
  expect(text.split('\n')[0]).toContain('phone')
  expect(text).toContain(ownPhone)
  expect(text).not.toContain(taken.phone)
})
