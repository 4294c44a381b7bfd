import { expect, type Page, test } from '@playwright/test'
import type { JournalEntry } from '../../src/services/journal/entry'
import { journalDatabaseName } from '../../src/services/journal/indexedDbStore'
import { redactedMarker } from '../../src/services/journal/redact'
import { signInAsNewUser } from './support/session'

/** The journal as the page keeps it in IndexedDB. */
function storedEntries(page: Page): Promise<JournalEntry[]> {
  return page.evaluate(
    (name) =>
      new Promise<JournalEntry[]>((resolve, reject) => {
        const open = indexedDB.open(name)
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const database = open.result
          const request = database.transaction('entries').objectStore('entries').getAll()
          request.onerror = () => reject(request.error)
          request.onsuccess = () => {
            resolve(request.result as JournalEntry[])
            database.close()
          }
        }
      }),
    journalDatabaseName,
  )
}

const eventsOf = (entries: JournalEntry[]) =>
  entries.map((entry) => `${entry.machine} ${entry.event.type}`)

test('the journal records a sign-in, secrets redacted, and keeps it across a reload', async ({
  page,
}) => {
  const account = await signInAsNewUser(page, 'journal')

  await expect
    .poll(async () => eventsOf(await storedEntries(page)))
    .toEqual(
      expect.arrayContaining([
        'session xstate.init',
        'form form.submit',
        'session session.signedIn',
      ]),
    )
  const before = await storedEntries(page)

  const signedIn = before.find((entry) => entry.event.type === 'session.signedIn')
  expect(signedIn?.event).toMatchObject({ token: redactedMarker })
  const submit = before.find((entry) => entry.event.type === 'form.submit')
  expect(submit?.event).toMatchObject({
    values: { email: account.email, password: redactedMarker },
  })
  const stored = JSON.stringify(before)
  expect(stored).not.toContain(account.password)
  const token = await page.evaluate(() =>
    Object.values(localStorage).find((value) => value.length > 20),
  )
  if (token) expect(stored).not.toContain(token)

  await page.reload()
  await expect.poll(async () => (await storedEntries(page)).length).toBeGreaterThan(before.length)
  const after = await storedEntries(page)
  // The earlier page loads' entries are still there (signing in loads the app after the sign-in
  // page), and the reload numbers on after them, as a run of its own.
  expect(after.slice(0, before.length)).toEqual(before)
  const earlierRuns = new Set(before.map((entry) => entry.run))
  expect(earlierRuns.has(after.at(-1)?.run ?? '')).toBe(false)
  const sequence = after.map((entry) => entry.seq)
  expect(sequence).toEqual([...sequence].sort((a, b) => a - b))
})
