import { test as base, expect, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/axe'
import { escapeFrom } from './support/dialog'
import { signInAsNewUser } from './support/session'
import { test } from './support/signedIn'

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name })

/** The batch the test posts: two good rows, a number that is not one, and a row with no phone. */
const batch = {
  contacts: [
    { phone: '+14155550101', first_name: 'Ada' },
    { phone: '+442079460958', first_name: 'Grace' },
    { phone: '12', first_name: 'Short' },
    { first_name: 'Nobody' },
  ],
}

base(
  'a feed is created, posted to, logged with its reasons, edited, re-keyed and deleted',
  async ({ page, context }) => {
    // Many steps, each with an axe run, on a machine shared by several test runs.
    base.setTimeout(120_000)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await signInAsNewUser(page, 'feeds')
    await page.goto('/audience/feeds')
    await expect(heading(page, 'Feeds')).toBeVisible()
    await expect(page.getByText(/No feeds yet\. Create one above/)).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    // A tag the server refuses is shown at the tags field, and what was typed stays.
    const name = page.getByRole('textbox', { name: 'Name' })
    const tags = page.getByRole('textbox', { name: /^Tags/ })
    await name.fill('Web form')
    await tags.fill('web; spring')
    await page.getByRole('button', { name: 'Create feed' }).click()
    await expect(page.getByText(/may not contain , or ;/)).toBeVisible()
    await expect(tags).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toHaveValue('Web form')

    await tags.fill('web, e2e')
    await page.getByRole('button', { name: 'Create feed' }).click()
    await expect(page.getByText('Web form is created: post batches to it.')).toBeVisible()
    const row = page.getByRole('row', { name: /Web form/ })
    await expect(row).toContainText('web, e2e')
    await expect(row).toContainText('Never')

    // The new feed's posting details open: URL, key and an example built from them.
    const panel = page.getByRole('region', { name: 'Posting to Web form' })
    const urlField = panel.getByRole('textbox', { name: 'Posting URL' })
    const keyField = panel.getByRole('textbox', { name: /^Key/ })
    await expect(keyField).toHaveValue(/^feed_/)
    const postingUrl = await urlField.inputValue()
    const key = await keyField.inputValue()
    expect(postingUrl).toMatch(/\/api\/proxy\/api\/v1\/feeds\/[0-9a-f-]+\/inbound$/)
    await expect(panel.locator('pre')).toContainText(`curl -X POST '${postingUrl}'`)
    await expect(panel.locator('pre')).toContainText(`X-Feed-Key: ${key}`)
    await expectNoSeriousA11yViolations(page)
    await panel.getByRole('button', { name: 'Copy key' }).click()
    await expect(panel.getByText('The key is copied to the clipboard.')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key)

    // A sender posts a batch to the URL it read from the page.
    const posted = await page.request.post(postingUrl, {
      headers: { 'X-Feed-Key': key },
      data: batch,
    })
    expect(posted.status(), await posted.text()).toBe(200)
    const answer = (await posted.json()) as { accepted: number; rejected: number }
    expect([answer.accepted, answer.rejected]).toEqual([2, 2])

    // The logs show the batch: rows, accepted, rejected and why.
    await page.getByRole('link', { name: 'See the logs of every batch received' }).click()
    await expect(heading(page, 'Feed logs')).toBeVisible()
    const logRow = page.getByRole('row', { name: /Web form/ })
    await expect(logRow).toContainText('Partly accepted')
    const cells = logRow.getByRole('cell')
    await expect(cells.nth(2)).toHaveText('4')
    await expect(cells.nth(3)).toHaveText('2')
    await expect(cells.nth(4)).toHaveText('2')
    await expect(logRow).toContainText('Row 3 (12):')
    await expect(logRow).toContainText('Row 4:')
    await expectNoSeriousA11yViolations(page)

    // Filters live in the URL, each a chip: an outcome that matches nothing, then the days received.
    const filters = page.getByRole('search', { name: 'Filter the logs' })
    await filters.getByRole('button', { name: 'Outcome', exact: true }).click()
    await page
      .getByRole('dialog', { name: 'Outcome' })
      .getByRole('button', { name: /Outcome$/ })
      .click()
    await page.getByRole('option', { name: /^Rejected/ }).click()
    await expect(page).toHaveURL(/outcome=rejected/)
    await page.keyboard.press('Escape')
    await expect(page.getByText('No batch matches these filters.')).toBeVisible()
    await filters.getByRole('button', { name: 'Clear filters' }).click()
    await expect(page).not.toHaveURL(/outcome=/)
    await expect(page.getByRole('row', { name: /Web form/ })).toBeVisible()
    await filters.getByRole('button', { name: 'Received', exact: true }).click()
    await page
      .getByRole('dialog', { name: 'Received' })
      .getByRole('button', { name: /^Received/ })
      .click()
    await page.getByRole('button', { name: 'Today', exact: true }).click()
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/)
    await page.keyboard.press('Escape')
    await page.keyboard.press('Escape')
    await expect(filters.getByRole('button', { name: /^Received: / })).toBeVisible()
    await expect(page.getByRole('row', { name: /Web form/ })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await page.goto('/audience/feeds/logs?from=2020-01-01&to=2020-01-31')
    await expect(page.getByText('No batch matches these filters.')).toBeVisible()

    // Edited: the new name shows in the list.
    await page.goto('/audience/feeds')
    await page.getByRole('button', { name: 'Edit Web form' }).click()
    await expect(page.getByRole('heading', { name: 'Edit Web form' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: /^Tags/ })).toHaveValue('web, e2e')
    await page.getByRole('textbox', { name: 'Name' }).fill('Signup form')
    await page.getByRole('button', { name: 'Save feed' }).click()
    await expect(page.getByText('Signup form is saved.')).toBeVisible()
    await expect(page.getByRole('row', { name: /Signup form/ })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'New feed' })).toBeVisible()

    // A rotated key (confirmed) replaces the old one, which stops working.
    await page.getByRole('button', { name: 'Posting details of Signup form' }).click()
    const details = page.getByRole('region', { name: 'Posting to Signup form' })
    await expect(details.getByRole('textbox', { name: /^Key/ })).toHaveValue(key)
    await details.getByRole('button', { name: 'Rotate key' }).click()
    const rotate = page.getByRole('alertdialog', { name: 'Rotate the key of Signup form?' })
    await expect(rotate).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await rotate.getByRole('button', { name: 'Rotate key' }).click()
    await expect(page.getByText('Signup form has a new key.')).toBeVisible()
    await expect(details.getByRole('textbox', { name: /^Key/ })).not.toHaveValue(key)
    const refused = await page.request.post(postingUrl, {
      headers: { 'X-Feed-Key': key },
      data: batch,
    })
    expect(refused.status()).toBe(401)

    // Deleted once confirmed: cancelled first, it stays.
    await page.getByRole('button', { name: 'Delete Signup form' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete Signup form?' })
    await escapeFrom(confirm)
    await expect(confirm).toBeHidden()
    await expect(page.getByRole('row', { name: /Signup form/ })).toBeVisible()
    await page.getByRole('button', { name: 'Delete Signup form' }).click()
    await confirm.getByRole('button', { name: 'Delete feed' }).click()
    await expect(page.getByText('Signup form is deleted.')).toBeVisible()
    await expect(page.getByText(/No feeds yet/)).toBeVisible()
    await expect(page.getByRole('region', { name: /Posting to/ })).toHaveCount(0)
  },
)

test('voice contacts start empty and explain where they come from', async ({ page }) => {
  await page.goto('/audience/contacts/voice')
  await expect(heading(page, 'Voice contacts')).toBeVisible()
  await expect(
    page.getByText(/No voice contacts yet\. Contacts appear here once voice campaigns call them/),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // Filters go to the URL and say so when nothing matches.
  const filters = page.getByRole('search', { name: 'Filter the voice contacts' })
  await filters.getByRole('button', { name: 'Contact status', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Contact status' })
    .getByRole('button', { name: /Contact status$/ })
    .click()
  await page.getByRole('option', { name: 'Blocked' }).click()
  await expect(page).toHaveURL(/status=blocked/)
  await page.keyboard.press('Escape')
  await expect(filters.getByRole('button', { name: 'Contact status: Blocked' })).toBeVisible()
  await expect(page.getByText('No voice contact matches these filters.')).toBeVisible()
  await page.getByRole('searchbox', { name: /^Search/ }).fill('ada')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/q=ada/)
  await expectNoSeriousA11yViolations(page)
  await filters.getByRole('button', { name: 'Clear filters' }).click()
  await expect(page).not.toHaveURL(/status=|q=/)
  await expect(page.getByText(/No voice contacts yet/)).toBeVisible()
})
