import type { Locator, Page } from '@playwright/test'
import { expect as baseExpect, test as ownTeamTest } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/axe'
import { escapeFrom } from './support/dialog'
import { signInAsNewUser } from './support/session'
import { test } from './support/signedIn'
import { callApi } from './support/teamApi'

// Saving navigates and loads four calls; previews wait out a debounce: generous on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 })

interface Seed {
  first_name: string
  status: 'active' | 'blocked' | 'unsubscribed'
  tags: string[]
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name })
const rule = (page: Page, name: string) => page.getByRole('group', { name, exact: true })
const previewCount = (page: Page) => page.getByTestId('segment-preview-count')

/** The signed-in page's access token, for seeding through the API. */
async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('switchboard.token'))
  expect(token).toBeTruthy()
  return token as string
}

/** Picks an option of a React Aria select inside `scope` by its label. */
async function choose(page: Page, scope: Locator, label: RegExp, option: string) {
  await scope.getByRole('button', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

async function previewSettles(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: 'Up to date.' })).toBeVisible()
}

// The empty list is this test's to see: a team of its own, as other tests in the worker's team add segments.
ownTeamTest(
  'a segment with an any-group inside the all-group previews the count the test computes, saves, reopens and is deleted',
  async ({ page }) => {
    // One long story (seed, build, save, reopen, recount, delete) with axe on every screen.
    ownTeamTest.slow()
    await signInAsNewUser(page, 'segments')
    await page.goto('/audience/contacts/segments')
    await expect(heading(page, 'Segments')).toBeVisible()
    await expect(page.getByText('No segments yet.')).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    // Contacts with known attributes; a tag of this run keeps others' contacts out of the count.
    const token = await tokenOf(page)
    const runTag = `seg${Date.now().toString(36)}`
    const seeds: Seed[] = [
      { first_name: 'Ada', status: 'active', tags: [runTag, 'vip'] },
      { first_name: 'Alan', status: 'active', tags: [runTag] },
      { first_name: 'Grace', status: 'blocked', tags: [runTag, 'vip'] },
      { first_name: 'Linus', status: 'active', tags: [runTag] },
      { first_name: 'Barbara', status: 'blocked', tags: [runTag] },
      { first_name: 'Ken', status: 'unsubscribed', tags: [runTag] },
      { first_name: 'Andrew', status: 'unsubscribed', tags: [] },
      { first_name: 'Dennis', status: 'blocked', tags: [] },
    ]
    const base = 100_000 + Math.floor(Math.random() * 800_000)
    for (const [index, seed] of seeds.entries()) {
      await callApi(page.request, token, 'POST', 'contacts', {
        phone: `+447400${base + index}`,
        ...seed,
      })
    }
    // All of: tagged with the run's tag, and any of: blocked, or a first name starting with "a".
    const expected = seeds.filter(
      (seed) =>
        seed.tags.includes(runTag) &&
        (seed.status === 'blocked' || seed.first_name.toLowerCase().startsWith('a')),
    ).length
    const everyone = await callApi<{ meta: { total: number } }>(
      page.request,
      token,
      'GET',
      'contacts?per_page=1',
    )

    await page.getByRole('link', { name: 'New segment' }).click()
    await expect(heading(page, 'New segment')).toBeVisible()
    // No rules: every contact of the team matches.
    await previewSettles(page)
    await expect(previewCount(page)).toHaveText(String(everyone.meta.total))
    await page.getByRole('textbox', { name: 'Name' }).fill('Blocked or A-names')

    // A rule without its value is not previewed, and saving it shows the server's 422 at the rule.
    await page.getByRole('button', { name: 'Add a rule', exact: true }).click()
    const first = rule(page, 'Rule 1')
    await expect(first.getByRole('button', { name: /Field/ })).toBeFocused()
    await expect(page.getByText('Give every rule a value to see who matches.')).toBeVisible()
    await page.getByRole('button', { name: 'Create segment' }).click()
    await expect(first.getByText(/value field/i)).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Blocked or A-names')

    // By keyboard: the field select opens with the arrow key and takes the typed option.
    await first.getByRole('button', { name: /Field/ }).focus()
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('listbox')).toBeVisible()
    await page.keyboard.type('Tags')
    await page.keyboard.press('Enter')
    await expect(first.getByRole('button', { name: /Field/ })).toContainText('Tags')
    await first.getByRole('textbox', { name: 'Values' }).fill(runTag)

    await page.getByRole('button', { name: 'Add a group', exact: true }).click()
    const group = page.getByRole('region', { name: 'Group 2' })
    await expect(group.getByRole('button', { name: /Contacts matching/ })).toContainText(
      'Any of these',
    )
    await group.getByRole('button', { name: 'Add a rule to group 2' }).click()
    const blocked = rule(page, 'Rule 2.1')
    await choose(page, blocked, /Field/, 'Status')
    await blocked.getByRole('checkbox', { name: 'Blocked' }).focus()
    await page.keyboard.press('Space')
    await group.getByRole('button', { name: 'Add a rule to group 2' }).click()
    const named = rule(page, 'Rule 2.2')
    await choose(page, named, /Field/, 'First name')
    await choose(page, named, /Operator/, 'starts with')
    await named.getByRole('textbox', { name: 'Value' }).fill('a')

    // By keyboard: a rule added lands focused on its field; removed, the focus goes back to the
    // group's add button.
    const addToGroup = group.getByRole('button', { name: 'Add a rule to group 2' })
    await addToGroup.focus()
    await page.keyboard.press('Enter')
    await expect(rule(page, 'Rule 2.3').getByRole('button', { name: /Field/ })).toBeFocused()
    await rule(page, 'Rule 2.3').getByRole('button', { name: 'Remove rule 2.3' }).focus()
    await page.keyboard.press('Enter')
    await expect(rule(page, 'Rule 2.3')).toHaveCount(0)
    await expect(addToGroup).toBeFocused()

    await previewSettles(page)
    await expect(previewCount(page)).toHaveText(String(expected))
    await expect(page.getByRole('list', { name: 'Newest matching contacts' })).toContainText('Ada')
    await expectNoSeriousA11yViolations(page)

    await page.getByRole('button', { name: 'Create segment' }).click()
    await expect(page).not.toHaveURL(/\/new$/)
    await expect(heading(page, /Blocked or A-names/)).toBeVisible()
    const address = page.url()

    // Reopened: the rules come back as they were built, and preview the same count.
    await page.goto('/audience/contacts/segments')
    await page.getByRole('link', { name: 'Blocked or A-names' }).click()
    await expect(page).toHaveURL(address)
    await expect(rule(page, 'Rule 1').getByRole('button', { name: /Field/ })).toContainText('Tags')
    await expect(rule(page, 'Rule 1').getByRole('textbox', { name: 'Values' })).toHaveValue(runTag)
    await expect(
      page
        .getByRole('region', { name: 'Group 2' })
        .getByRole('button', { name: /Contacts matching/ }),
    ).toContainText('Any of these')
    await expect(rule(page, 'Rule 2.1').getByRole('checkbox', { name: 'Blocked' })).toBeChecked()
    await expect(rule(page, 'Rule 2.1').getByRole('checkbox', { name: 'Active' })).not.toBeChecked()
    await expect(rule(page, 'Rule 2.2').getByRole('button', { name: /Operator/ })).toContainText(
      'starts with',
    )
    await expect(rule(page, 'Rule 2.2').getByRole('textbox', { name: 'Value' })).toHaveValue('a')
    await previewSettles(page)
    await expect(previewCount(page)).toHaveText(String(expected))
    await expect(page.getByRole('region', { name: 'Contacts in this segment' })).toContainText(
      `${expected} contacts match the saved rules.`,
    )

    // The saved count, and a recount followed on its progress bar to the end.
    const counted = page.getByRole('region', { name: 'Saved count' })
    const bar = counted.getByRole('progressbar')
    await expect(bar).toHaveAttribute('aria-valuenow', '100')
    await expect(counted.getByText(String(expected), { exact: true })).toBeVisible()
    await counted.getByRole('button', { name: 'Count again' }).click()
    await expect(bar).toHaveAttribute('aria-valuenow', '100')
    await expect(bar).toHaveAccessibleName('Counted')
    await expect(counted.getByRole('button', { name: 'Count again' })).toBeEnabled()
    await expect(page.getByRole('region', { name: 'Summary' })).toContainText('tags')
    await expectNoSeriousA11yViolations(page)

    // Edited and saved again: names starting with "l" instead; the saved count follows.
    const edited = seeds.filter(
      (seed) =>
        seed.tags.includes(runTag) &&
        (seed.status === 'blocked' || seed.first_name.toLowerCase().startsWith('l')),
    ).length
    await rule(page, 'Rule 2.2').getByRole('textbox', { name: 'Value' }).fill('l')
    await previewSettles(page)
    await expect(previewCount(page)).toHaveText(String(edited))
    await page.getByRole('button', { name: 'Save segment' }).click()
    await expect(page.getByText('Blocked or A-names is saved.')).toBeVisible()
    await expect(counted.getByText(String(edited), { exact: true })).toBeVisible()
    await page.reload()
    await expect(rule(page, 'Rule 2.2').getByRole('textbox', { name: 'Value' })).toHaveValue('l')

    // Back in the list: its rules in words and its count.
    await page.goto('/audience/contacts/segments')
    const row = page.getByRole('row', { name: /Blocked or A-names/ })
    await expect(row).toContainText(runTag)
    await expect(row.getByRole('cell').nth(1)).toHaveText(String(edited))
    await expectNoSeriousA11yViolations(page)

    // Deleting asks first; cancelled, the segment stays.
    await row.getByRole('button', { name: 'Delete Blocked or A-names' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete Blocked or A-names?' })
    await escapeFrom(confirm)
    await expect(confirm).toBeHidden()
    await expect(row).toBeVisible()
    await row.getByRole('button', { name: 'Delete Blocked or A-names' }).click()
    await confirm.getByRole('button', { name: 'Delete segment' }).click()
    await expect(page.getByText('Blocked or A-names is deleted.')).toBeVisible()
    await expect(page.getByText('No segments yet.')).toBeVisible()
  },
)

test('a failed list or preview says so and loads again on request', async ({ page }) => {
  let failList = true
  await page.route('**/api/proxy/api/v1/segments?*', (route) =>
    failList ? route.abort('connectionreset') : route.fallback(),
  )
  await page.goto('/audience/contacts/segments')
  await expect(
    page.getByRole('alert').filter({ hasText: 'The segments could not be loaded' }),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  failList = false
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { name: 'Saved segments' })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)

  let failPreview = true
  await page.route('**/api/proxy/api/v1/segments/preview', (route) =>
    failPreview ? route.abort('connectionreset') : route.fallback(),
  )
  await page.goto('/audience/contacts/segments/new')
  await expect(page.getByText('The preview could not be loaded.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  failPreview = false
  await page
    .getByRole('region', { name: 'Preview' })
    .getByRole('button', { name: 'Try again' })
    .click()
  await previewSettles(page)
  await expect(previewCount(page)).toHaveText(/^\d+$/)
})
