import { readFile, writeFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/axe'
import { signInAsNewUser } from './support/session'
import { callApi } from './support/teamApi'

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name })

/** The session's access token, as the app keeps it, for the API calls that check the result. */
const accessToken = (page: Page) =>
  page.evaluate(() => localStorage.getItem('switchboard.token') ?? '')

/** Chooses a file through the page's file chooser, as a person would. */
async function chooseFile(page: Page, path: string, button = 'Choose a CSV file') {
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: button }).click()
  await (await chooser).setFiles(path)
}

const rowCount = 10_000
const uniquePhone = (index: number) => `+4479${String(11_000_000 + index * 7)}`

/**
 * A CSV of 10,000 contacts the test knows the outcome of: every 97th row (from row 50) has a
 * phone that is not a number, every 499th (from row 100) repeats the first row's phone.
 */
function contactsCsv() {
  const lines = ['Mobile,First name,Email,Plan']
  let invalid = 0
  let repeated = 0
  for (let index = 0; index < rowCount; index++) {
    let phone = uniquePhone(index)
    if (index % 97 === 50) {
      phone = 'not-a-phone'
      invalid += 1
    } else if (index % 499 === 100) {
      phone = uniquePhone(0)
      repeated += 1
    }
    lines.push(
      `${phone},Person ${index},person${index}@example.test,${index % 2 ? 'gold' : 'silver'}`,
    )
  }
  return {
    text: `${lines.join('\n')}\n`,
    invalid,
    repeated,
    imported: rowCount - invalid - repeated,
  }
}

/** Records every value the page's progress bars take, to see the import move. */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = []
    ;(window as unknown as { progressSeen: number[] }).progressSeen = seen
    const read = () => {
      for (const bar of document.querySelectorAll(
        '[role="progressbar"][aria-label="Import"], [role="progressbar"]',
      )) {
        const value = Number(bar.getAttribute('aria-valuenow'))
        if (bar.textContent?.includes('Import') && seen.at(-1) !== value) seen.push(value)
      }
    }
    new MutationObserver(read).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    })
  })
  return () => page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen)
}

test('a 10,000-row CSV is uploaded, mapped and imported with live progress and exact counts', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000)
  await signInAsNewUser(page, 'uploads')
  await page.goto('/audience/upload/Create')
  const token = await accessToken(page)
  // A custom field, so the server's suggestion maps the Plan column to it.
  await callApi(page.request, token, 'POST', 'custom-fields', {
    key: 'plan',
    label: 'Plan',
    type: 'text',
  })

  const csv = contactsCsv()
  const path = testInfo.outputPath('contacts.csv')
  await writeFile(path, csv.text)

  await expect(heading(page, 'Choose a CSV file')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await chooseFile(page, path)

  // The sample and the suggested mapping, custom field included.
  await expect(heading(page, /Map the columns of contacts\.csv/)).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('10,000 rows.')).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Person 0', exact: true })).toBeVisible()
  // A select's button is named by its value, then its label (the column).
  const field = (column: string) => page.getByRole('button', { name: new RegExp(` ${column}$`) })
  await expect(field('Mobile')).toContainText('Phone')
  await expect(field('First name')).toContainText('First name')
  await expect(field('Plan')).toContainText('Plan (custom field)')
  await expectNoSeriousA11yViolations(page)

  const progress = await recordProgress(page)
  await page.getByRole('button', { name: 'Import contacts' }).click()
  await expect(page.getByRole('progressbar', { name: 'Import' })).toBeVisible()
  await expect(heading(page, /The import is done/)).toBeVisible({ timeout: 120_000 })

  // The bar never went back, and the heading above says the import is done. How far it got
  // between two readings depends on how fast this machine imports (10 batches can land between
  // two frames), so the part-way progress is asserted where it is deterministic: the server
  // publishes a progress event per batch (tests/server/data-files.test.ts) and the screen draws
  // each (tests/unit/uploads).
  const values = await progress()
  expect(values).toEqual([...values].sort((a, b) => a - b))

  const count = (key: string) =>
    page.getByRole('definition').and(page.locator(`[data-count="${key}"]`))
  const number = new Intl.NumberFormat('en')
  await expect(count('imported')).toHaveText(number.format(csv.imported))
  await expect(count('updated')).toHaveText('0')
  await expect(count('skipped')).toHaveText(number.format(csv.repeated))
  await expect(count('invalid')).toHaveText(number.format(csv.invalid))
  await expect(count('processed')).toHaveText(number.format(rowCount))
  await expectNoSeriousA11yViolations(page)

  // The contacts are there: as many as the file's valid, distinct rows.
  const contacts = await callApi<{ meta: { total: number } }>(
    page.request,
    token,
    'GET',
    'contacts?per_page=1',
  )
  expect(contacts.meta.total).toBe(csv.imported)

  // The error report lists each row left out, with its reason.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download the error report of contacts.csv' }).click()
  const report = await download
  expect(report.suggestedFilename()).toBe('contacts-errors.csv')
  const reportText = await readFile(await report.path(), 'utf8')
  const reportLines = reportText.trim().split(/\r?\n/)
  expect(reportLines[0]).toBe('row,reason,Mobile,First name,Email,Plan')
  expect(reportLines).toHaveLength(1 + csv.invalid + csv.repeated)
  expect(reportText).toContain('not-a-phone')
  expect(reportText).toContain('repeats line 2 of the file')

  // The list of uploads shows the file and its counts.
  await page.getByRole('link', { name: 'All uploads' }).click()
  await expect(heading(page, 'Uploads')).toBeVisible()
  const row = page.getByRole('row', { name: /contacts\.csv/ })
  await expect(row).toContainText('Imported')
  await expect(row).toContainText(number.format(csv.imported))
  await expect(
    row.getByRole('button', { name: 'Download the error report of contacts.csv' }),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('bad files each get a clear message, and a file without a phone column is not imported', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000)
  await signInAsNewUser(page, 'bad-uploads')
  await page.goto('/audience/Uploads')
  await expect(page.getByText('No file has been uploaded in this team yet.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.goto('/audience/upload/Create')
  const write = async (name: string, content: string | Buffer) => {
    const path = testInfo.outputPath(name)
    await writeFile(path, content)
    return path
  }

  // Latin-1, not UTF-8: refused with the byte where it stops being UTF-8.
  await chooseFile(
    page,
    await write('latin1.csv', Buffer.from('Name,Phone\nJos\xe9,+447911123456\n', 'latin1')),
  )
  await expect(page.getByRole('alert')).toContainText('The file is not UTF-8 text')

  // Only empty lines: no header, no rows.
  await chooseFile(page, await write('blank.csv', '\n\n\n\n\n'))
  await expect(page.getByRole('alert')).toContainText('The file is empty')

  // Ragged rows: said before the import; the rows that fit are imported.
  await chooseFile(
    page,
    await write(
      'ragged.csv',
      'Phone,Name\n+447911000001,Ada\n+447911000002,Bob,extra\n+447911000003\n',
    ),
  )
  await expect(heading(page, /Map the columns of ragged\.csv/)).toBeVisible()
  await expect(
    page.getByText(/2 rows have a different number of values than the header/),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Choose another file' }).click()

  // No phone column: said at once, and the import is refused until one is mapped.
  await chooseFile(page, await write('no-phone.csv', 'Name,Email\nAda,ada@example.test\n'))
  await expect(heading(page, /Map the columns of no-phone\.csv/)).toBeVisible()
  await expect(page.getByText(/No column is mapped to Phone yet/)).toBeVisible()
  await page.getByRole('button', { name: 'Import contacts' }).click()
  await expect(page.getByRole('alert')).toContainText(
    'Map one column to Phone: every contact needs a number.',
  )
  await expect(heading(page, /Map the columns of no-phone\.csv/)).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Choose another file' }).click()

  // A column mapped to a custom field that is deleted meanwhile: the server refuses the mapping
  // at that column, and the choices stay.
  const token = await accessToken(page)
  const plan = await callApi<{ id: string }>(page.request, token, 'POST', 'custom-fields', {
    key: 'plan',
    label: 'Plan',
    type: 'text',
  })
  await chooseFile(page, await write('plan.csv', 'Phone,Plan\n+447911000009,gold\n'))
  await expect(page.getByRole('button', { name: /Plan \(custom field\) Plan$/ })).toBeVisible()
  await callApi(page.request, token, 'DELETE', `custom-fields/${plan.id}`)
  await page.getByRole('button', { name: 'Import contacts' }).click()
  await expect(page.getByRole('alert')).toContainText(
    'There is no custom field with the key "plan".',
  )
  // Said in the notice and at the column's field; the column keeps its choice.
  await expect(page.getByText('There is no custom field with the key "plan".')).toHaveCount(2)
  await expect(page.getByRole('button', { name: /Plan \(custom field\) Plan$/ })).toBeVisible()

  // The list shows the files that were taken, with a way back to their mapping.
  await page.goto('/audience/Uploads')
  await expect(page.getByRole('row', { name: /no-phone\.csv/ })).toContainText(
    'Uploaded, not imported',
  )
  await page.getByRole('link', { name: 'Map the columns of no-phone.csv' }).click()
  await expect(heading(page, /Map the columns of no-phone\.csv/)).toBeVisible()
})
