import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/axe'
import { readBuildManifest } from './support/manifest'
import { signInAsNewUser } from './support/session'
import { signInAsStaff } from './support/staffSession'

/**
 * The audit screens of issue 6: a user's own journal under /my-account/journal, exported as a
 * file; staff import it under /management/journal and step through it on the state charts.
 */

/** The states marked on the chart: each marked node's name and its mark. */
async function chartMarks(page: Page): Promise<string[]> {
  const marked = page.locator('.react-flow__node [data-mark]')
  await expect(marked.first()).toBeVisible()
  return marked.evaluateAll((nodes) =>
    nodes.map((node) => `${node.firstElementChild?.nextElementSibling?.textContent}`),
  )
}

const stateAfter = (page: Page) => page.getByTestId('state-after')

/** Chooses a machine in the Machine chip's popover, then closes it. */
async function chooseMachine(page: Page, machine: string) {
  const filters = page.getByRole('search', { name: 'Filter the journal' })
  await filters.getByRole('button', { name: /^Machine/ }).click()
  const select = page
    .getByRole('dialog', { name: 'Machine' })
    .getByRole('button', { name: /Machine$/ })
  await select.click()
  await page.getByRole('option', { name: machine, exact: true }).click()
  await expect(select).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(filters.getByRole('button', { name: `Machine: ${machine}` })).toBeVisible()
}

test('a journal exported after a sign-in is imported by staff and stepped through', async ({
  page,
  browser,
}) => {
  // Two accounts, two browsers, three accessibility checks: more than a usual test's time.
  test.slow()
  await signInAsNewUser(page, 'audited')
  await page.goto('/my-account/journal')
  await expect(
    page.getByRole('status').filter({ hasText: /Your journal: \d+ events/ }),
  ).toBeVisible()
  await chooseMachine(page, 'session')
  await page.getByRole('row', { name: 'session.signedIn' }).click()
  await expect(stateAfter(page)).toContainText('signedIn.verification.verified')
  await expect(page.getByTestId('state-before')).toHaveText('signedOut')
  await expect(page.locator('.react-flow__node').first()).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export as JSON' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^switchboard-journal-.*\.json$/)
  const exported = JSON.parse(readFileSync((await file.path()) as string, 'utf8'))
  expect(exported.format).toBe('switchboard.journal')
  const signedIn = exported.entries.find(
    (entry: { event: { type: string } }) => entry.event.type === 'session.signedIn',
  )
  expect(signedIn.event.token).toBe('[redacted]')

  // Staff, in another browser, with the file the user sent them.
  const staffContext = await browser.newContext()
  const staff = await staffContext.newPage()
  await signInAsStaff(staff)
  await staff.goto('/management/journal')
  await expect(staff.getByRole('heading', { name: 'Event journals', level: 1 })).toBeVisible()
  await expect(staff.getByRole('navigation', { name: 'Main' })).toContainText('Management')
  await expectNoSeriousA11yViolations(staff)

  const chooser = staff.waitForEvent('filechooser')
  await staff.getByRole('button', { name: 'Import a JSON file' }).click()
  await (await chooser).setFiles({
    name: file.suggestedFilename(),
    mimeType: 'application/json',
    buffer: readFileSync((await file.path()) as string),
  })
  await expect(
    staff.getByRole('status').filter({ hasText: /^Imported from switchboard-journal-/ }),
  ).toContainText(`${exported.entries.length} events`)

  await chooseMachine(staff, 'session')
  await staff.getByRole('button', { name: 'First', exact: true }).click()
  await expect(staff.getByRole('heading', { name: /^Event 1 of \d+: xstate\.init/ })).toBeVisible()
  await expect(stateAfter(staff)).toHaveText('restoring')
  const first = await chartMarks(staff)

  // Step through with the keyboard: the chart follows each event.
  const seen = new Set([await stateAfter(staff).textContent()])
  const marks = new Set([first.join()])
  const next = staff.getByRole('button', { name: 'Next', exact: true })
  while (await next.isEnabled()) {
    await next.focus()
    await staff.keyboard.press('Enter')
    seen.add(await stateAfter(staff).textContent())
    marks.add((await chartMarks(staff)).join())
  }
  expect([...seen]).toEqual(expect.arrayContaining(['restoring', 'signedOut']))
  expect([...seen].some((state) => state?.includes('signedIn.user.current'))).toBe(true)
  expect(marks.size).toBeGreaterThan(2)
  await expect(staff.getByRole('button', { name: 'Last', exact: true })).toBeDisabled()

  // The slider moves too: Home goes back to the first event.
  await staff.getByRole('slider', { name: 'Event' }).focus()
  await staff.keyboard.press('Home')
  await expect(stateAfter(staff)).toHaveText('restoring')

  // The chart's text alternative says the same in words.
  await staff.getByText('The chart as text').click()
  await expect(
    staff.getByRole('listitem').filter({ hasText: /^restoring.*active after/ }),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(staff)
  await staffContext.close()
})

test('a file that is not a journal export is refused, saying why', async ({ page }) => {
  await signInAsNewUser(page, 'importer')
  await page.goto('/my-account/journal')
  await expect(page.getByRole('status').filter({ hasText: /Your journal/ })).toBeVisible()

  const importFile = async (name: string, text: string) => {
    const chooser = page.waitForEvent('filechooser')
    await page.getByRole('button', { name: 'Import a JSON file' }).click()
    await (await chooser).setFiles({
      name,
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    })
  }

  await importFile('notes.json', 'hello')
  const refusal = page.getByRole('alert').filter({ hasText: 'notes.json is not a journal export' })
  await expect(refusal).toContainText('Not JSON')
  await expectNoSeriousA11yViolations(page)
  await refusal.getByRole('button', { name: 'Dismiss' }).click()
  await expect(refusal).toBeHidden()

  await importFile('other.json', JSON.stringify({ format: 'switchboard.journal', version: 1 }))
  await expect(page.getByRole('alert')).toContainText('exportedAt')
  await expect(page.getByRole('alert')).toContainText('entries')
  // The user's own journal is still shown.
  await expect(page.getByRole('status').filter({ hasText: /Your journal/ })).toBeVisible()
})

test('the management area is for staff only', async ({ page }) => {
  await signInAsNewUser(page, 'not-staff')
  await expect(page.getByRole('navigation', { name: 'Main' })).not.toContainText('Management')
  await page.goto('/management/journal')
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible()
})

test('@xyflow/react is loaded with the first chart, never with the app', () => {
  const manifest = readBuildManifest()
  const dir = `${process.env.DIST_DIR ?? 'dist'}/client`
  // A chunk and everything it imports statically: what loading it loads.
  const loadedWith = (start: string) => {
    const loaded = new Set<string>()
    const visit = (key: string) => {
      const chunk = manifest[key]
      if (!chunk || loaded.has(chunk.file)) return
      loaded.add(chunk.file)
      for (const imported of chunk.imports ?? []) visit(imported)
    }
    visit(start)
    return [...loaded]
  }
  type Chunk = ReturnType<typeof readBuildManifest>[string]
  const keyOf = (found: (chunk: Chunk) => boolean | undefined) => {
    const entry = Object.entries(manifest).find(([, chunk]) => found(chunk))
    if (!entry) throw new Error('No such chunk in the build manifest')
    return entry[0]
  }
  const drawsFlows = (file: string) =>
    readFileSync(`${dir}/${file}`, 'utf8').includes('react-flow__pane')
  // Every page loads the entry: no flow drawing in it. The state chart (and the automation
  // editor) share the library's own chunk, loaded with them.
  expect(loadedWith(keyOf((chunk) => chunk.isEntry)).filter(drawsFlows)).toEqual([])
  const chart = keyOf((chunk) => chunk.src?.endsWith('StateChartFlow.tsx'))
  expect(loadedWith(chart).some(drawsFlows)).toBe(true)
})
