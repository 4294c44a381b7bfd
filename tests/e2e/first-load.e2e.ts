import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import {
  followScripts,
  type ModuleWeights,
  measure,
  moduleWeights,
  overBudgetReport,
  settledScripts,
} from './support/firstLoad'
import { newAccount, registerAccount, signIn } from './support/session'
import { test as base, expect } from './support/signedIn'

/**
 * Each signed-in page is measured for a team of its own, as a new operator's first visit: the
 * worker's shared team holds whatever the worker's earlier tests sent, and the home page draws
 * its charts (d3's scales and shapes) only when the day has something to draw, so a shared team
 * made the measure depend on the order of the tests.
 */
const test = base.extend({
  storageState: async ({ browser, baseURL }, use, testInfo) => {
    const account = newAccount('first-load')
    const context = await browser.newContext({ baseURL })
    await registerAccount(context.request, account, { verified: true })
    await signIn(await context.newPage(), account)
    const path = testInfo.outputPath('first-visit.json')
    await context.storageState({ path })
    await context.close()
    await use(path)
  },
})

/**
 * The JavaScript a first visit fetches (gzip bytes, the same for the same build), held under a
 * ceiling per page, so a change that makes the first load heavier fails here, naming the modules
 * that grew (against first-load.record.json; `--update-snapshots` records the present load).
 *
 * `ceiling` is what the page may weigh today; `target` is issue 15's budget (120 KB for the
 * blank-layout pages, 200 KB for the first signed-in page), which the ceilings come down to as the
 * first load is cut.
 */
const KiB = 1024
const pages = [
  // Issue 15 asks 120 KB; 128.9 KiB is reached (128.7 before React Aria's locale was read on first
  // use, patches/react-aria+3.53.1.patch, and the chunk's compression shifted; 141.1 before the HTTP client, rxjs, the journal,
  // the session's calls, the toasts and the build watch were loaded only once the user turns to
  // the form, src/signin.tsx; 192.6 before the sign-in pages had their own
  // entry, src/signin.tsx, which loads no router; 147.6 before the other sign-in pages' screens
  // were loaded only on their own page, views/auth/signInScreens.ts, and the chunk it shares with
  // the app was cut by use, scripts/build/bootChunks.ts; 144.1 before the blank layout's words
  // were a catalogue of their own, messages/frame-blank, not the frame catalogue of every page).
  // By the record, React is 74 KiB of it (react-dom with the scheduler; built alone for
  // hydrateRoot, react-dom and react gzip to 65.7 KiB), React Aria 23, xstate 12, rxjs 4 and
  // wretch 1, before 22 KiB of the app's own code (the session, the journal, the form, the
  // layout): the libraries the design card fixes leave ~15 KiB of 117 KiB (120 KB) for it, out of
  // reach.
  // 121.1 KiB in 4 files (129.3 in 14 before React Aria's components took each other's contexts
  // without the components, scripts/build/ariaContexts.ts, 124.8; the API path table stayed out of
  // the sign-in entry, 123.3; and the sign-in pages' first load was one chunk, sign-in,
  // scripts/build/bootChunks.ts).
  // 121.3 since the ledger's and companies' limits joined the constants the sign-in form reads.
  // 117.0 KiB, under the target (121.3 before the constants the sign-in pages use were a module
  // of their own, contract/signInConstants.ts, and the words of the design fields and of the
  // other auth screens catalogues of their own, messages/design-fields and auth-pages).
  { path: '/login', signedIn: false, ceiling: 117.1 * KiB, target: 120_000 },
  // 201.6 KiB (209.2 before the first signed-in pages' route modules were a few chunks by page,
  // shell and <pages>-first, scripts/build/bootChunks.ts, not thirty small ones, and before
  // ariaContexts.ts; 206.6 before the routes, rates, changes, inboxes, plans, MNP and HLR screens' routes
  // and words, and the lazy charts' two more kinds; 205.7 before the networks and vendor connections screens' routes, nav entries and
  // words; 204.0 before the boot-later chunk, as /campaigns; 203.9 before the frame's words were two catalogues, frame and frame-blank, in two
  // chunks that compress a little worse than one; 205.1 while the chunk both entries share
  // followed React Aria's index re-exports: it is cut by use now, scripts/build/bootChunks.ts);
  // the home charts' drawing code (d3's scales and shapes, 22.4 KiB) loads only when the team's
  // day has something to draw, which a new team's has not (227 KiB was the ceiling while the
  // measure used the worker's team, with or without charts by what earlier tests sent). Past the
  // 200 KB target: React (DOM and scheduler), the router, React Aria and xstate are 139.5 KiB of
  // it by the record.
  // 202.2 with the hub companies' route and the ledger's constants (each signed-in page +0.6).
  // 201.2 (each signed-in page -1.1: a route's component and pending component are one chunk,
  // and the route tree's dynamic imports no longer list the boot chunks to preload, vite.config.ts;
  // +0.3 for the constants and design words /login no longer carries, now in two modules).
  // 196.4 (203.7 with the hub's endpoints, rates and live phones routes; -6.6 on each signed-in
  // page once the route tree's imports listed to preload only stylesheets and the first pages'
  // chunks, not every chunk behind each of ~190 routes, vite.config.ts; -0.7 once the confirm
  // dialog's machine loaded with the first question, design/ConfirmQuestion.tsx).
  { path: '/', signedIn: true, ceiling: 196.6 * KiB, target: 200_000 },
  // 205.7 KiB (218.7 before the shell chunks and ariaContexts.ts, as /; 217.2 before the routes, rates, plans and inbox screens, as /; 216.2 before the MNP and HLR enrichment screens' routes, search validators, nav
  // entries and words; 215.1 before the networks and vendor connections screens' routes, nav
  // entries and words, as /; 213.3 before the sign-in pages' later part, shared with the app, was a chunk of
  // its own, boot-later, scripts/build/bootChunks.ts: three boot chunks compress worse than two;
  // 213.1 before the frame's words were two catalogues; 215.2 before the boot chunks
  // were cut by use); the list's own screen, filters, pager and words are ~15 KiB over the home.
  // 205.2 (206.3 before the route chunks and preload lists, as /).
  // 200.4 (207.8 with the hub's routes; the route tree's preload lists and the confirm dialog, as /).
  { path: '/campaigns', signedIn: true, ceiling: 200.6 * KiB, target: 200_000 },
  // 211.9 KiB (224.0 before the shell chunks and ariaContexts.ts, as /; 222.6 before the routes, rates, plans and inbox screens, as /; 221.6 before the MNP and HLR enrichment screens' routes, as /campaigns; 220.4
  // before the networks and vendor connections screens, as /; 218.6 before the
  // boot-later chunk, as /campaigns; 218.5 before the frame's words were two catalogues; 220.4 before the boot chunks
  // were cut by use); the list's screen, selection machine, checkboxes and two catalogues are
  // ~24 KiB over the home.
  // 211.5 (212.5 before the route chunks and preload lists, as /).
  // 206.7 (214.0 with the hub's routes; the route tree's preload lists and the confirm dialog, as /).
  { path: '/audience/contacts', signedIn: true, ceiling: 206.9 * KiB, target: 200_000 },
]

const recordFile = 'tests/e2e/first-load.record.json'
const record: Record<string, ModuleWeights> = existsSync(recordFile)
  ? JSON.parse(readFileSync(recordFile, 'utf8'))
  : {}

/** Opens the page as a first visit and waits for what it shows, and for its last script. */
async function firstLoad(page: Page, path: string) {
  const scripts = followScripts(page)
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  return measure(await settledScripts(scripts))
}

for (const { path, signedIn, ceiling, target } of pages)
  test.describe(() => {
    if (!signedIn) test.use({ storageState: { cookies: [], origins: [] } })

    test(`${path} loads at most ${ceiling / KiB} KiB of JavaScript (target ${target / 1000} KB)`, async ({
      page,
    }, testInfo) => {
      const load = await firstLoad(page, path)
      const weights = moduleWeights(load)
      if (testInfo.config.updateSnapshots === 'all' || !record[path]) {
        record[path] = Object.fromEntries(
          Object.entries(weights)
            .filter(([, bytes]) => bytes >= 50)
            .sort(([a], [b]) => a.localeCompare(b)),
        )
        writeFileSync(recordFile, `${JSON.stringify(record, null, 2)}\n`)
      }
      const report = overBudgetReport(load, weights, record[path] ?? {})
      if (process.env.FIRST_LOAD_REPORT) console.log(`${path}: ${report}`)
      await testInfo.attach('first-load', {
        body: report,
        contentType: 'text/plain',
      })
      expect(load.total, report).toBeLessThanOrEqual(ceiling)
    })
  })
